import path from 'node:path';

/**
 * `layers/allowed-imports`: every import must reach the importing file's own unit, a layer it lists, or a
 * package it allows. A layer is a set of folders; a folder ending in `/*` makes each of its subfolders a
 * unit of its own, so siblings (the ui features) cannot import each other. Files outside every layer
 * (tests, scripts, config) are not checked.
 */

/** `src/ui/*` → { base: 'src/ui', each: true }; `src/db` → { base: 'src/db', each: false }. */
const parseFolder = (folder) =>
  folder.endsWith('/*') ? { base: folder.slice(0, -2), each: true } : { base: folder, each: false };

/**
 * The layer and unit (the folder that owns it) of a repository-relative path, or undefined. Layers are tried
 * in order, so a folder listed before `src/ui/*` (the shell, the shared folders) is not taken for a feature.
 */
function locate(layers, relative) {
  const file = relative.split(path.sep).join('/');
  for (const layer of layers) {
    for (const folder of layer.folders.map(parseFolder)) {
      if (file !== folder.base && !file.startsWith(`${folder.base}/`)) continue;
      if (!folder.each) return { layer, unit: folder.base };
      const child = file.slice(folder.base.length + 1).split('/')[0];
      if (child) return { layer, unit: `${folder.base}/${child}` };
    }
  }
  return undefined;
}

/** `@scope/name/deep` → `@scope/name`; `rxdb/plugins/x` → `rxdb`; `node:fs` stays. */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** A pattern is a package name, or a prefix ending in `*` (`node:*`, `@fluentui/*`). */
const matches = (patterns, name) =>
  patterns.some((pattern) =>
    pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern,
  );

function packageAllowed(layer, specifier) {
  const name = packageName(specifier);
  if (layer.packages) return matches(layer.packages, name);
  return !matches(layer.forbiddenPackages ?? [], name);
}

function describe(layer) {
  const folders = ['its own folder', ...layer.imports].join(', ');
  if (layer.packages)
    return `${layer.name} imports only ${folders} and the packages ${layer.packages.join(', ')}`;
  const denied = layer.forbiddenPackages?.length ? `; never ${layer.forbiddenPackages.join(', ')}` : '';
  return `${layer.name} imports only ${folders} and packages${denied}`;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Each layer imports only what its allowlist names.' },
    schema: [
      {
        type: 'object',
        properties: { layers: { type: 'array' }, root: { type: 'string' } },
        required: ['layers'],
      },
    ],
    messages: { forbidden: "'{{specifier}}' is not allowed here: {{why}}." },
  },
  create(context) {
    // Folders are relative to `root` (the repository), so running ESLint from a subfolder checks the same.
    const { layers, root = context.cwd } = context.options[0];
    const own = locate(layers, path.relative(root, context.filename));
    if (!own) return {};

    function check(node) {
      const specifier = node?.value;
      if (typeof specifier !== 'string') return;
      let allowed;
      if (specifier.startsWith('.')) {
        const target = path.relative(root, path.resolve(path.dirname(context.filename), specifier));
        const found = locate(layers, target);
        allowed =
          found !== undefined && (found.unit === own.unit || own.layer.imports.includes(found.layer.name));
      } else {
        allowed = packageAllowed(own.layer, specifier);
      }
      if (!allowed)
        context.report({ node, messageId: 'forbidden', data: { specifier, why: describe(own.layer) } });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/**
 * `layers/module-entry`: a file outside a server module imports the module only through its `index.ts`
 * (`../orders`, `../orders/index`), never one of its files. `modules` is the folder whose subfolders are
 * the modules; a file directly in it (the composition root) is not a module. A module's files never import
 * the files listed in `wiring` (the app, the composition root, the route registry), not even for a type:
 * those import every module, so a module naming them closes a cycle through the whole server.
 */
const moduleEntry = {
  meta: {
    type: 'problem',
    docs: { description: 'Another module is imported only through its index.ts.' },
    schema: [
      {
        type: 'object',
        properties: {
          modules: { type: 'string' },
          wiring: { type: 'array', items: { type: 'string' } },
          root: { type: 'string' },
        },
        required: ['modules'],
      },
    ],
    messages: {
      deep: "'{{specifier}}' reaches into the {{module}} module's files: import from its index.ts instead.",
      wiring:
        "'{{specifier}}' is the server's wiring, which imports every module: a module never imports it.",
    },
  },
  create(context) {
    const { modules, wiring = [], root = context.cwd } = context.options[0];
    const repositoryPath = (file) => path.relative(root, file).split(path.sep).join('/');
    const inModules = (file) => {
      const relative = repositoryPath(file);
      return relative.startsWith(`${modules}/`) ? relative.slice(modules.length + 1).split('/') : undefined;
    };
    const own = inModules(context.filename);
    const ownModule = own && own.length > 1 ? own[0] : undefined;
    const wiringFiles = new Set(wiring.map((file) => file.replace(/\.ts$/, '')));
    const isWiring = (file) => {
      const relative = repositoryPath(file).replace(/\.ts$/, '');
      return wiringFiles.has(relative) || wiringFiles.has(`${relative}/index`);
    };

    function check(node) {
      const specifier = node?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(context.filename), specifier);
      if (ownModule && isWiring(resolved)) {
        context.report({ node, messageId: 'wiring', data: { specifier } });
        return;
      }
      const target = inModules(resolved);
      if (!target || target.length < 2 || target[0] === ownModule) return;
      const rest = target.slice(1).join('/');
      if (rest === 'index' || rest === 'index.ts') return;
      context.report({ node, messageId: 'deep', data: { specifier, module: target[0] } });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'allowed-imports': rule, 'module-entry': moduleEntry } };
