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

/** A registered route and the operation it was registered from (`operationRoute`), if any. */
interface RegisteredRoute {
  key: string;
  operationId: string | undefined;
}

/** Every route the API modules register, as `METHOD /api/path` (the HEAD twins of GET routes left out). */
async function registeredRoutes(
  database: Database,
  dataDir: string,
): Promise<{ app: FastifyInstance; routes: RegisteredRoute[] }> {
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
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const operationId = route.config?.operationId;
    for (const method of methods)
      if (method !== 'HEAD') routes.push({ key: routeKey(method, route.url), operationId });
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
  let routes: RegisteredRoute[];
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

  it('registers every route from its operation in src/domain/api', async () => {
    const operations = new Map(
      (await allOperations()).map((op) => [routeKey(op.method, `${API_BASE}${op.path}`), op.id]),
    );
    const registered = routes.map((route) => [route.key, route.operationId]);
    expect(registered.filter(([key, id]) => id === undefined || operations.get(key!) !== id)).toEqual([]);
    expect(routes.length).toBeGreaterThan(50);
  });

  it('registers every operation, once', async () => {
    const operations = await allOperations();
    for (const op of operations) {
      expect(
        routes.filter((route) => route.key === routeKey(op.method, `${API_BASE}${op.path}`)),
        op.id,
      ).toHaveLength(1);
    }
    expect(new Set(operations.map((op) => op.id)).size).toBe(operations.length);
  });
});
