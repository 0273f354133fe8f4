#!/usr/bin/env node
/**
 * Cueline rename codemod (issue 25 §2 "One name per feature, and a map").
 *
 * Run in a checkout root:  node /path/to/apply.mjs [--dry-run] [--mapping other.json] [--no-prettier] [--graph]
 *
 * 1. Reads every .ts/.tsx/.js/.mjs/.cjs file of src, server, tests, bench, scripts, eslint and the root config
 *    files, and resolves each relative module specifier (static import/export, `import()`, `import('…')` types,
 *    `require`, `vi.mock`/`vi.doMock`/`vi.importActual`/`vi.importMock`/`vi.unmock`, `new URL('…', import.meta.url)`)
 *    to a file BEFORE anything moves.
 * 2. Moves files per mapping.json (`git mv` for tracked files, rename for untracked ones). A key is
 *    - a folder: every file under it moves, whoever added it;
 *    - `folder/prefix*`: every file directly in `folder` whose name starts with `prefix` moves into the value folder;
 *    - a file: that file moves to the value path.
 *    The longest matching key wins, so a file key overrides its folder's key. Keys that match nothing are reported
 *    and skipped (already applied, or removed by someone else).
 * 3. Rewrites every specifier whose importer or target moved to the new relative path, keeping its style
 *    (extension or not, folder index or file).
 * 4. Rewrites repository paths cited in text (docs, comments, config strings such as eslint.config.js's layer
 *    lists): `src/ui/requests/x.tsx`, `src/ui/requests`, `ui/requests/x` … Files containing the marker
 *    `rename-tool: keep paths` are left alone (a decision record that lists the renames).
 * 5. Runs prettier --write on the files it changed.
 *
 * Running it twice is safe: the second run finds nothing to move and no old path to rewrite.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = process.cwd();
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const here = path.dirname(fileURLToPath(import.meta.url));
const mappingFile = path.resolve(option('--mapping', path.join(here, 'mapping.json')));
const dryRun = flag('--dry-run');

const require = createRequire(path.join(root, 'package.json'));
const ts = require('typescript');

const CODE_ROOTS = ['src', 'server', 'tests', 'bench', 'scripts', 'eslint'];
const CODE_EXT = /\.(ts|tsx|js|mjs|cjs)$/;
const TEXT_EXT = /\.(md|ts|tsx|js|mjs|cjs|json|ya?ml|html|sh|css)$/;
const TEXT_SKIP = [/^package-lock\.json$/, /^server\/db\/migrations\//, /^node_modules\//, /^dist\//];
const KEEP_MARKER = 'rename-tool: keep paths';
const RESOLVE_EXT = ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'];
const VI_CALLS = new Set(['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock']);

const git = (...a) => execFileSync('git', a, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 });
const posix = (p) => p.split(path.sep).join('/');

/** Every file of the checkout git knows or would add (tracked + untracked, not ignored), repository-relative. */
function listFiles() {
  const out = git('ls-files', '-z', '--cached', '--others', '--exclude-standard');
  return [...new Set(out.split('\0').filter(Boolean))].filter((f) => fs.existsSync(path.join(root, f)));
}

const isCodeFile = (f) =>
  CODE_EXT.test(f) &&
  (CODE_ROOTS.some((r) => f.startsWith(`${r}/`)) || (!f.includes('/') && /config/.test(f)));

// ---------------------------------------------------------------------------------------------------------
// (a) specifiers

/** Every relative specifier of a source text: { start, end, text } (positions of the string's contents). */
function specifiersOf(file, text) {
  const kind = file.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : file.endsWith('.ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const take = (node) => {
    if (!node || !(ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) return;
    if (!node.text.startsWith('.')) return;
    const start = node.getStart(source) + 1;
    found.push({ start, end: node.getEnd() - 1, text: node.text });
  };
  const isImportMetaUrl = (n) =>
    n && ts.isPropertyAccessExpression(n) && n.name.text === 'url' && ts.isMetaProperty(n.expression);
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) take(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      take(node.moduleReference.expression);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) take(node.argument.literal);
    else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) take(node.name);
    else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const viCall =
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'vi' &&
        VI_CALLS.has(callee.name.text);
      const plain =
        callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require');
      if (viCall || plain) take(node.arguments[0]);
    } else if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'URL' &&
      isImportMetaUrl(node.arguments?.[1])
    )
      take(node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The file a specifier names, and how it names it: `exact` (with its own extension), `swapped` (`.js` for a
 * `.ts` file), `bare` (extension left off), `index` (a folder). Unresolved ones keep their absolute path.
 */
function resolve(importer, specifier, exists, isDir) {
  const [bare, query = ''] = specifier.split(/(?=\?)/);
  const target = posix(path.normalize(path.join(path.dirname(importer), bare)));
  const suffix = query;
  if (exists(target) && !isDir(target)) return { file: target, style: 'exact', suffix };
  const swap = target.match(/^(.*)\.(js|mjs|cjs|jsx)$/);
  if (swap)
    for (const ext of ['.ts', '.tsx', '.mts', '.cts'])
      if (exists(swap[1] + ext)) return { file: swap[1] + ext, style: 'swapped', ext: `.${swap[2]}`, suffix };
  for (const ext of RESOLVE_EXT)
    if (exists(target + ext)) return { file: target + ext, style: 'bare', suffix };
  for (const ext of RESOLVE_EXT)
    if (exists(`${target}/index${ext}`)) return { file: `${target}/index${ext}`, style: 'index', suffix };
  if (isDir(target)) return { file: target, style: 'dir', suffix };
  return { file: target, style: 'missing', suffix };
}

const stripExt = (f) => f.replace(/(\.d)?\.(ts|tsx|js|mjs|cjs|json|mts|cts)$/, '');
const isIndex = (f) => /\/index\.(ts|tsx|js|mjs|cjs)$/.test(f);

/** The specifier from `importer` (new location) to `target` (new location), in `style`. */
function specifierFor(importer, target, ref, originalText) {
  let wanted;
  if (ref.style === 'exact' || ref.style === 'dir' || ref.style === 'missing') wanted = target;
  else if (ref.style === 'swapped') wanted = stripExt(target) + ref.ext;
  else if (ref.style === 'index' || (ref.style === 'bare' && isIndex(target) && !isIndex(ref.file)))
    wanted = isIndex(target) ? path.posix.dirname(target) : stripExt(target);
  else wanted = stripExt(target);
  let rel = path.posix.relative(path.posix.dirname(importer), wanted);
  if (rel === '') rel = '.';
  else if (!rel.startsWith('.')) rel = `./${rel}`;
  else if (rel === '..' && originalText.endsWith('/')) rel = '../';
  return rel + ref.suffix;
}

// ---------------------------------------------------------------------------------------------------------
// (b) the mapping

function loadMapping() {
  const raw = JSON.parse(fs.readFileSync(mappingFile, 'utf8'));
  const entries = Object.entries(raw).filter(([key]) => !key.startsWith('//'));
  for (const [from, to] of entries) {
    const base = from.replace(/\*$/, '').replace(/\/$/, '');
    const dest = to.replace(/\/$/, '');
    if (dest === base || dest.startsWith(`${base}/`))
      throw new Error(
        `mapping ${from} → ${to}: the new path lies inside the old one, so a second run would move it again`,
      );
  }
  return entries;
}

/** Where one file goes: the longest matching key decides. */
function makeMover(entries, allFiles) {
  const dirs = new Set();
  for (const f of allFiles)
    for (let d = path.posix.dirname(f); d !== '.'; d = path.posix.dirname(d)) dirs.add(d);
  const rules = [];
  const unused = [];
  for (const [from, to] of entries) {
    if (from.endsWith('*')) {
      const folder = path.posix.dirname(from);
      const prefix = path.posix.basename(from).slice(0, -1);
      rules.push({
        from,
        weight: from.length,
        match: (f) => path.posix.dirname(f) === folder && path.posix.basename(f).startsWith(prefix),
        move: (f) => `${to.replace(/\/$/, '')}/${path.posix.basename(f)}`,
      });
    } else if (dirs.has(from.replace(/\/$/, ''))) {
      const folder = from.replace(/\/$/, '');
      const dest = to.replace(/\/$/, '');
      rules.push({
        from,
        folder,
        dest,
        weight: folder.length + 1,
        match: (f) => f.startsWith(`${folder}/`),
        move: (f) => dest + f.slice(folder.length),
      });
    } else {
      rules.push({
        from,
        file: from,
        dest: to,
        weight: from.length + 2,
        match: (f) => f === from,
        move: () => to,
      });
    }
  }
  const used = new Set();
  const moveOf = (f) => {
    let best;
    for (const rule of rules) if (rule.match(f) && (!best || rule.weight > best.weight)) best = rule;
    if (!best) return f;
    used.add(best.from);
    return best.move(f);
  };
  const moves = new Map();
  for (const f of allFiles) {
    const to = moveOf(f);
    if (to !== f) moves.set(f, to);
  }
  for (const [from] of entries) if (!used.has(from)) unused.push(from);
  return { moves, rules, unused };
}

function checkMoves(moves, allFiles) {
  const existing = new Set(allFiles);
  const targets = new Map();
  const problems = [];
  for (const [from, to] of moves) {
    if (targets.has(to)) problems.push(`${from} and ${targets.get(to)} both go to ${to}`);
    targets.set(to, from);
    if (existing.has(to) && !moves.has(to)) problems.push(`${from} → ${to}: that file already exists`);
  }
  if (problems.length) throw new Error(`the mapping collides:\n  ${problems.join('\n  ')}`);
}

function applyMoves(moves, tracked) {
  for (const [from, to] of moves) {
    fs.mkdirSync(path.join(root, path.dirname(to)), { recursive: true });
    if (tracked.has(from)) git('mv', '-k', from, to);
    if (fs.existsSync(path.join(root, from))) fs.renameSync(path.join(root, from), path.join(root, to));
  }
  // Folders the moves emptied.
  const emptied = new Set([...moves.keys()].map((f) => path.posix.dirname(f)));
  for (const dir of [...emptied].sort((a, b) => b.length - a.length)) {
    for (let d = dir; d !== '.'; d = path.posix.dirname(d)) {
      const abs = path.join(root, d);
      if (!fs.existsSync(abs) || fs.readdirSync(abs).length) break;
      fs.rmdirSync(abs);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// (d) paths in text

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** old → new path strings for text: each moved file (with and without its extension) and each moved folder. */
function textReplacements(moves, rules, allFiles) {
  const pairs = new Map();
  const add = (from, to) => {
    if (from !== to && !pairs.has(from)) pairs.set(from, to);
  };
  for (const [from, to] of moves) {
    add(from, to);
    if (CODE_EXT.test(from)) {
      const toBare = isIndex(to) && !isIndex(from) ? path.posix.dirname(to) : stripExt(to);
      if (!(isIndex(from) && !isIndex(to))) add(stripExt(from), toBare);
    }
  }
  for (const rule of rules) if (rule.folder) add(rule.folder, rule.dest);
  // A renamed file cited by its name alone (`order-commands.ts`), when no other file has that name.
  const named = new Map();
  for (const f of allFiles) named.set(path.posix.basename(f), (named.get(path.posix.basename(f)) ?? 0) + 1);
  const bareNames = new Map();
  for (const [from, to] of moves) {
    const [a, b] = [path.posix.basename(from), path.posix.basename(to)];
    if (a === b || named.get(a) !== 1 || isIndex(to)) continue;
    // With its extension only: without it, a name is often also an operation's or a concept's name.
    bareNames.set(a, b);
  }
  // Paths written without `src/` (`ui/requests/x.tsx`) in comments and docs.
  for (const [from, to] of [...pairs]) {
    if (from.startsWith('src/ui/') && to.startsWith('src/ui/')) add(from.slice(4), to.slice(4));
  }
  return { pairs, bareNames };
}

function rewriteText(text, pairs, regex) {
  let count = 0;
  const out = text.replace(regex, (m) => {
    count += 1;
    return pairs.get(m);
  });
  return { out, count };
}

// ---------------------------------------------------------------------------------------------------------

function printGraph(allFiles, refsByFile) {
  const users = new Map();
  for (const [importer, refs] of refsByFile)
    for (const { ref } of refs) {
      if (!users.has(ref.file)) users.set(ref.file, new Set());
      users.get(ref.file).add(importer);
    }
  const unit = (f) => {
    const m = f.match(/^src\/ui\/([^/]+)/);
    return m ? m[1].replace(/\.tsx$/, '') : f.split('/').slice(0, 2).join('/');
  };
  for (const f of allFiles.filter((x) => x.startsWith('src/ui/') && CODE_EXT.test(x)).sort()) {
    const us = [...(users.get(f) ?? [])];
    const units = [...new Set(us.filter((u) => u.startsWith('src/')).map(unit))].sort();
    const tests = us.filter((u) => u.startsWith('tests/')).length;
    console.log(`${f}\t${units.join(',')}\t${tests} tests`);
  }
}

function main() {
  const entries = loadMapping();
  const allFiles = listFiles();
  const tracked = new Set(git('ls-files', '-z').split('\0').filter(Boolean));
  const fileSet = new Set(allFiles);
  const dirSet = new Set();
  for (const f of allFiles)
    for (let d = path.posix.dirname(f); d !== '.'; d = path.posix.dirname(d)) dirSet.add(d);
  const exists = (p) => fileSet.has(p) || dirSet.has(p);
  const isDir = (p) => dirSet.has(p);

  // (a) read and resolve every specifier before anything moves.
  const codeFiles = allFiles.filter(isCodeFile);
  const refsByFile = new Map();
  const unresolved = [];
  for (const file of codeFiles) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const refs = specifiersOf(file, text).map((s) => ({ ...s, ref: resolve(file, s.text, exists, isDir) }));
    for (const r of refs) if (r.ref.style === 'missing') unresolved.push(`${file}: '${r.text}'`);
    refsByFile.set(file, refs);
  }
  if (flag('--graph')) return printGraph(allFiles, refsByFile);
  if (flag('--edges')) {
    for (const [importer, refs] of refsByFile)
      for (const { ref } of refs) console.log(`${importer}\t${ref.file}`);
    return;
  }

  // (b) plan and check the moves.
  const { moves, rules, unused } = makeMover(entries, allFiles);
  checkMoves(moves, allFiles);
  const newPath = (f) => moves.get(f) ?? f;

  console.log(
    `rename-tool: ${entries.length} mapping entries, ${moves.size} files to move, ${codeFiles.length} code files read`,
  );
  if (unused.length)
    console.log(`  mapping entries that match nothing (already applied or gone): ${unused.join(', ')}`);
  if (unresolved.length)
    console.log(
      `  relative specifiers that name no file (left as they are):\n    ${unresolved.join('\n    ')}`,
    );
  if (dryRun) {
    for (const [from, to] of moves) console.log(`  ${from} → ${to}`);
    return;
  }

  // (c) new specifier texts, computed against the plan, written after the moves.
  const edits = new Map();
  let specifierCount = 0;
  for (const [file, refs] of refsByFile) {
    const changes = [];
    for (const r of refs) {
      if (!moves.has(file) && !moves.has(r.ref.file)) continue;
      const next = specifierFor(newPath(file), newPath(r.ref.file), r.ref, r.text);
      if (next !== r.text) changes.push({ ...r, next });
    }
    if (changes.length) {
      edits.set(newPath(file), changes);
      specifierCount += changes.length;
    }
  }

  applyMoves(moves, tracked);

  const touched = new Set();
  for (const [file, changes] of edits) {
    const abs = path.join(root, file);
    let text = fs.readFileSync(abs, 'utf8');
    for (const c of [...changes].sort((a, b) => b.start - a.start))
      text = text.slice(0, c.start) + c.next + text.slice(c.end);
    fs.writeFileSync(abs, text);
    touched.add(file);
  }

  // (d) paths cited in text.
  const { pairs, bareNames } = textReplacements(moves, rules, allFiles);
  // Also folder and file keys applied by an earlier run (nothing moves now, but a later commit may cite them).
  for (const [from, to] of entries)
    if (!from.endsWith('*') && !pairs.has(from.replace(/\/$/, '')))
      pairs.set(from.replace(/\/$/, ''), to.replace(/\/$/, ''));
  let textCount = 0;
  const textFiles = [];
  for (const [from, to] of bareNames) if (!pairs.has(from)) pairs.set(from, to);
  if (pairs.size) {
    const keys = [...pairs.keys()].sort((a, b) => b.length - a.length);
    // A path starts after no word character; a bare file name also after no `/` or `.` (it is no path's tail).
    const alternatives = keys.map((k) =>
      bareNames.has(k) && !k.includes('/') ? `(?<![/.])${escape(k)}` : escape(k),
    );
    const regex = new RegExp(`(?<![\\w-])(?:${alternatives.join('|')})(?![\\w*-])`, 'g');
    for (const file of listFiles()) {
      const name = path.posix.basename(file);
      if (!(TEXT_EXT.test(file) || name === 'run') || TEXT_SKIP.some((re) => re.test(file))) continue;
      const abs = path.join(root, file);
      const text = fs.readFileSync(abs, 'utf8');
      if (text.includes(KEEP_MARKER)) continue;
      const { out, count } = rewriteText(text, pairs, regex);
      if (count) {
        fs.writeFileSync(abs, out);
        textCount += count;
        textFiles.push(`${file} (${count})`);
        touched.add(file);
      }
    }
  }

  // Prettier: moved specifiers change line lengths.
  const formattable = [...touched].filter(
    (f) => /\.(ts|tsx|js|mjs|cjs|md|json)$/.test(f) && fs.existsSync(path.join(root, f)),
  );
  const prettier = path.join(root, 'node_modules/.bin/prettier');
  if (!flag('--no-prettier') && formattable.length && fs.existsSync(prettier))
    execFileSync(prettier, ['--write', '--log-level', 'warn', ...formattable], {
      cwd: root,
      stdio: 'inherit',
    });
  // Stage what git tracked before, at its new place (untracked files stay untracked).
  const trackedNow = [...touched].filter(
    (f) => tracked.has(f) || [...moves].some(([from, to]) => to === f && tracked.has(from)),
  );
  for (let i = 0; i < trackedNow.length; i += 200) git('add', '--', ...trackedNow.slice(i, i + 200));

  console.log(`  moved ${moves.size} files:`);
  for (const [from, to] of moves) console.log(`    ${from} → ${to}`);
  console.log(`  rewrote ${specifierCount} specifiers in ${edits.size} files`);
  console.log(
    `  rewrote ${textCount} cited paths in ${textFiles.length} files${textFiles.length ? `: ${textFiles.join(', ')}` : ''}`,
  );
  console.log(`  formatted ${formattable.length} files with prettier`);
}

main();
