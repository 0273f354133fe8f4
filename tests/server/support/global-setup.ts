import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsPath, openDatabase } from '../../../server/db/client';
import './provided';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const cacheDir = path.join(root, '.tmp/pglite-migrated');

/**
 * What the migrated data dir depends on: every migration file, the code that opens the database (its
 * extensions) and the PGlite release that writes and reads the dump.
 */
function migratedStateKey(): string {
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else
        hash
          .update(path.relative(migrationsPath, file))
          .update('\0')
          .update(fs.readFileSync(file))
          .update('\0');
    }
  };
  walk(migrationsPath);
  hash.update(fs.readFileSync(path.join(root, 'server/db/client.ts')));
  const pglite = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  hash.update(pglite.version);
  return hash.digest('hex').slice(0, 16);
}

/**
 * An in-memory PGlite with every migration applied, dumped as a tarball under .tmp/ (kept between runs
 * while the migrations, the opening code and PGlite stay the same). Written to a temporary name and renamed,
 * so concurrent runs never read half a file.
 */
async function preparePgliteDataDir(): Promise<string> {
  const file = path.join(cacheDir, `${migratedStateKey()}.tar`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(cacheDir, { recursive: true });
  const database = await openDatabase({ memory: true });
  try {
    const dump = await database.dumpDataDir!();
    const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.partial`;
    fs.writeFileSync(partial, dump);
    fs.renameSync(partial, file);
  } finally {
    await database.close();
  }
  // Dumps of older migrations are of no further use.
  for (const name of fs.readdirSync(cacheDir)) {
    if (name.endsWith('.tar') && name !== path.basename(file))
      fs.rmSync(path.join(cacheDir, name), { force: true });
  }
  return file;
}

async function adminQuery(baseUrl: string, query: string) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

/**
 * A migrated PostgreSQL database that every test database of the run is copied from (`create database …
 * template`). Nothing may be connected to it while it is copied: it is closed once migrated and then
 * refuses connections. Dropped by the returned function.
 */
async function preparePostgresTemplate(baseUrl: string) {
  const name = `cueline_template_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name}`);
  const drop = () => adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
  try {
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await database.close();
    await adminQuery(baseUrl, `alter database ${name} with allow_connections false`);
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, drop };
}

/**
 * Prepares, once per run, the migrated databases the test harness copies for each test file
 * (tests/server/support/harness.ts): a PGlite data dir, and a PostgreSQL template when TEST_DATABASE_URL is set.
 */
export default async function setup(project: TestProject) {
  project.provide('pgliteDataDir', await preparePgliteDataDir());
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return;
  const template = await preparePostgresTemplate(baseUrl);
  project.provide('postgresTemplate', template.name);
  return template.drop;
}
