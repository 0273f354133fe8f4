import crypto from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import * as schema from '../../server/db/schema/index';
import { listens } from '../../server/db/schema/library';
import { notifications } from '../../server/db/schema/notifications';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTrack } from './library-fixtures';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';

/**
 * The changefeed property without a global lock: many writers commit across two collections in any
 * order — long and short transactions, some rolled back — while a puller per collection runs from its
 * checkpoint the whole time. Every committed write is pulled exactly once, in seq order; no rolled-back
 * write ever is. On PGlite the writers interleave on its one connection; on PostgreSQL they overlap.
 */
const WRITERS = 16;
const WRITE_MS = 1500;
const PAGE = 7;

type Collection = 'notifications' | 'history';
type Pulled = { id: string; seq: number };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Ledger {
  committed: Map<Collection, Set<string>>;
  rolledBack: Set<string>;
}

/** One transaction of one writer: one to three inserts, sometimes slow, sometimes rolled back. */
async function writeOnce(db: Db, user: TestUser, trackIds: string[], ledger: Ledger) {
  const writes: [Collection, string][] = [];
  const rollback = Math.random() < 0.15;
  const slow = Math.random() < 0.25;
  try {
    await db.transaction(async (tx) => {
      const count = 1 + Math.floor(Math.random() * 3);
      for (let i = 0; i < count; i += 1) {
        const id = crypto.randomUUID();
        if (Math.random() < 0.5) {
          await tx
            .insert(notifications)
            .values({ id, userId: user.id, type: 'System', subType: 'System', message: id });
          writes.push(['notifications', id]);
        } else {
          const trackId = trackIds[Math.floor(Math.random() * trackIds.length)]!;
          await tx.insert(listens).values({ id, userId: user.id, trackId });
          writes.push(['history', id]);
        }
        if (slow) await pause(10 + Math.random() * 60);
      }
      if (rollback) tx.rollback();
    });
  } catch (error) {
    if (!rollback) throw error;
    for (const [, id] of writes) ledger.rolledBack.add(id);
    return;
  }
  for (const [collection, id] of writes) ledger.committed.get(collection)!.add(id);
}

describe.each(databaseTargets)('concurrent writers and a puller on %s', (target) => {
  let t: TestApp;
  let user: TestUser;
  let trackIds: string[];
  let writerDb: Db;
  let pool: pg.Pool | undefined;

  const pull = async (collection: Collection, checkpoint: number) => {
    const url = `/api/sync/${collection}/pull?checkpoint=${checkpoint}&limit=${PAGE}`;
    const res = await t.app.inject({ method: 'GET', url, headers: user.headers() });
    expect(res.statusCode).toBe(200);
    return res.json() as { documents: Pulled[]; checkpoint: { seq: number } };
  };

  /** Pulls from its checkpoint until `done()` and a short page; returns every document in pull order. */
  const puller = async (collection: Collection, done: () => boolean) => {
    const seen: Pulled[] = [];
    let checkpoint = 0;
    for (;;) {
      const finished = done();
      const page = await pull(collection, checkpoint);
      seen.push(...page.documents);
      checkpoint = page.checkpoint.seq;
      if (page.documents.length < PAGE && finished) return seen;
      if (page.documents.length < PAGE) await pause(5);
    }
  };

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    user = await createTestUser(t.database);
    const owner = await createTestUser(t.database, ['owner']);
    trackIds = [(await createTrack(t.database, owner.id)).id, (await createTrack(t.database, owner.id)).id];
    if (target === 'postgres') {
      pool = new pg.Pool({ connectionString: t.config.databaseUrl, max: WRITERS });
      // Dropping the test database ends idle connections; that is not an error of the test.
      pool.on('error', () => undefined);
      writerDb = drizzle(pool, { schema }) as unknown as Db;
    } else {
      writerDb = t.database.db;
    }
  });
  afterAll(async () => {
    await pool?.end();
    await t?.close();
  });

  it(
    'pulls every committed write exactly once, in seq order, and no rolled-back one',
    { timeout: 30_000 },
    async () => {
      const ledger: Ledger = {
        committed: new Map([
          ['notifications', new Set()],
          ['history', new Set()],
        ]),
        rolledBack: new Set(),
      };
      let writing = true;
      const pulled = Promise.all([
        puller('notifications', () => !writing),
        puller('history', () => !writing),
      ]);
      const stopAt = Date.now() + WRITE_MS;
      const writers = Array.from({ length: WRITERS }, async () => {
        while (Date.now() < stopAt) await writeOnce(writerDb, user, trackIds, ledger);
      });
      await Promise.all(writers);
      writing = false;
      const [notificationDocs, historyDocs] = await pulled;

      for (const [collection, docs] of [
        ['notifications', notificationDocs],
        ['history', historyDocs],
      ] as const) {
        const seqs = docs.map((d) => d.seq);
        expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
        expect(new Set(seqs).size).toBe(seqs.length);
        const ids = docs.map((d) => d.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(ids)).toEqual(ledger.committed.get(collection));
        expect(ids.filter((id) => ledger.rolledBack.has(id))).toEqual([]);
      }
      expect(
        ledger.committed.get('notifications')!.size + ledger.committed.get('history')!.size,
      ).toBeGreaterThan(WRITERS);
      expect(ledger.rolledBack.size).toBeGreaterThan(0);
    },
  );
});
