import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. Repositories are the only users. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * PostgreSQL only: a pool of its own whose sessions start with these settings (`-c name=value`), so
   * statements that need them run without a transaction to `SET LOCAL` them in. Closed with the database.
   */
  sessionsWith?(settings: Record<string, string>, max: number): Db;
  close(): Promise<void>;
  /** PGlite only: the whole data dir as an uncompressed tarball, for `openDatabase({ loadDataDir })`. */
  dumpDataDir?(): Promise<Uint8Array>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The folder of the committed migrations (drizzle-kit's SQL files and their journal). */
export const migrationsPath = migrationsFolder;

/**
 * Opens PostgreSQL through DATABASE_URL, or embedded PGlite in `dataDir/pglite`
 * (`memory://` for an in-memory database), and applies the committed migrations.
 * `loadDataDir` starts an in-memory PGlite from a data dir dumped by `dumpDataDir` (tests open a
 * migrated one in a fraction of the time the migrations take); the migrations still run over it.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  memory?: boolean;
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, or closing while it ends) must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzle(pool, { schema }) as unknown as Db;
    await migrate(drizzle(pool), { migrationsFolder });
    const pools = [pool];
    const sessionsWith = (settings: Record<string, string>, max: number) => {
      const startup = Object.entries(settings)
        .map(([name, value]) => `-c ${name}=${value}`)
        .join(' ');
      const own = new pg.Pool({ connectionString: options.databaseUrl, max, options: startup });
      own.on('error', () => undefined);
      pools.push(own);
      return drizzle(own, { schema }) as unknown as Db;
    };
    return {
      db,
      kind: 'postgres',
      sessionsWith,
      close: async () => {
        await Promise.all(pools.map((each) => each.end()));
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dataPath = 'memory://';
  if (options.loadDataDir && !options.memory)
    throw new Error('loadDataDir is for an in-memory database only');
  if (!options.memory) {
    dataPath = path.join(options.dataDir ?? './data', 'pglite');
    fs.mkdirSync(dataPath, { recursive: true });
  }
  const client = await PGlite.create(dataPath, {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(drizzle(client), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    dumpDataDir: async () => new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()),
  };
}

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
