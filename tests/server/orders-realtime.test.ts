import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderApi } from '../../src/domain/api/orders';
import type { ProjectApi, WorkspaceApi } from '../../src/domain/api/projects';
import { socketEvents, type NotificationEvent, type SyncHint } from '../../src/domain/sync-protocol';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';
import { giveLegalEntity } from './legal-entity-fixtures';
import { createTrack } from './library-fixtures';
import { eventWhere, userSockets } from './realtime-client';

/** docs/licensing.md §3–§4: every step reaches the other side live, as a notice and an `orders` hint. */
describe.each(databaseTargets)('orders live on %s', (target) => {
  let t: TestApp;
  let url: string;
  let customer: TestUser;
  let owner: TestUser;
  let stranger: TestUser;
  const sockets = userSockets();

  const api = async <T>(who: TestUser, method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object) => {
    const res = await t.app.inject({
      method,
      url: `/api${path}`,
      headers: who.headers(),
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as T;
  };
  const open = (who: TestUser) => sockets.open(url, who);

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    customer = await createTestUser(t.database);
    owner = await createTestUser(t.database, ['owner']);
    stranger = await createTestUser(t.database, ['owner']);
    await giveLegalEntity(t.database, customer);
  });
  afterAll(async () => {
    sockets.closeAll();
    await t?.close();
  });

  it('tells the owner of a request and the team of a proposal, and hints only their orders', async () => {
    const project = await api<ProjectApi>(customer, 'POST', '/project/create', {
      name: 'Live wire',
      type: 'film',
    });
    const episode = await api<ProjectApi>(customer, 'POST', `/project/create-episode/${project._id}`, {
      number: 1,
      duration: '00:40:00',
    });
    const track = await createTrack(t.database, owner.id, 'Copper');
    const placed = await api<WorkspaceApi>(customer, 'PATCH', `/project/add-track/${project._id}`, {
      tracksId: [track.id],
      projectWorkspaceId: episode.episodes[0]!.workspaceId!,
    });
    const ownerSocket = await open(owner);
    const customerSocket = await open(customer);
    const strangerSocket = await open(stranger);
    const strangerHints: SyncHint[] = [];
    strangerSocket.on(socketEvents.sync, (hint: SyncHint) => strangerHints.push(hint));

    const request = eventWhere<NotificationEvent>(ownerSocket, socketEvents.notification, () => true);
    const ownerHint = eventWhere<SyncHint>(
      ownerSocket,
      socketEvents.sync,
      (hint) => hint.collection === 'orders',
    );
    const [order] = await api<OrderApi[]>(customer, 'POST', '/order/create', {
      projectId: project._id,
      entryIds: [placed.entries[0]!._id],
      terms: { media: ['internet'], territory: 'world', termMonths: 6, uses: 1 },
    });
    expect(await request).toMatchObject({ subType: 'Change Proposal Status', objectId: order!._id });
    expect((await ownerHint).seq).toBeGreaterThan(0);

    const proposal = eventWhere<NotificationEvent>(customerSocket, socketEvents.notification, () => true);
    const customerHint = eventWhere<SyncHint>(
      customerSocket,
      socketEvents.sync,
      (hint) => hint.collection === 'orders',
    );
    await api(owner, 'PATCH', `/order/propose/${order!._id}`, {
      lines: [{ entryId: placed.entries[0]!._id, price: 12_000_00, share: 100 }],
    });
    expect(await proposal).toMatchObject({ subType: 'Change Proposal Status', objectId: order!._id });
    expect((await customerHint).seq).toBeGreaterThan(0);

    const answer = eventWhere<NotificationEvent>(ownerSocket, socketEvents.notification, () => true);
    const approvedHint = eventWhere<SyncHint>(
      ownerSocket,
      socketEvents.sync,
      (hint) =>
        hint.collection === 'orders' &&
        (hint.documents ?? []).some((doc) => doc.id === order!._id && doc.status === 'approved'),
    );
    await api(customer, 'PATCH', `/order/approve/${order!._id}`, { entryIds: [placed.entries[0]!._id] });
    expect(await answer).toMatchObject({ subType: 'Change Proposal Status', objectId: order!._id });
    expect(strangerHints.filter((hint) => hint.collection === 'orders')).toEqual([]);

    // The hint carries the approved order exactly as the owner's pull returns it (docs/decisions/0020).
    const hint = await approvedHint;
    const carried = hint.documents!.find((doc) => doc.id === order!._id && doc.status === 'approved')!;
    expect(carried).toMatchObject({ status: 'approved', ownerId: owner.id, _deleted: false });
    expect(carried.seq).toBeLessThanOrEqual(hint.seq);
    const pulled = await api<{ documents: Record<string, unknown>[] }>(
      owner,
      'GET',
      `/sync/orders/pull?checkpoint=${carried.seq - 1}&limit=1`,
    );
    expect(pulled.documents).toEqual([carried]);
  });
});
