import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';

/**
 * Seq order is commit order: while one transaction holds an uncommitted change, another writer waits,
 * so a pull never moves its checkpoint past a change that commits later with a lower seq.
 * Needs a real PostgreSQL (PGlite runs one transaction at a time).
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('changefeed commit order on postgres', () => {
  let t: TestApp;
  let admin: TestUser;
  let alice: TestUser;
  let databaseUrl: string;

  const pull = async (checkpoint: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/sync/notifications/pull?checkpoint=${checkpoint}`, headers: alice.headers() });
    return res.json() as { documents: { message: string; seq: number }[]; checkpoint: { seq: number } };
  };

  beforeAll(async () => {
    t = await startTestApp('postgres', testEnv);
    databaseUrl = t.config.databaseUrl!;
    admin = await createTestUser(t.database, ['admin']);
    alice = await createTestUser(t.database);
  });
  afterAll(() => t?.close());

  it('makes a second writer wait for the first to commit', async () => {
    const start = await pull(0);
    const slow = new pg.Client({ connectionString: databaseUrl });
    await slow.connect();
    try {
      await slow.query('begin');
      await slow.query(`insert into notifications (user_id, type, sub_type, message) values ($1, 'System', 'System', 'first')`, [alice.id]);

      let finished = false;
      const second = t.app
        .inject({ method: 'POST', url: '/api/admin/notifications', headers: admin.headers(), payload: { type: 'News', message: 'second', userId: alice.id } })
        .then((res) => {
          finished = true;
          return res;
        });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(finished).toBe(false);
      expect((await pull(start.checkpoint.seq)).documents).toEqual([]);

      await slow.query('commit');
      expect((await second).statusCode).toBe(200);
    } finally {
      await slow.end();
    }
    const after = await pull(start.checkpoint.seq);
    expect(after.documents.map((d) => d.message)).toEqual(['first', 'second']);
  });
});
