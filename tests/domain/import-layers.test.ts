import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer allowlists of eslint.config.js (eslint/layers.js), run through the project's real ESLint
 * configuration on source text placed at a path inside each layer.
 */
const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;
/** The same configuration without the cycle check, which would walk the real import graph of each text. */
let acyclic: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  acyclic = new ESLint({
    cwd: root,
    overrideConfig: { files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'], rules: { 'import-x/no-cycle': 'off' } },
  });
  // Loading the configuration and its plugins takes seconds on a busy machine: once, here, not in a test.
  for (const instance of [eslint, acyclic])
    await instance.lintText('export {};\n', { filePath: path.join(root, 'src/domain/x.ts') });
}, 60_000);

async function ruleErrors(rule: string, file: string, source: string): Promise<string[]> {
  const [result] = await acyclic.lintText(`${source}\nexport const used = 1;\n`, {
    filePath: path.join(root, file),
  });
  if (!result) throw new Error(`ESLint returned no result for ${file}`);
  return result.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

const layerErrors = (file: string, source: string) => ruleErrors('layers/allowed-imports', file, source);

const allowed: [string, string][] = [
  ['src/domain/x.ts', "import { z } from 'zod';"],
  ['src/domain/x.ts', "import { routes } from './routes';"],
  ['src/db/x.ts', "import { createRxDatabase } from 'rxdb';"],
  ['src/db/x.ts', "import { map } from 'rxjs';"],
  ['src/db/x.ts', "import { routes } from '../domain/routes';"],
  ['src/sync/x.ts', "import ky from 'ky';"],
  ['src/sync/x.ts', "import { createDatabase } from '../db/database';"],
  ['src/ui/catalog/x.tsx', "import { Page } from '../components/page';"],
  ['src/ui/catalog/x.tsx', "import { usePlayer } from '../hooks/use-player';"],
  ['src/ui/catalog/x.tsx', "import { Button } from '@fluentui/react-components';"],
  ['src/ui/app/x.tsx', "import { CatalogPage } from '../catalog/catalog-page';"],
  ['server/modules/x.ts', "import { routes } from '../../src/domain/routes';"],
  ['server/modules/x.ts', "import Fastify from 'fastify';"],
  ['src/service-worker/x.ts', "import { routes } from '../domain/routes';"],
];

const refused: [string, string][] = [
  ['src/domain/x.ts', "import React from 'react';"],
  ['src/domain/x.ts', "import fs from 'node:fs';"],
  ['src/domain/x.ts', "import { createDatabase } from '../db/database';"],
  ['src/db/x.ts', "import ky from 'ky';"],
  ['src/db/x.ts', "import { api } from '../sync/api-client';"],
  ['src/sync/x.ts', "import { useState } from 'react';"],
  ['src/sync/x.ts', "import { Page } from '../ui/components/page';"],
  ['src/ui/catalog/x.tsx', "import { PlaylistPage } from '../playlists/playlist-page';"],
  ['src/ui/components/x.tsx', "import { CatalogPage } from '../catalog/catalog-page';"],
  ['server/modules/x.ts', "import { api } from '../../src/sync/api-client';"],
  ['server/modules/x.ts', "import { createRxDatabase } from 'rxdb';"],
  ['server/modules/x.ts', "const page = await import('../../src/ui/components/page');"],
  ['src/service-worker/x.ts', "import { useState } from 'react';"],
  ['src/service-worker/x.ts', "import { api } from '../sync/api-client';"],
  ['src/ui/app/x.tsx', "import { handle } from '../../service-worker/service-worker';"],
];

describe('import layers', () => {
  it.each(allowed)('%s may: %s', async (file, source) => {
    expect(await layerErrors(file, source)).toEqual([]);
  });

  it.each(refused)('%s may not: %s', async (file, source) => {
    const errors = await layerErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/is not allowed here/);
  });

  it('does not check files outside every layer (tests, scripts)', async () => {
    expect(
      await layerErrors('tests/domain/x.test.ts', "import { api } from '../../src/sync/api-client';"),
    ).toEqual([]);
  });
});

// Server modules (docs/decisions/0039): another module only through its index.ts; never the wiring.
const moduleImports: [string, string, 'allowed' | RegExp][] = [
  ['server/modules/orders/x.ts', "import { requireUser } from '../auth';", 'allowed'],
  ['server/modules/orders/x.ts', "import { requireUser } from '../auth/index';", 'allowed'],
  ['server/modules/orders/x.ts', "import { ordersService } from './orders.service';", 'allowed'],
  ['server/modules/orders/x.ts', "import { requireUser } from '../auth/session';", /auth module's files/],
  [
    'server/modules/orders/x.ts',
    "import type { SessionUser } from '../auth/session';",
    /auth module's files/,
  ],
  ['server/modules/orders/x.ts', "export { requireUser } from '../auth/session';", /auth module's files/],
  ['server/sync/x.ts', "import { requireUser } from '../modules/auth/session';", /auth module's files/],
  [
    'server/modules/container.ts',
    "import { chatRepository } from './chat/chat.repository';",
    /chat module's/,
  ],
  ['server/modules/container.ts', "import { chatRepository } from './chat/index';", 'allowed'],
  ['server/modules/catalog/x.ts', "import type { Container } from '../container';", /server's wiring/],
  ['server/modules/system/x.ts', "import type { ModuleDeps } from '../index';", /server's wiring/],
  ['server/modules/system/x.ts', "import type { AppDeps } from '../../app';", /server's wiring/],
  ['server/modules/system/x.ts', "import type { ModuleDeps } from '../../deps';", 'allowed'],
];

// Drizzle is imported by repositories, their SQL parts, collection definitions and the db layer only.
const drizzleImports: [string, boolean][] = [
  ['server/db/x.ts', true],
  ['server/sync/x.ts', true],
  ['server/modules/orders/x.repository.ts', true],
  ['server/modules/orders/x.sql.ts', true],
  ['server/modules/orders/x.collection.ts', true],
  ['server/modules/orders/x.service.ts', false],
  ['server/modules/orders/x.routes.ts', false],
  ['server/demo/x.ts', false],
  ['server/outbox/worker.ts', false],
];

describe('server module boundaries', () => {
  it.each(moduleImports)('%s: %s', async (file, source, expected) => {
    const errors = await ruleErrors('layers/module-entry', file, source);
    if (expected === 'allowed') expect(errors).toEqual([]);
    else {
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(expected);
    }
  });

  it.each(drizzleImports)('%s may import drizzle-orm: %s', async (file, allowed) => {
    const errors = await ruleErrors('no-restricted-imports', file, "import { sql } from 'drizzle-orm';");
    expect(errors).toHaveLength(allowed ? 0 : 1);
  });
});

describe('import cycles', () => {
  // Real files: the cycle check follows imports on disk. A folder of its own under server/ (git-ignored),
  // removed after.
  const folder = path.join(root, 'server', '.cycle-fixture');
  beforeAll(() => {
    fs.rmSync(folder, { recursive: true, force: true });
    fs.mkdirSync(folder, { recursive: true });
    const write = (name: string, text: string) => fs.writeFileSync(path.join(folder, name), text);
    write('a.ts', "import { b } from './b';\nexport const a = () => b();\n");
    write('b.ts', "import { a } from './a';\nexport const b = () => a;\n");
    write('lazy.ts', "export const load = () => import('./eager');\n");
    write('eager.ts', "import { load } from './lazy';\nexport const again = load;\n");
    write('typed.ts', "import type { Leaf } from './leaf';\nexport const typed: Leaf = { n: 1 };\n");
    write(
      'leaf.ts',
      "import type { typed } from './typed';\nexport interface Leaf { n: number; t?: typeof typed }\n",
    );
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  const cycleErrors = async (name: string) => {
    const [result] = await eslint.lintFiles([path.join(folder, name)]);
    return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-cycle');
  };

  it('refuses two files importing each other, static or dynamic', async () => {
    expect(await cycleErrors('a.ts')).toHaveLength(1);
    expect(await cycleErrors('eager.ts')).toHaveLength(1);
  });

  it('does not count type-only imports, which the compiler erases', async () => {
    expect(await cycleErrors('typed.ts')).toEqual([]);
  });
});
