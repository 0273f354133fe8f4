import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bigint, boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Db } from '../../server/db/client';
import { defineReplicatedCollection } from '../../server/sync/registry';
import { PULL_LIMIT_DEFAULT } from '../../src/domain/sync-protocol';
import { pullDocuments } from '../../server/sync/pull';
import { restoreVisibility, revokeVisibility } from '../../server/sync/tombstones';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';

/** A test-only replicated table whose visibility is "the row's owner": giving it away revokes access. */
const probes = pgTable('sync_probes', {
  id: text('id').primaryKey(),
  ownerId: uuid('owner_id').notNull(),
  label: text('label').notNull(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  deleted: boolean('deleted').notNull(),
});
type ProbeRow = typeof probes.$inferSelect;

/** Not one of the app's collections: pulled through pullDocuments, as the sync route does. */
const probesCollection = defineReplicatedCollection<ProbeRow>({
  name: 'probes',
  table: probes,
  visibleTo: (userId) => eq(probes.ownerId, userId),
  toDocument: (row) => ({
    id: row.id,
    label: row.label,
    seq: row.seq,
    updatedAt: row.updatedAt.toISOString(),
    _deleted: row.deleted,
  }),
  pullOnly: true,
  audience: (row) => [row.ownerId],
});

const createProbes = [
  `create table sync_probes (id text primary key, owner_id uuid not null, label text not null,
     seq bigint not null default nextval('change_seq'), updated_at timestamptz not null default now(),
     deleted boolean not null default false)`,
  `create trigger sync_probes_changefeed before insert or update on sync_probes
     for each row execute function cueline_changefeed_bump()`,
];

async function giveAway(db: Db, id: string, from: string, to: string) {
  await db.transaction(async (tx) => {
    await tx.update(probes).set({ ownerId: to }).where(eq(probes.id, id));
    await revokeVisibility(tx as unknown as Db, { userId: from, collection: 'probes', docIds: [id] });
    await restoreVisibility(tx as unknown as Db, { userId: to, collection: 'probes', docIds: [id] });
  });
}

describe.each(databaseTargets)('losing visibility reaches the client as a deletion on %s', (target) => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  const pull = async (user: TestUser, checkpoint: number) => {
    const page = await pullDocuments(
      t.database.db,
      probesCollection,
      user.id,
      checkpoint,
      PULL_LIMIT_DEFAULT,
    );
    return page as unknown as {
      documents: { id: string; label: string; seq: number; _deleted: boolean }[];
      checkpoint: { seq: number };
    };
  };

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    for (const statement of createProbes) await t.database.db.execute(sql.raw(statement));
    alice = await createTestUser(t.database);
    bob = await createTestUser(t.database);
    await t.database.db.insert(probes).values([
      { id: 'p1', ownerId: alice.id, label: 'one', seq: 0, updatedAt: new Date(), deleted: false },
      { id: 'p2', ownerId: alice.id, label: 'two', seq: 0, updatedAt: new Date(), deleted: false },
    ]);
  });
  afterAll(() => t?.close());

  it('sends a revoked document to the old viewer as _deleted and to the new one as a document', async () => {
    const first = await pull(alice, 0);
    expect(first.documents.map((d) => [d.id, d._deleted])).toEqual([
      ['p1', false],
      ['p2', false],
    ]);
    expect(first.documents.every((d) => d.seq > 0)).toBe(true);

    await giveAway(t.database.db, 'p1', alice.id, bob.id);
    const after = await pull(alice, first.checkpoint.seq);
    expect(after.documents).toEqual([expect.objectContaining({ id: 'p1', _deleted: true })]);
    expect(after.documents[0]!.seq).toBeGreaterThan(first.checkpoint.seq);
    expect((await pull(bob, 0)).documents).toEqual([
      expect.objectContaining({ id: 'p1', label: 'one', _deleted: false }),
    ]);

    const fresh = await pull(alice, 0);
    expect(fresh.documents.find((d) => d.id === 'p2')?._deleted).toBe(false);
    expect(fresh.documents.find((d) => d.id === 'p1')?._deleted).toBe(true);
  });

  it('brings the document back when visibility returns', async () => {
    const before = await pull(alice, 0);
    await giveAway(t.database.db, 'p1', bob.id, alice.id);
    const after = await pull(alice, before.checkpoint.seq);
    expect(after.documents).toEqual([expect.objectContaining({ id: 'p1', _deleted: false })]);
    const bobSees = await pull(bob, 0);
    expect(bobSees.documents).toEqual([expect.objectContaining({ id: 'p1', _deleted: true })]);
  });
});
