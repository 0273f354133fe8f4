import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderApi } from '../../src/domain/api/orders';
import type { WorkspaceApi } from '../../src/domain/api/projects';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';
import { giveLegalEntity } from './legal-entity-fixtures';
import { createTrack } from './library-fixtures';
import { apiCalls, projectWithEntries, proposalNotices } from './orders-fixtures';

const terms = { media: ['tv'], territory: ['RU'], termMonths: 12, uses: 'many' };

/** docs/decisions/0013-orders.md "Declining lines": the order's owner declines some lines of an open order. */
describe.each(databaseTargets)('the owner declining lines of an order on %s', (target) => {
  let t: TestApp;
  let creator: TestUser;
  let editor: TestUser;
  let viewer: TestUser;
  let owner: TestUser;
  let otherOwner: TestUser;
  let projectId: string;
  let workspaceId: string;
  let entries: string[];

  const api = apiCalls(() => t);
  const { ok, refused, refusal } = api;
  const entryStatuses = async () => {
    const workspace = await ok<WorkspaceApi>(creator, 'GET', `/project/info-workspace/${workspaceId}`);
    return entries.map((id) => workspace.entries.find((entry) => entry._id === id)!.status);
  };
  const noticesOf = (who: TestUser) => proposalNotices(t, who);
  const decline = (orderId: string) => `/order/decline-lines/${orderId}`;

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    creator = await createTestUser(t.database);
    editor = await createTestUser(t.database);
    viewer = await createTestUser(t.database);
    owner = await createTestUser(t.database, ['owner']);
    otherOwner = await createTestUser(t.database, ['owner']);
    await giveLegalEntity(t.database, creator, [editor]);
    const tracks = [
      await createTrack(t.database, owner.id, 'Quartz'),
      await createTrack(t.database, owner.id, 'Quill'),
      await createTrack(t.database, owner.id, 'Quince'),
    ];
    const made = await projectWithEntries(api, creator, {
      name: 'Salt Marsh',
      duration: '00:45:00',
      members: [
        [editor, 'editor'],
        [viewer, 'viewer'],
      ],
      tracks,
    });
    projectId = made.project._id;
    workspaceId = made.workspaceId;
    entries = made.entries;
  });
  afterAll(() => t?.close());

  it('declines one line of a request and one of a proposal; the team approves the rest; the last line declines the order', async () => {
    const [order] = await ok<OrderApi[]>(editor, 'POST', '/order/create', {
      projectId,
      entryIds: entries,
      terms,
    });
    const url = decline(order!._id);
    const reason = { entryIds: [entries[1]], reason: 'Not cleared for TV' };
    await refused(otherOwner, 'PATCH', url, reason, 404);
    await refused(viewer, 'PATCH', url, reason, 403);
    await refused(editor, 'PATCH', url, reason, 403);
    expect(await refused(owner, 'PATCH', url, { ...reason, reason: ' ' }, 400)).toBe('Required field');
    expect(await refused(owner, 'PATCH', url, { ...reason, entryIds: [] }, 400)).toBe(
      'Select at least one track.',
    );
    const stale = await refusal(owner, 'PATCH', url, { ...reason, version: 9 }, 409);
    expect(stale.current).toMatchObject({ status: 'requested', version: order!.version });

    const before = (await noticesOf(creator)).length;
    const one = await ok<OrderApi>(owner, 'PATCH', url, { ...reason, version: order!.version });
    expect(one.status).toBe('requested');
    expect(one.version).toBe(order!.version + 1);
    expect(one.lines.map((line) => [line.status, line.comment])).toEqual([
      ['requested', null],
      ['rejected', 'Not cleared for TV'],
      ['requested', null],
    ]);
    expect(await entryStatuses()).toEqual(['requested', 'rejected', 'requested']);
    const notice = (await noticesOf(creator)).at(-1)!;
    expect((await noticesOf(creator)).length).toBe(before + 1);
    expect(notice).toMatchObject({ subType: 'Change Proposal Status', objectId: order!._id });
    expect(notice.message).toBe(
      'The owner declined 1 of the requested tracks in the project "Salt Marsh": Not cleared for TV',
    );
    expect(await refused(owner, 'PATCH', url, reason, 409)).toBe('This request has already been answered.');

    // The proposal prices the lines left; the declined one stays declined and cannot be priced.
    expect(
      await refused(
        owner,
        'PATCH',
        `/order/propose/${order!._id}`,
        { lines: entries.map((entryId) => ({ entryId, price: 500_00, share: 100 })) },
        400,
      ),
    ).toBe(translateLineNotFound);
    const proposed = await ok<OrderApi>(owner, 'PATCH', `/order/propose/${order!._id}`, {
      lines: [entries[0], entries[2]].map((entryId) => ({ entryId, price: 500_00, share: 100 })),
    });
    expect(proposed.status).toBe('pending');
    expect(proposed.lines.map((line) => line.status)).toEqual(['proposed', 'rejected', 'proposed']);

    const two = await ok<OrderApi>(owner, 'PATCH', url, { entryIds: [entries[2]], reason: 'Sold out' });
    expect(two.status).toBe('pending');
    await refused(editor, 'PATCH', `/order/approve/${order!._id}`, { entryIds: [entries[1]] }, 400);
    const approved = await ok<OrderApi>(editor, 'PATCH', `/order/approve/${order!._id}`, {
      entryIds: [entries[0]],
    });
    expect(approved.status).toBe('approved_partially');
    expect(await entryStatuses()).toEqual(['agreed', 'rejected', 'rejected']);
    expect(await refused(owner, 'PATCH', url, { entryIds: [entries[0]], reason: 'Late' }, 409)).toBe(
      'This request has already been answered.',
    );

    // A request of the declined entries again; declining every open line declines the order.
    const [again] = await ok<OrderApi[]>(editor, 'POST', '/order/create', {
      projectId,
      entryIds: [entries[1], entries[2]],
      terms,
    });
    const all = await ok<OrderApi>(owner, 'PATCH', decline(again!._id), {
      entryIds: [entries[1], entries[2]],
      reason: 'Withdrawn from licensing',
    });
    expect(all).toMatchObject({ status: 'rejected', rejectReason: 'Withdrawn from licensing' });
    expect((await noticesOf(editor)).at(-1)!.message).toBe(
      'The owner declined the request in the project "Salt Marsh": Withdrawn from licensing',
    );
  });

  it('answers 401 without a session and 404 for an unknown order', async () => {
    const body = { entryIds: [entries[0]], reason: 'x' };
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: `/api${decline(entries[0]!)}`,
      headers: { 'x-user-profile': 'owner' },
      payload: body,
    });
    expect(anonymous.statusCode, anonymous.body).toBe(401);
    await refused(owner, 'PATCH', decline('5c1d0000-0000-4000-8000-0000000000ff'), body, 404);
  });
});

const translateLineNotFound = 'These tracks are not in the request.';
