import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsPath, type Database } from '../../server/db/client';
import { databaseTargets, openTestDatabase } from './support/harness';

const journal = JSON.parse(fs.readFileSync(path.join(migrationsPath, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string; when: number }[];
};

/** Everything the migrations create, as comparable rows: tables, columns, constraints, indexes, code. */
const schemaQueries = {
  columns: `select table_schema, table_name, column_name, data_type, is_nullable, column_default
      from information_schema.columns where table_schema not in ('pg_catalog', 'information_schema')`,
  constraints: `select n.nspname, c.conrelid::regclass::text, c.conname, pg_get_constraintdef(c.oid)
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where n.nspname not in ('pg_catalog', 'information_schema')`,
  indexes: `select schemaname, tablename, indexname, indexdef from pg_indexes
      where schemaname not in ('pg_catalog', 'information_schema')`,
  triggers: `select tgrelid::regclass::text, tgname, pg_get_triggerdef(oid) from pg_trigger where not tgisinternal`,
  functions: `select n.nspname, p.proname, md5(p.prosrc) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pg_catalog', 'information_schema')`,
  extensions: `select extname from pg_extension`,
  migrations: `select hash, created_at from drizzle.__drizzle_migrations`,
};

async function describeSchema(database: Database) {
  const result: Record<string, string[]> = {};
  for (const [name, query] of Object.entries(schemaQueries)) {
    const { rows } = (await database.db.execute(sql.raw(query))) as unknown as {
      rows: Record<string, unknown>[];
    };
    result[name] = rows.map((row) => JSON.stringify(Object.values(row))).sort();
  }
  return result;
}

/**
 * The migrations on an empty database, and the migrated database the other test files start from
 * (tests/server/support/global-setup.ts): the copy must be what the migrations make today.
 */
describe.each(databaseTargets)('the migrations on %s', (target) => {
  let empty: Database;
  let copied: Database;
  beforeAll(async () => {
    empty = await openTestDatabase(target, 'empty');
    copied = await openTestDatabase(target);
  });
  afterAll(async () => {
    await empty?.close();
    await copied?.close();
  });

  it('apply every committed migration to an empty database', async () => {
    const { rows } = (await empty.db.execute(
      sql`select created_at from drizzle.__drizzle_migrations order by id`,
    )) as unknown as { rows: { created_at: string }[] };
    expect(rows.map((row) => Number(row.created_at))).toEqual(journal.entries.map((entry) => entry.when));
    const { rows: extensions } = (await empty.db.execute(
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
    )) as unknown as { rows: unknown[] };
    expect(extensions).toHaveLength(1);
  });

  it('leave the same schema as the migrated database test files start from', async () => {
    const fromEmpty = await describeSchema(empty);
    expect(fromEmpty.columns?.length).toBeGreaterThan(100);
    expect(await describeSchema(copied)).toEqual(fromEmpty);
  });
});
