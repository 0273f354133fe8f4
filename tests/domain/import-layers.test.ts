import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer allowlists of eslint.config.js (eslint/layers.js), run through the project's real ESLint
 * configuration on source text placed at a path inside each layer.
 */
const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function layerErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = 1;\n`, {
    filePath: path.join(root, file),
  });
  if (!result) throw new Error(`ESLint returned no result for ${file}`);
  return result.messages.filter((m) => m.ruleId === 'layers/allowed-imports').map((m) => m.message);
}

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
