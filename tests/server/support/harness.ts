import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { buildApp, type App } from '../../../server/app';
import { loadConfig, type Config } from '../../../server/config';
import { openDatabase, type Database } from '../../../server/db/client';
import { createMailer } from '../../../server/mail/index';
import type { PartyDirectory } from '../../../server/modules/contracts/index';
import { startSmtpCatcher, type SmtpCatcher } from '../../support/smtp';

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

async function createPostgresDatabase(baseUrl: string) {
  const name = `cueline_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
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

/**
 * Builds the real app on a fresh database (in-memory PGlite, or a database of its own on the PostgreSQL
 * server) with a loopback SMTP server for mail. Share one per test file: PGlite takes seconds to open.
 * `options.config` replaces settings the environment does not set (the built client's folder);
 * `options.beforeReady` adds hooks before the app starts.
 */
export async function startTestApp(
  target: 'pglite' | 'postgres',
  env: Record<string, string> = {},
  options: { config?: Partial<Config>; beforeReady?: (app: App) => void; parties?: PartyDirectory } = {},
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
  const database = await openDatabase(pgDb ? { databaseUrl: pgDb.url } : { memory: true });
  const mailer = createMailer({ smtpUrl: smtp.url, dataDir, from: config.mailFrom });
  const app = await buildApp({ config, database, mailer, logger: false, parties: options.parties });
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

/** A fresh migrated database of its own, without an app: in-memory PGlite or a new PostgreSQL database. */
export async function openTestDatabase(target: 'pglite' | 'postgres'): Promise<Database & { url?: string }> {
  const pgDb =
    target === 'postgres' ? await createPostgresDatabase(process.env.TEST_DATABASE_URL!) : undefined;
  const database = await openDatabase(pgDb ? { databaseUrl: pgDb.url } : { memory: true });
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
