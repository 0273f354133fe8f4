import { afterEach, describe, expect, it } from 'vitest';
import { Subject } from 'rxjs';
import { createDatabase, type CueDatabase } from '../../src/db';
import type { PullResponse, SyncHint } from '../../src/domain/sync-protocol';
import { replicateCollection, type CollectionReplication } from '../../src/sync/replication';
import type { SyncTransport, WireDocument } from '../../src/sync/sync-transport';
import type { NotificationDocType } from '../../src/db/schemas/notifications.schema';
import { testStorage, uniqueName } from './support';

const notice = (id: string, seq: number, message: string): WireDocument => ({
  id,
  type: 'System',
  subType: 'System',
  message,
  messageKey: null,
  params: {},
  objectId: null,
  read: false,
  createdAt: '2026-11-26T00:00:00.000Z',
  updatedAt: '2026-11-26T00:00:00.000Z',
  seq,
  _deleted: false,
});

/**
 * A server of notifications by seq whose pulls are held until `release()`: then every held pull, and each
 * one after, answers what the server holds above its checkpoint, as the real pull does.
 */
function heldServer(initial: WireDocument[]) {
  const documents = [...initial];
  const froms: number[] = [];
  const held: (() => void)[] = [];
  let open = true;
  const answer = (from: number): PullResponse<WireDocument> => {
    const found = documents.filter((doc) => doc.seq > from).sort((a, b) => a.seq - b.seq);
    return { documents: found, checkpoint: { seq: found.at(-1)?.seq ?? from } };
  };
  const transport: SyncTransport = {
    pull: (_collection, from) => {
      froms.push(from);
      if (open) return Promise.resolve(answer(from));
      return new Promise((resolve) => held.push(() => resolve(answer(from))));
    },
    push: async () => [],
  };
  return {
    transport,
    froms,
    /** Writes (or replaces) documents on the server. */
    write: (...docs: WireDocument[]) => {
      for (const doc of docs) {
        const at = documents.findIndex((known) => known.id === doc.id);
        if (at >= 0) documents.splice(at, 1);
        documents.push(doc);
      }
    },
    hold: () => void (open = false),
    release: () => {
      open = true;
      held.splice(0).forEach((respond) => respond());
    },
  };
}

const until = async (check: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 200; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('timed out');
};

describe('documents carried by a sync hint (src/sync/SPEC.md rule 7, docs/decisions/0020)', () => {
  const open: { db: CueDatabase; replication: CollectionReplication<NotificationDocType> }[] = [];
  afterEach(async () => {
    for (const { db, replication } of open.splice(0)) {
      await replication.cancel();
      await db.close();
    }
  });

  it('writes them before the pull answers, never moves the checkpoint, and still pulls from it', async () => {
    const db = await createDatabase({
      name: uniqueName('hinted'),
      storage: testStorage(),
      multiInstance: false,
    });
    const server = heldServer([notice('n1', 5, 'first')]);
    const hints$ = new Subject<SyncHint>();
    const replication = replicateCollection(db.notifications, {
      name: 'notifications',
      transport: server.transport,
      push: false,
      hints$,
      retryTime: 50,
      backoff: { baseMs: 50, maxMs: 200 },
    });
    open.push({ db, replication });
    await replication.state.awaitInSync();
    expect(server.froms).toEqual([0]);

    // Three changes commit: n3 (seq 6, its hint lost), n1 changed (7) and n2 (8), whose hint carries them.
    // The server holds its pulls: what the hint carried is written all the same.
    server.hold();
    server.write(notice('n3', 6, 'late'), notice('n1', 7, 'changed'), notice('n2', 8, 'second'));
    hints$.next({
      collection: 'notifications',
      seq: 8,
      documents: [notice('n1', 7, 'changed'), notice('n2', 8, 'second')],
    });
    await until(async () => (await db.notifications.findByIds(['n1', 'n2']).exec()).size === 2);
    const held = await db.notifications.findByIds(['n1', 'n2']).exec();
    expect([...held.values()].map((doc) => [doc.id, doc.message])).toEqual([
      ['n1', 'changed'],
      ['n2', 'second'],
    ]);
    // A hint carrying an older version than the client holds writes nothing.
    hints$.next({ collection: 'notifications', seq: 8, documents: [notice('n1', 6, 'stale')] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await db.notifications.findOne('n1').exec())?.message).toBe('changed');
    // Every pull asked so far starts from the last pull's checkpoint, not from the hint's seq.
    expect(server.froms.slice(1).every((from) => from === 5)).toBe(true);

    // The pulls answer: n3, which no hint carried, arrives, and the checkpoint moves to 8.
    server.release();
    await until(async () => (await db.notifications.findOne('n3').exec()) !== null);
    await replication.state.awaitInSync();
    const all = await db.notifications.find().exec();
    expect(all.map((doc) => [doc.id, doc.message]).sort()).toEqual([
      ['n1', 'changed'],
      ['n2', 'second'],
      ['n3', 'late'],
    ]);
    const asked = server.froms.length;
    hints$.next({ collection: 'notifications', seq: 8 });
    await until(() => server.froms.length > asked);
    await replication.state.awaitInSync();
    expect(server.froms.slice(asked)).toEqual([8]);
  });

  it('keeps them when the pull the hint triggers ends below them, and pulls them again from the same checkpoint', async () => {
    const db = await createDatabase({
      name: uniqueName('ahead'),
      storage: testStorage(),
      multiInstance: false,
    });
    // A server whose pulls return seqs up to its horizon only, as while another writer's seq is open.
    const documents = [notice('n1', 5, 'first')];
    const state = { horizon: 5 };
    const answers: PullResponse<WireDocument>[] = [];
    const transport: SyncTransport = {
      pull: async (_collection, from) => {
        const found = documents
          .filter((doc) => doc.seq > from && doc.seq <= state.horizon)
          .sort((a, b) => a.seq - b.seq);
        const answer = { documents: found, checkpoint: { seq: found.at(-1)?.seq ?? from } };
        answers.push(answer);
        return answer;
      },
      push: async () => [],
    };
    const hints$ = new Subject<SyncHint>();
    const replication = replicateCollection(db.notifications, {
      name: 'notifications',
      transport,
      push: false,
      hints$,
      retryTime: 50,
      backoff: { baseMs: 50, maxMs: 200 },
    });
    open.push({ db, replication });
    await replication.state.awaitInSync();

    // n2 (seq 8) committed while seq 6 is still open: its hint with the document comes before the horizon.
    documents.push(notice('n2', 8, 'ahead'));
    const asked = answers.length;
    hints$.next({ collection: 'notifications', seq: 8, documents: [notice('n2', 8, 'ahead')] });
    await until(async () => (await db.notifications.findOne('n2').exec()) !== null);
    await until(() => answers.length > asked);
    await replication.state.awaitInSync();
    expect(answers.slice(asked)).toEqual(
      answers.slice(asked).map(() => ({ documents: [], checkpoint: { seq: 5 } })),
    );
    expect((await db.notifications.findOne('n2').exec())?.message).toBe('ahead');

    // Seq 6 commits (n3) and its hint, without documents, pulls both from the checkpoint the hint kept.
    documents.push(notice('n3', 6, 'was open'));
    state.horizon = 8;
    const before = answers.length;
    hints$.next({ collection: 'notifications', seq: 6 });
    await until(async () => (await db.notifications.findOne('n3').exec()) !== null);
    await replication.state.awaitInSync();
    expect(answers[before]).toEqual({
      documents: [notice('n3', 6, 'was open'), notice('n2', 8, 'ahead')],
      checkpoint: { seq: 8 },
    });
  });
});
