// Which source modules a route's first load carries: maps the minified bytes of each of its chunks back to
// their sources through the build's sourcemaps (`build.sourcemap`), and prints the largest groups.
// Usage: node bench/route-sources.mjs [--dist dist/client] [--route sign-in] [--minus sign-in]
//        [--by package|file] [--top 40]
// Gzip per group is estimated as the chunk's gzip size shared out by raw bytes (no build is run).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import { readManifest, routeFiles, routes } from './route-manifest.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const dist = path.resolve(root, option('dist', 'dist/client'));
const by = option('by', 'package');
const top = Number(option('top', '40'));
const manifest = readManifest(dist);
const routeNamed = (name) => {
  const route = routes.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`unknown route ${name}`);
  return route;
};

/** The group a source path counts under: its npm package, or the source file / folder. */
function groupOf(source) {
  const normalized = source.replace(/\\/g, '/');
  const nodeModules = normalized.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const parts = normalized.slice(nodeModules + 'node_modules/'.length).split('/');
    const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    return by === 'file' ? `${name}/${parts.slice(name.split('/').length).join('/')}` : name;
  }
  const inSrc = normalized.indexOf('src/');
  const relative = inSrc >= 0 ? normalized.slice(inSrc) : normalized;
  return by === 'file' ? relative : relative.split('/').slice(0, 3).join('/');
}

/** Raw and estimated gzip bytes per group in one chunk. */
function attribute(file) {
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  const gzip = zlib.gzipSync(code, { level: 9 }).length;
  const mapPath = path.join(dist, `${file}.map`);
  const groups = new Map();
  const add = (group, bytes) => groups.set(group, (groups.get(group) ?? 0) + bytes);
  if (!fs.existsSync(mapPath)) {
    add(`(no map) ${file}`, code.length);
  } else {
    const map = JSON.parse(fs.readFileSync(mapPath, 'utf8'));
    const lines = code.split('\n');
    decode(map.mappings).forEach((segments, line) => {
      const text = lines[line] ?? '';
      let mapped = 0;
      segments.forEach((segment, index) => {
        const end = index + 1 < segments.length ? segments[index + 1][0] : text.length;
        const bytes = Math.max(0, end - segment[0]);
        mapped += bytes;
        add(segment.length > 1 ? groupOf(map.sources[segment[1]]) : '(unmapped)', bytes);
      });
      add('(unmapped)', Math.max(0, text.length + 1 - mapped));
    });
  }
  const total = [...groups.values()].reduce((sum, bytes) => sum + bytes, 0) || 1;
  return new Map([...groups].map(([group, raw]) => [group, { raw, gzip: (gzip * raw) / total }]));
}

function routeGroups(route) {
  const totals = new Map();
  for (const file of routeFiles(manifest, route)) {
    for (const [group, size] of attribute(file)) {
      const sum = totals.get(group) ?? { raw: 0, gzip: 0 };
      totals.set(group, { raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip });
    }
  }
  return totals;
}

const route = routeNamed(option('route', 'sign-in'));
const groups = routeGroups(route);
const minusName = option('minus', '');
if (minusName) {
  for (const group of routeGroups(routeNamed(minusName)).keys()) groups.delete(group);
}
const rows = [...groups].sort((a, b) => b[1].gzip - a[1].gzip);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = rows.reduce((total, [, size]) => total + size.gzip, 0);
console.log(
  `${route.name}${minusName ? ` minus ${minusName}` : ''}: ~${kb(sum)} gzip in ${rows.length} groups\n`,
);
console.log('| group                                                        | raw       | ~gzip     |');
console.log('| ------------------------------------------------------------ | --------- | --------- |');
for (const [group, size] of rows.slice(0, top)) {
  console.log(
    `| ${group.slice(0, 60).padEnd(60)} | ${kb(size.raw).padStart(9)} | ${kb(size.gzip).padStart(9)} |`,
  );
}
