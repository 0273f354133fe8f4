// npm run bench: runs every benchmark in bench/ in turn; each prints its own table. Benchmarks are not tests.
// A bench/*.mjs file that another bench file imports is a helper module, not a benchmark, and is skipped.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const benchDir = path.join(root, 'bench');
const all = fs
  .readdirSync(benchDir)
  .filter((name) => name.endsWith('.mjs'))
  .sort();
const imported = new Set(
  all.flatMap((name) =>
    [...fs.readFileSync(path.join(benchDir, name), 'utf8').matchAll(/from\s+['"]\.\/([^'"]+\.mjs)['"]/g)].map(
      (match) => match[1],
    ),
  ),
);
const benchmarks = all.filter((name) => !imported.has(name));

let failed = 0;
for (const file of benchmarks) {
  console.log(`\n▶ bench/${file}`);
  const result = spawnSync(process.execPath, [path.join(benchDir, file)], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    failed += 1;
    console.error(`bench/${file} failed (exit ${result.status ?? result.signal})`);
  }
}
process.exitCode = failed ? 1 : 0;
