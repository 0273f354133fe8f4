import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import crypto from 'node:crypto';
import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import type { RxStorage } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { users } from '../../server/db/schema/users';
import { notificationsRepository } from '../../server/modules/notifications/notifications.repository';
import { createAccessTokens } from '../../server/modules/auth/session';
import type { CollectionName } from '../../src/db';
import type { AccountRole } from '../../src/domain/roles';
import { startLocalData, type LocalData } from '../../src/sync/local-data';
import type { SocketPort } from '../../src/sync/realtime';
import { createFetchTransport } from '../../src/sync/sync-transport';
import { startTestApp, type TestApp } from '../server/support/harness';
import { openTestSession } from '../server/support/sessions';

export const testStorage = () => getRxStorageDexie({ indexedDB, IDBKeyRange }) as RxStorage<unknown, unknown>;

let counter = 0;
export const uniqueName = (prefix = 'sync') => `${prefix}-${process.pid}-${Date.now()}-${counter++}`;

export interface TestUser {
  id: string;
  cookie: string;
  headers: Record<string, string>;
}

/** The real server in-process on PGlite, listening on a free port (docs/design.md §8). */
export async function startSyncServer() {
  const secret = crypto.randomBytes(32).toString('hex');
  // Requests the server has read the headers of, and those it has not answered yet: a test that aborts a
  // request waits on these for the server to finish with it before asserting that it changed nothing.
  let requestsSeen = 0;
  const unanswered = new Set<string>();
  const testApp: TestApp = await startTestApp(
    'pglite',
    { AUTH_SECRET: secret },
    {
      beforeReady(app) {
        app.addHook('onRequest', async (request) => {
          requestsSeen += 1;
          unanswered.add(request.id);
        });
        app.addHook('onSend', async (request, _reply, payload) => {
          unanswered.delete(request.id);
          return payload;
        });
      },
    },
  );
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = testApp.app.server.address() as AddressInfo;
  const tokens = createAccessTokens(new TextEncoder().encode(secret));
  const { db } = testApp.database;
  const baseUrl = `http://127.0.0.1:${port}`;

  async function createUser(roles: AccountRole[] = ['customer']): Promise<TestUser> {
    const email = `${uniqueName('user')}@example.com`;
    const [row] = await db
      .insert(users)
      .values({ email, passwordHash: 'x', firstName: 'Test', lastName: 'User', roles })
      .returning();
    const { cookie } = await openTestSession(db, tokens, { id: row!.id, roles });
    return { id: row!.id, cookie, headers: { cookie, 'x-user-profile': roles[0] ?? 'customer' } };
  }

  return {
    baseUrl,
    db,
    createUser,
    /** How many requests the server has read so far, and whether it has answered all of them. */
    requests: () => ({ seen: requestsSeen, allAnswered: unanswered.size === 0 }),
    notifications: notificationsRepository(db),
    /** Calls the API as `user` (path without /api). */
    async api(user: TestUser, method: string, path: string, body?: unknown) {
      const response = await fetch(`${baseUrl}/api${path}`, {
        method,
        headers: { ...user.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
    },
    close: () => testApp.close(),
  };
}

export type SyncServer = Awaited<ReturnType<typeof startSyncServer>>;

/** A fetch that fails while `offline`, counts requests and can lose the reply of the next push. */
export function controllableFetch() {
  const control = {
    offline: false,
    loseNextPushReply: false,
    pushes: [] as { body: string; delivered: boolean }[],
    pulls: 0,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const isPush = init?.method === 'POST';
      if (control.offline) {
        if (isPush) control.pushes.push({ body: String(init?.body), delivered: false });
        throw new TypeError('fetch failed');
      }
      const response = await fetch(input, init);
      if (isPush) control.pushes.push({ body: String(init?.body), delivered: true });
      else if (url.includes('/pull')) control.pulls += 1;
      if (isPush && control.loseNextPushReply) {
        control.loseNextPushReply = false;
        throw new TypeError('network connection lost');
      }
      return response;
    }) as typeof fetch,
  };
  return control;
}

/** Asserts a command the server carried out (200 or 201). */
export const succeeded = (answer: { status: number; body: unknown }) =>
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);

/** A socket that never connects: tests that use it drive re-syncs by hand. */
export const inertSocket: SocketPort = { connect() {}, disconnect() {}, on() {}, off() {}, emit() {} };

/**
 * A suite against the real server, called inside its `describe`: the server and an owner start before the
 * suite's tests and the server closes after them; each test starts clients as its users with
 * `startClient`, and they stop after it. The clients sync `collections` only: two at once stay well under
 * RxDB's 13 collections (COL23).
 */
export function syncSuite(collections?: readonly CollectionName[]) {
  const open: LocalData[] = [];
  const suite = {
    server: undefined as unknown as SyncServer,
    owner: undefined as unknown as TestUser,
    /**
     * A client of `user`, in sync with the server; `control` switches its network, `only` narrows or widens
     * the suite's collections for this client (every collection when the suite names none), `name` reopens
     * an earlier client's database, `socket` replaces the inert one.
     */
    async startClient(
      user: TestUser,
      control = controllableFetch(),
      only: readonly CollectionName[] | undefined = collections,
      { name = uniqueName(), socket = inertSocket }: { name?: string; socket?: SocketPort } = {},
    ) {
      const client = await startLocalData({
        userId: user.id,
        name,
        storage: testStorage(),
        multiInstance: false,
        transport: createFetchTransport({
          fetch: control.fetch,
          baseUrl: suite.server.baseUrl,
          headers: () => user.headers,
        }),
        socket,
        retryTime: 50,
        backoff: { baseMs: 50, maxMs: 200 },
        ...(only ? { collections: only } : {}),
      });
      open.push(client);
      await client.awaitInSync();
      return { client, control };
    },
    /** A client a test started itself, stopped after the test like the suite's own. */
    adopt(client: LocalData) {
      open.push(client);
      return client;
    },
    /** Stops a client before its test ends; the suite no longer stops it after the test. */
    async stopClient(client: LocalData) {
      await client.stop();
      open.splice(open.indexOf(client), 1);
    },
  };
  beforeAll(async () => {
    suite.server = await startSyncServer();
    suite.owner = await suite.server.createUser(['owner']);
  });
  afterAll(async () => {
    await suite.server?.close();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.stop()));
  });
  return suite;
}
