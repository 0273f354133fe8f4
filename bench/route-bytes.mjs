// JavaScript a route's first load downloads, from the Vite manifest: the entry (index.html) and its static
// imports, plus, per route, the lazy chunks it opens on first load and their static imports.
// Usage: node bench/route-bytes.mjs [--no-build] [--dist dist/client]
// Without --no-build it runs `vite build` first. Sizes are summed per file, compressed one by one as the
// server sends them (gzip level 9, brotli quality 11, as the build writes them).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { readManifest, routeFiles, routes } from './route-manifest.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const distArg = args.indexOf('--dist');
const dist = path.resolve(root, distArg >= 0 ? args[distArg + 1] : 'dist/client');

if (!args.includes('--no-build')) {
  const built = spawnSync('npx', ['vite', 'build', '--manifest', '--outDir', dist, '--emptyOutDir'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error(`vite build failed (exit ${built.status})`);
}

const manifest = readManifest(dist);

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = fs.readFileSync(path.join(dist, file));
    const brotli = zlib.brotliCompressSync(bytes, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    });
    sizes.set(file, {
      raw: bytes.length,
      gzip: zlib.gzipSync(bytes, { level: 9 }).length,
      brotli: brotli.length,
    });
  }
  return sizes.get(file);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = routes.map((route) => {
  const js = routeFiles(manifest, route);
  const raw = js.reduce((sum, file) => sum + sizeOf(file).raw, 0);
  const gzip = js.reduce((sum, file) => sum + sizeOf(file).gzip, 0);
  const brotli = js.reduce((sum, file) => sum + sizeOf(file).brotli, 0);
  return { ...route, chunks: js.length, raw, gzip, brotli };
});

console.log(`JS per route's first load (${path.relative(root, dist) || dist})\n`);
console.log('| route     | path                    | chunks | raw       | gzip      | brotli    |');
console.log('| --------- | ----------------------- | ------ | --------- | --------- | --------- |');
for (const row of rows) {
  console.log(
    `| ${row.name.padEnd(9)} | ${row.path.padEnd(23)} | ${String(row.chunks).padStart(6)} | ${kb(row.raw).padStart(9)} | ${kb(row.gzip).padStart(9)} | ${kb(row.brotli).padStart(9)} |`,
  );
}
