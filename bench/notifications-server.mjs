// The notification bench's server: `npm start`'s entry on a free port, a temp DATA_DIR, demo data and a
// fresh database on the local PostgreSQL (so the bench can bulk-insert rows), dropped again at the end.
import pg from 'pg';
import { startAppServer } from './bench-server.mjs';

const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Starts the server; returns {baseUrl, databaseUrl, stop()}. */
export async function startBenchServer() {
  const dbName = `cueline_bench_${Date.now().toString(36)}`;
  await adminQuery(`CREATE DATABASE ${dbName}`);
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  const drop = () => adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  try {
    const server = await startAppServer({ name: 'notifications', databaseUrl });
    return { baseUrl: server.baseUrl, databaseUrl, stop: () => server.stop().then(drop) };
  } catch (error) {
    await drop();
    throw error;
  }
}

/** Inserts `count` unread notifications for the user with `email` in one statement (the trigger assigns seq). */
export async function bulkInsertNotifications(databaseUrl, email, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT id FROM users WHERE email = $1', [email]);
    if (rows.length !== 1) throw new Error(`no user ${email}`);
    await client.query(
      `INSERT INTO notifications (user_id, type, sub_type, message, created_at)
       SELECT $1, 'System', 'System', 'Bulk notice ' || n, now() - (n || ' seconds')::interval
       FROM generate_series(1, $2::int) AS n`,
      [rows[0].id, count],
    );
    const total = await client.query(
      'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND NOT deleted',
      [rows[0].id],
    );
    return total.rows[0].n;
  } finally {
    await client.end();
  }
}
