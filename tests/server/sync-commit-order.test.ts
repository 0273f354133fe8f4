import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderApi } from '../../src/domain/api/orders';
import type { ProjectApi, WorkspaceApi } from '../../src/domain/api/projects';
import { socketEvents, type SyncHint } from '../../src/domain/sync-protocol';
import { createTrack } from './library-fixtures';
import { connected, connectSocket, eventWhere, joinRoom } from './realtime-client';
import { startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';
import { giveLegalEntity } from './legal-entity-fixtures';

/**
 * Seq order is not commit order, and no writer waits for another: while one transaction holds an
 * uncommitted change, a second writer commits at once, and pull holds the second change back until the
 * first commits, so its checkpoint never moves past a change that commits later with a lower seq.
 * Needs a real PostgreSQL (PGlite runs one transaction at a time).
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('changefeed commit order on postgres', () => {
  let t: TestApp;
  let admin: TestUser;
  let alice: TestUser;
  let databaseUrl: string;
  let url: string;

  const pull = async (checkpoint: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/sync/notifications/pull?checkpoint=${checkpoint}`,
      headers: alice.headers(),
    });
    return res.json() as { documents: { message: string; seq: number }[]; checkpoint: { seq: number } };
  };

  beforeAll(async () => {
    t = await startTestApp('postgres', testEnv);
    databaseUrl = t.config.databaseUrl!;
    admin = await createTestUser(t.database, ['admin']);
    alice = await createTestUser(t.database);
    await giveLegalEntity(t.database, alice);
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  it('lets a second writer commit at once and pulls its change only after the first commits', async () => {
    const start = await pull(0);
    const slow = new pg.Client({ connectionString: databaseUrl });
    await slow.connect();
    try {
      await slow.query('begin');
      await slow.query(
        `insert into notifications (user_id, type, sub_type, message) values ($1, 'System', 'System', 'first')`,
        [alice.id],
      );

      const second = await t.app.inject({
        method: 'POST',
        url: '/api/admin/notifications',
        headers: admin.headers(),
        payload: { type: 'News', message: 'second', userId: alice.id },
      });
      expect(second.statusCode).toBe(200);
      const held = await pull(start.checkpoint.seq);
      expect(held).toEqual({ documents: [], checkpoint: { seq: start.checkpoint.seq } });

      await slow.query('commit');
    } finally {
      await slow.end();
    }
    const after = await pull(start.checkpoint.seq);
    expect(after.documents.map((d) => d.message)).toEqual(['first', 'second']);
  });

  it('holds back a rolled-back writer only while it is open', async () => {
    const start = await pull(0);
    const aborted = new pg.Client({ connectionString: databaseUrl });
    await aborted.connect();
    try {
      await aborted.query('begin');
      await aborted.query(
        `insert into notifications (user_id, type, sub_type, message) values ($1, 'System', 'System', 'never')`,
        [alice.id],
      );
      const next = await t.app.inject({
        method: 'POST',
        url: '/api/admin/notifications',
        headers: admin.headers(),
        payload: { type: 'News', message: 'kept', userId: alice.id },
      });
      expect(next.statusCode).toBe(200);
      expect((await pull(start.checkpoint.seq)).documents).toEqual([]);
      await aborted.query('rollback');
    } finally {
      await aborted.end();
    }
    expect((await pull(start.checkpoint.seq)).documents.map((d) => d.message)).toEqual(['kept']);
  });

  it('sends the hint of a change only once a pull returns it', async () => {
    const socket = connectSocket(url, alice.cookie);
    const slow = new pg.Client({ connectionString: databaseUrl });
    await slow.connect();
    try {
      await connected(socket);
      expect(await joinRoom(socket, alice.id)).toEqual({ ok: true });
      const hints: SyncHint[] = [];
      socket.on(socketEvents.sync, (hint: SyncHint) => hints.push(hint));
      const start = await pull(0);
      await slow.query('begin');
      await slow.query(
        `insert into notifications (user_id, type, sub_type, message) values ($1, 'System', 'System', 'open')`,
        [alice.id],
      );
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/admin/notifications',
        headers: admin.headers(),
        payload: { type: 'News', message: 'hinted', userId: alice.id },
      });
      expect(sent.statusCode).toBe(200);
      expect((await pull(start.checkpoint.seq)).documents).toEqual([]);
      // The join's answer comes after anything the server sent this socket before it: a hint sent on
      // commit of 'hinted' would have arrived by now.
      expect(await joinRoom(socket, alice.id)).toEqual({ ok: true });
      expect(hints).toEqual([]);

      await slow.query('commit');
      await expect.poll(() => hints.length).toBeGreaterThan(0);
      const after = await pull(start.checkpoint.seq);
      expect(after.documents.map((d) => d.message)).toEqual(['open', 'hinted']);
      expect(after.checkpoint.seq).toBeGreaterThanOrEqual(hints[0]!.seq);
    } finally {
      await slow.end();
      socket.disconnect();
    }
  });

  it('sends a hint that carries its documents at once, and again without them once a pull returns them', async () => {
    const owner = await createTestUser(t.database, ['owner']);
    const as = async <T>(who: TestUser, method: 'POST' | 'PATCH' | 'GET', path: string, payload?: object) => {
      const res = await t.app.inject({ method, url: `/api${path}`, headers: who.headers(), payload });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json() as T;
    };
    const project = await as<ProjectApi>(alice, 'POST', '/project/create', { name: 'Held', type: 'film' });
    const episode = await as<ProjectApi>(alice, 'POST', `/project/create-episode/${project._id}`, {
      number: 1,
      duration: '00:40:00',
    });
    const track = await createTrack(t.database, owner.id, 'Slate');
    const placed = await as<WorkspaceApi>(alice, 'PATCH', `/project/add-track/${project._id}`, {
      tracksId: [track.id],
      projectWorkspaceId: episode.episodes[0]!.workspaceId!,
    });
    const pullOrders = (checkpoint: number) =>
      as<{ documents: { id: string; seq: number }[]; checkpoint: { seq: number } }>(
        owner,
        'GET',
        `/sync/orders/pull?checkpoint=${checkpoint}`,
      );
    const start = await pullOrders(0);

    const socket = connectSocket(url, owner.cookie);
    const slow = new pg.Client({ connectionString: databaseUrl });
    await slow.connect();
    try {
      await connected(socket);
      expect(await joinRoom(socket, owner.id)).toEqual({ ok: true });
      const hints: SyncHint[] = [];
      socket.on(socketEvents.sync, (hint: SyncHint) => hint.collection === 'orders' && hints.push(hint));
      const hinted = eventWhere<SyncHint>(socket, socketEvents.sync, (hint) => hint.collection === 'orders');
      await slow.query('begin');
      await slow.query(
        `insert into notifications (user_id, type, sub_type, message) values ($1, 'System', 'System', 'open')`,
        [alice.id],
      );
      const [order] = await as<OrderApi[]>(alice, 'POST', '/order/create', {
        projectId: project._id,
        entryIds: [placed.entries[0]!._id],
        terms: { media: ['internet'], territory: 'world', termMonths: 6, uses: 1 },
      });

      // The open writer holds the horizon below the order's seq, yet the hint with the order arrives.
      const hint = await hinted;
      const carried = hint.documents?.find((doc) => doc.id === order!._id);
      expect(carried).toMatchObject({ id: order!._id, status: 'requested', _deleted: false });
      expect(await pullOrders(start.checkpoint.seq)).toEqual({ documents: [], checkpoint: start.checkpoint });

      expect(hints).toEqual([hint]);

      // Once the open writer ends, the same hint follows without documents, for a client whose pull missed
      // them (one that could not take them yet), and that pull returns them.
      await slow.query('commit');
      await expect.poll(() => hints.length).toBe(2);
      expect(hints[1]).toEqual({ collection: 'orders', seq: hint.seq });
      const after = await pullOrders(start.checkpoint.seq);
      expect(after.documents).toEqual([carried]);
    } finally {
      await slow.end();
      socket.disconnect();
    }
  });
});
