import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../src/domain/http';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { createMailer } from '../../server/mail/index';
import { createAccessTokens, resolveSecret } from '../../server/modules/auth/session';
import { createSessionRegistry } from '../../server/modules/auth/session-registry';
import { registerModules } from '../../server/modules/index';
import { allOperations, routeKey } from './support/operations';
import { openTestDatabase } from './support/harness';

/**
 * Routes of modules not yet registered from an operation (src/domain/api/operation.ts: each operation is
 * defined once, the server registers it and the client calls it). Converting a module removes its lines
 * here; a new route comes from an operation.
 */
const notYetOperations = [
  // catalog: tracks, albums and artists
  'DELETE /api/album/delete/:id',
  'DELETE /api/track/delete/:id',
  'GET /api/track/download/:id',
  'GET /api/track/info',
  'PATCH /api/album/change/:id',
  'PATCH /api/artist/change/:id',
  'PATCH /api/track/change/:id',
  'POST /api/album/create',
  'POST /api/track/create',
  // catalog files: audio and covers (bytes)
  'GET /api/files/covers/:name',
  'GET /api/track/audio/:file',
  // library: playlists, favourites, listens
  'GET /api/playlist/info',
  'GET /api/playlist/info-playlist/:id',
  'PATCH /api/playlist/add-track/:id',
  'POST /api/playlist/create',
  'DELETE /api/playlist/delete/:id',
  'DELETE /api/playlist/delete-track/:id',
  'GET /api/user/favorite-tracks-ids',
  'DELETE /api/user/favorite-tracks/:id',
  'PATCH /api/user/favorite-tracks/:id',
  'POST /api/track/listen/:id',
  // media: stored images (bytes)
  'GET /api/media/:file',
];

/** Every route the API modules register, as `METHOD /api/path` (the HEAD twins of GET routes left out). */
async function registeredRoutes(
  database: Database,
  dataDir: string,
): Promise<{ app: FastifyInstance; routes: string[] }> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    DEMO: 'off',
    LOG_LEVEL: 'silent',
  });
  const mailer = createMailer({ smtpUrl: undefined, dataDir, from: config.mailFrom });
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes: string[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') routes.push(routeKey(method, route.url));
  });
  const tokens = createAccessTokens(resolveSecret(undefined, dataDir));
  await app.register(
    async (api) =>
      registerModules(api, {
        config,
        database,
        mailer,
        tokens,
        sessions: createSessionRegistry({ lookup: async () => false }),
        now: () => new Date(),
      }),
    { prefix: API_BASE },
  );
  await app.ready();
  return { app, routes };
}

describe('API routes', () => {
  let database: Database;
  let app: FastifyInstance;
  let routes: string[];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cueline-routes-'));

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    ({ app, routes } = await registeredRoutes(database, dataDir));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('registers every route from an operation in src/domain/api, except the modules still to convert', async () => {
    const operations = new Set(
      (await allOperations()).map((op) => routeKey(op.method, `${API_BASE}${op.path}`)),
    );
    const others = routes.filter((route) => !operations.has(route));
    expect(others.sort()).toEqual([...notYetOperations].sort());
  });

  it('registers every operation, once', async () => {
    const operations = await allOperations();
    for (const op of operations) {
      expect(
        routes.filter((route) => route === routeKey(op.method, `${API_BASE}${op.path}`)),
        op.id,
      ).toHaveLength(1);
    }
    expect(new Set(operations.map((op) => op.id)).size).toBe(operations.length);
  });
});
