import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../../../server/app';
import { loadConfig, type Config } from '../../../server/config';
import { openDatabase, type Database } from '../../../server/db/client';
import { createMailer } from '../../../server/mail/index';
import type { PartyDirectory } from '../../../server/modules/contracts/index';
import { startSmtpCatcher, type SmtpCatcher } from '../../support/smtp';
import './provided';

/** The databases the server suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const databaseTargets: ('pglite' | 'postgres')[] = [
  'pglite',
  ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : []),
];

export interface TestApp {
  app: App;
  database: Database;
  config: Config;
  smtp: SmtpCatcher;
  close(): Promise<void>;
}

/**
 * How a test database starts: `migrated` copies the migrated database the global setup prepared
 * (tests/server/support/global-setup.ts) when there is one, and the migrations then find nothing to do;
 * `empty` makes every migration run (the tests of the migrations themselves).
 */
export type DatabaseStart = 'migrated' | 'empty';

/** A new database on the PostgreSQL server, a copy of the run's migrated template unless `start` is `empty`. */
async function createPostgresDatabase(baseUrl: string, start: DatabaseStart = 'migrated') {
  const name = `cueline_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const template = start === 'migrated' ? inject('postgresTemplate') : undefined;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Opens the database of a test: on PostgreSQL at `url`, else in-memory PGlite (from the migrated dump). */
async function openDatabaseFor(
  url: string | undefined,
  start: DatabaseStart = 'migrated',
): Promise<Database> {
  if (url) return openDatabase({ databaseUrl: url });
  const dump = start === 'migrated' ? inject('pgliteDataDir') : undefined;
  return openDatabase({ memory: true, ...(dump ? { loadDataDir: new Blob([fs.readFileSync(dump)]) } : {}) });
}

/**
 * Builds the real app on a fresh database (in-memory PGlite, or a database of its own on the PostgreSQL
 * server) with a loopback SMTP server for mail. Share one per test file: even copied from the migrated dump,
 * PGlite takes a fraction of a second to open.
 * `options.config` replaces settings the environment does not set (the built client's folder);
 * `options.beforeReady` adds hooks before the app starts; `options.now` is the app's clock.
 */
export async function startTestApp(
  target: 'pglite' | 'postgres',
  env: Record<string, string> = {},
  options: {
    config?: Partial<Config>;
    beforeReady?: (app: App) => void;
    parties?: PartyDirectory;
    /** The app's clock (AppDeps.now); the real one when not given. */
    now?: () => Date;
  } = {},
): Promise<TestApp> {
  const smtp = await startSmtpCatcher();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cueline-test-'));
  const pgDb =
    target === 'postgres' ? await createPostgresDatabase(process.env.TEST_DATABASE_URL!) : undefined;
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://localhost:3000',
      SMTP_URL: smtp.url,
      DEMO: 'off',
      LOG_LEVEL: 'silent',
      ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
      ...env,
    }),
    ...options.config,
  };
  const database = await openDatabaseFor(pgDb?.url);
  const mailer = createMailer({ smtpUrl: smtp.url, dataDir, from: config.mailFrom });
  const app = await buildApp({
    config,
    database,
    mailer,
    logger: false,
    parties: options.parties,
    ...(options.now ? { now: options.now } : {}),
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    smtp,
    async close() {
      await app.close();
      await mailer.close?.();
      await database.close();
      await pgDb?.drop();
      await smtp.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh migrated database of its own, without an app: in-memory PGlite or a new PostgreSQL database.
 * `start: 'empty'` begins from an empty database and runs every migration.
 */
export async function openTestDatabase(
  target: 'pglite' | 'postgres',
  start: DatabaseStart = 'migrated',
): Promise<Database & { url?: string }> {
  const pgDb =
    target === 'postgres' ? await createPostgresDatabase(process.env.TEST_DATABASE_URL!, start) : undefined;
  const database = await openDatabaseFor(pgDb?.url, start);
  return {
    ...database,
    url: pgDb?.url,
    async close() {
      await database.close();
      await pgDb?.drop();
    },
  };
}

/** Headers a same-site browser client sends on a mutating request. */
export const profileHeaders = (role: 'customer' | 'owner' | 'admin' = 'customer') => ({
  'x-user-profile': role,
});
