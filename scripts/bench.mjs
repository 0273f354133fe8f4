// npm run bench: runs every bench/*.mjs in turn; each prints its own table. Benchmarks are not tests.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const benchDir = path.join(root, 'bench');
const files = fs.readdirSync(benchDir).filter((name) => name.endsWith('.mjs')).sort();
let failed = 0;
for (const file of files) {
  console.log(`\n▶ bench/${file}`);
  const result = spawnSync(process.execPath, [path.join(benchDir, file)], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    failed += 1;
    console.error(`bench/${file} failed (exit ${result.status ?? result.signal})`);
  }
}
process.exitCode = failed ? 1 : 0;
