// The feature map of docs/architecture.md ("Feature map"): each feature, its files per layer, its collections,
// API tag, routes and operations, read from the tree. One feature has one name in every layer
// (CONTRIBUTING.md), so most of a feature's files are found by that name; `also` lists the few that are not.
//   node --import tsx scripts/feature-map.ts           prints the map
//   node --import tsx scripts/feature-map.ts --write   writes it into docs/architecture.md
// tests/domain/feature-map.test.ts checks that the document's map is the tree's.
import fs from 'node:fs';
import path from 'node:path';

export type Feature = { name: string; what: string; also?: string[] };

export const features: Feature[] = [
  { name: 'auth', what: 'Sign-up, sign-in, sessions, password reset.', also: ['src/domain/login-check.ts'] },
  {
    name: 'users',
    what: "The account's settings (/users/:tab): profile, password, roles, performers.",
    also: ['src/domain/user-info.ts'],
  },
  {
    name: 'legal-entities',
    what: 'Companies: create, join, members and their roles (a settings tab).',
    also: ['src/ui/users/legal-entities/'],
  },
  {
    name: 'catalog',
    what: "The catalogue: search, albums, artists, the home page's rows, the owner's releases.",
    also: ['src/domain/peaks.ts', 'src/domain/peaks-points.ts', 'src/db/queries/my-tracks.ts'],
  },
  {
    name: 'library',
    what: 'Liked songs, history, playlists and shared playlists.',
    also: ['src/domain/listens.ts'],
  },
  {
    name: 'projects',
    what: 'Projects, episodes, workspaces and their entries, the shared project.',
    also: ['src/db/workspace-writes.ts'],
  },
  {
    name: 'orders',
    what: 'Requests and proposals: the team requests, the owner proposes, the team answers (docs/licensing.md §3, §4).',
  },
  {
    name: 'contracts',
    what: 'Contracts, supplements and acts, their signing in the EDO, and payments (docs/licensing.md §5, §6).',
  },
  { name: 'chat', what: "A project's chat." },
  { name: 'tasks', what: 'Composer orders (the tasks of /tasks/:role).' },
  {
    name: 'notifications',
    what: 'Notifications, their snackbar and the notifications page.',
    also: ['src/domain/notification-rules.ts'],
  },
  { name: 'statistics', what: "The owner's statistics." },
  { name: 'feedback', what: 'The feedback form.' },
  { name: 'bot', what: 'The messenger bot link.' },
  { name: 'admin', what: 'The admin area: users, catalogue, notifications, companies, system, audit.' },
  { name: 'system', what: 'Health and version.', also: ['src/domain/system-answers.ts'] },
  { name: 'player', what: 'The one player every feature plays through (client only).' },
];

const root = path.resolve(import.meta.dirname, '..');
const layers = ['src/domain', 'src/db', 'src/sync', 'src/ui', 'server/modules'];
const START = '<!-- feature-map:start -->';
const END = '<!-- feature-map:end -->';

function walk(dir: string): string[] {
  if (!fs.existsSync(path.join(root, dir))) return [];
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const child = `${dir}/${entry.name}`;
    return entry.isDirectory() ? walk(child) : [child];
  });
}

const code = (items: string[]) => items.map((item) => `\`${item}\``).join(', ');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The collections a server module replicates: the names its `*.collection.ts` files define. */
function collectionsOf(feature: string): string[] {
  const files = walk(`server/modules/${feature}`).filter((file) => file.endsWith('.collection.ts'));
  return files.flatMap((file) => [...read(file).matchAll(/^ {2,4}name: '([a-z-]+)',$/gm)].map((m) => m[1]!));
}

/** The path prefixes that name a feature's files in each layer. */
function prefixesOf(feature: Feature, collections: string[]): string[] {
  const n = feature.name;
  const named = [n, ...collections];
  return [
    `src/domain/${n}/`,
    `src/domain/${n}.ts`,
    `src/domain/${n}-`,
    `src/domain/api/${n}.ts`,
    `src/domain/api/${n}-`,
    ...named.flatMap((c) => [
      `src/db/schemas/${c}.schema.ts`,
      `src/db/schemas/${c}-`,
      `src/db/queries/${c}.ts`,
      `src/db/${c}-`,
    ]),
    `src/sync/${n}/`,
    `src/sync/${n}-`,
    `src/ui/${n}/`,
    `server/modules/${n}/`,
    ...(feature.also ?? []),
  ];
}

/** Each file's feature: the one whose longest prefix names it. */
function owners(files: string[], prefixes: Map<string, string[]>): Map<string, string> {
  const owner = new Map<string, string>();
  for (const file of files) {
    let best = { name: '', length: 0 };
    for (const [name, list] of prefixes)
      for (const prefix of list)
        if (file.startsWith(prefix) && prefix.length > best.length) best = { name, length: prefix.length };
    if (best.name) owner.set(file, best.name);
  }
  return owner;
}

/** A feature's files in one layer, a folder it owns whole written once: `src/ui/orders/`. */
function listing(layer: string, mine: string[], all: string[], owner: Map<string, string>): string {
  const name = owner.get(mine[0]!);
  const whole = (dir: string) =>
    all.filter((f) => f.startsWith(`${dir}/`)).every((f) => owner.get(f) === name);
  const shown = new Set<string>();
  for (const file of mine) {
    let top = file;
    for (
      let dir = path.posix.dirname(file);
      dir.length > layer.length && whole(dir);
      dir = path.posix.dirname(dir)
    )
      top = `${dir}/`;
    shown.add(top);
  }
  return code([...shown]);
}

/** The operations defined in a feature's API files: their ids. */
function operationsOf(files: string[]): string[] {
  const api = files.filter((file) => file.startsWith('src/domain/api/'));
  return api.flatMap((file) =>
    [...read(file).matchAll(/defineOperation\(\{\s*id: '([^']+)'/g)].map((m) => m[1]!),
  );
}

/** Route name → path (src/domain/routes.ts) and route name → the ui folder its screen loads from. */
function routesByFeature(): Map<string, string[]> {
  const routes = read('src/domain/routes.ts');
  const table = read('src/ui/app/route-table.tsx');
  const body = routes.slice(routes.indexOf('export const paths = {'), routes.indexOf('} as const;'));
  const found = new Map<string, string[]>();
  for (const [, name, route] of body.matchAll(/^ {2}(\w+): '([^']+)',$/gm)) {
    const entry = table.match(new RegExp(`^ {2}${name}: ([\\s\\S]*?),\\n(?= {2}\\w+:|\\};)`, 'm'))?.[1] ?? '';
    let screen = entry.match(/import\('\.\.\/([a-z-]+)\//)?.[1];
    const ident = entry.match(/^(\w+)$/)?.[1];
    if (!screen && ident) {
      const from = table.search(new RegExp(`(const|function) ${ident}\\b`));
      // Only the screen's own definition, up to its closing brace at the start of a line.
      const definition = from >= 0 ? table.slice(from, table.indexOf('\n}', from)) : '';
      screen = definition.match(/import\('\.\.\/([a-z-]+)\//)?.[1];
    }
    const feature = screen ?? 'app';
    found.set(feature, [...(found.get(feature) ?? []), route!]);
  }
  return found;
}

function section(
  feature: Feature,
  files: string[],
  all: string[],
  owner: Map<string, string>,
  routes: string[],
) {
  const lines = [`### ${feature.name}`, '', feature.what, ''];
  for (const layer of layers) {
    const mine = files.filter((file) => file.startsWith(`${layer}/`));
    if (mine.length) lines.push(`- ${layer}: ${listing(layer, mine, all, owner)}`);
  }
  const collections = collectionsOf(feature.name);
  if (collections.length) lines.push(`- collections: ${code(collections)}`);
  if (fs.existsSync(path.join(root, 'server/modules', feature.name)))
    lines.push(`- API tag: \`${feature.name}\``);
  if (routes.length) lines.push(`- routes: ${code(routes)}`);
  const operations = operationsOf(files);
  if (operations.length) lines.push(`- operations: ${code(operations)}`);
  return [...lines, ''];
}

/** The map as docs/architecture.md holds it, between its two markers. */
export function featureMap(): string {
  const all = layers.flatMap(walk).sort();
  const prefixes = new Map(features.map((f) => [f.name, prefixesOf(f, collectionsOf(f.name))]));
  const owner = owners(all, prefixes);
  const routes = routesByFeature();
  const out = [START, ''];
  for (const feature of features) {
    const files = all.filter((file) => owner.get(file) === feature.name);
    out.push(...section(feature, files, all, owner, routes.get(feature.name) ?? []));
  }
  const shared = all.filter((file) => !owner.has(file));
  out.push(
    '### Shared by every feature',
    '',
    'The shell, the shared ui folders and the infrastructure of each layer.',
    '',
  );
  for (const layer of layers) {
    const mine = shared.filter((file) => file.startsWith(`${layer}/`));
    if (mine.length) out.push(`- ${layer}: ${listing(layer, mine, all, owner)}`);
  }
  const names = new Set(features.map((f) => f.name));
  const shell = [...routes].filter(([name]) => !names.has(name)).flatMap(([, list]) => list);
  if (shell.length) out.push(`- routes of the shell and the shared screens: ${code(shell)}`);
  out.push('', END);
  return out.join('\n');
}

/** The map docs/architecture.md holds now. */
export function documentedMap(): string {
  const doc = read('docs/architecture.md');
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  return start >= 0 && end > start ? doc.slice(start, end + END.length) : '';
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const map = featureMap();
  if (!process.argv.includes('--write')) console.log(map);
  else {
    const doc = read('docs/architecture.md');
    const old = documentedMap();
    if (!old) throw new Error(`docs/architecture.md has no ${START} … ${END} block`);
    fs.writeFileSync(path.join(root, 'docs/architecture.md'), doc.replace(old, map));
  }
}
