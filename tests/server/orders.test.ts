import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderApi, RequestLineApi } from '../../src/domain/api/orders';
import type { ProjectApi, WorkspaceApi } from '../../src/domain/api/projects';
import { notificationTarget } from '../../src/domain/notification-rules';
import { links } from '../../src/domain/routes';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';
import { giveLegalEntity } from './legal-entity-fixtures';
import { createTrack } from './library-fixtures';
import { apiCalls, projectWithEntries, proposalNotices } from './orders-fixtures';

const terms = { media: ['tv', 'internet'], territory: ['RU', 'KZ'], termMonths: 24, uses: 'many' };

/**
 * docs/licensing.md §3–§4: a request makes one order per owner; each owner reads and prices only the lines
 * of their own tracks; the team approves all or some, or rejects; a change after approval reopens it.
 */
describe.each(databaseTargets)('requests and proposals on %s', (target) => {
  let t: TestApp;
  let creator: TestUser;
  let editor: TestUser;
  let member: TestUser;
  let viewer: TestUser;
  let outsider: TestUser;
  let ownerA: TestUser;
  let ownerB: TestUser;
  let project: ProjectApi;
  let workspaceId: string;
  let entries: { a1: string; a2: string; b1: string };
  let companyId: string;

  const api = apiCalls(() => t);
  const { call, ok, refused } = api;
  const addMember = async (projectId: string, who: TestUser, role: string) => {
    const email = ((await call(who, 'GET', '/user/info')).json() as { email: string }).email;
    await ok(creator, 'POST', `/project/add-member/${projectId}`, { email, role });
  };
  const noticesOf = (who: TestUser) => proposalNotices(t, who);
  const workspace = () => ok<WorkspaceApi>(creator, 'GET', `/project/info-workspace/${workspaceId}`);
  const entryStatus = async (id: string) =>
    (await workspace()).entries.find((entry) => entry._id === id)!.status;
  const projectStatus = async () =>
    (await ok<ProjectApi>(creator, 'GET', `/project/info-project/${project._id}`)).status;
  const queue = (who: TestUser, query = '') =>
    ok<{ data: RequestLineApi[]; total: number; page: number; limit: number }>(
      who,
      'GET',
      `/project/request-owner${query}`,
    );
  const pull = async (who: TestUser) => {
    const res = await call(who, 'GET', '/sync/orders/pull?checkpoint=0&limit=100');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().documents as (OrderApi & { id: string; _deleted: boolean })[];
  };

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    creator = await createTestUser(t.database);
    editor = await createTestUser(t.database);
    member = await createTestUser(t.database);
    viewer = await createTestUser(t.database);
    outsider = await createTestUser(t.database);
    ownerA = await createTestUser(t.database, ['owner']);
    ownerB = await createTestUser(t.database, ['owner']);
    // The team requests for the creator's company (docs/decisions/0034).
    companyId = await giveLegalEntity(t.database, creator, [editor]);
    const a1 = await createTrack(t.database, ownerA.id, 'Aurora');
    const a2 = await createTrack(t.database, ownerA.id, 'Amber');
    const b1 = await createTrack(t.database, ownerB.id, 'Basalt');
    const made = await projectWithEntries(api, creator, {
      name: 'Night Ferry',
      duration: '01:30:00',
      members: [
        [editor, 'editor'],
        [member, 'user'],
        [viewer, 'viewer'],
      ],
      tracks: [a1, b1, a2],
    });
    project = made.project;
    workspaceId = made.workspaceId;
    const [ea1, eb1, ea2] = made.entries;
    entries = { a1: ea1!, a2: ea2!, b1: eb1! };
  });
  afterAll(() => t?.close());

  it('refuses requests without the right, an episode, a track or valid terms, with the product wording', async () => {
    const body = { projectId: project._id, entryIds: [entries.a1], terms };
    await refused(viewer, 'POST', '/order/create', body, 403);
    await refused(member, 'POST', '/order/create', body, 403);
    await refused(outsider, 'POST', '/order/create', body, 404);
    expect(await refused(editor, 'POST', '/order/create', { ...body, entryIds: [] }, 400)).toBe(
      'Select at least one track.',
    );
    expect(
      await refused(editor, 'POST', '/order/create', { ...body, terms: { ...terms, uses: 'lots' } }, 400),
    ).toBe('Enter a valid number or "many times".');
    expect(
      await refused(editor, 'POST', '/order/create', { ...body, terms: { ...terms, media: [] } }, 400),
    ).toBe('Required field');
    expect(
      await refused(editor, 'POST', '/order/create', { ...body, terms: { ...terms, termMonths: '12' } }, 400),
    ).toBe('Enter a whole number.');
    expect(
      await refused(editor, 'POST', '/order/create', { ...body, comment: 'x'.repeat(1_000_000) }, 400),
    ).toBe('Too long: at most 2000 characters.');
    expect(await refused(editor, 'POST', '/order/create', { ...body, entryIds: ['nope'] }, 400)).toBe(
      'This is not a valid id.',
    );
    const unknown = { ...body, entryIds: ['00000000-0000-4000-8000-000000000000'] };
    expect(await refused(editor, 'POST', '/order/create', unknown, 400)).toBe(
      'These track entries are not in the workspace.',
    );
    await refused(editor, 'POST', '/order/create', { ...body, projectId: unknown.entryIds[0] }, 404);

    const bare = await ok<ProjectApi>(creator, 'POST', '/project/create', {
      name: 'No episodes',
      type: 'film',
    });
    expect(await refused(creator, 'POST', '/order/create', { ...body, projectId: bare._id }, 400)).toBe(
      'Add an episode to the project before requesting a licence.',
    );
    expect(await entryStatus(entries.a1)).toBe('not_requested');
  });

  let orderA: OrderApi;
  let orderB: OrderApi;

  it('makes one order per owner, requests the entries and tells each owner', async () => {
    const made = await ok<OrderApi[]>(editor, 'POST', '/order/create', {
      projectId: project._id,
      entryIds: [entries.a1, entries.b1, entries.a2],
      terms,
      budget: 150_000_00,
      comment: 'Opening and closing credits',
    });
    expect(made).toHaveLength(2);
    orderA = made.find((order) => order.ownerId === ownerA.id)!;
    orderB = made.find((order) => order.ownerId === ownerB.id)!;
    expect(orderA).toMatchObject({
      projectId: project._id,
      projectName: 'Night Ferry',
      customerId: editor.id,
      status: 'requested',
      terms: { media: ['tv', 'internet'], territory: ['KZ', 'RU'], termMonths: 24, uses: 'many' },
      // Issue 26 §3: each owner sees the budget's part for their lines (2 of 3 here), not the whole.
      budget: 100_000_00,
      comment: 'Opening and closing credits',
      vatPercent: 22,
      version: 0,
      legalEntityId: companyId,
    });
    expect(orderA.lines.map((line) => [line.entryId, line.trackTitle, line.status, line.price])).toEqual([
      [entries.a1, 'Aurora', 'requested', null],
      [entries.a2, 'Amber', 'requested', null],
    ]);
    expect(orderA.lines[0]!._id).toEqual(expect.any(String));
    expect(orderB.lines.map((line) => line.entryId)).toEqual([entries.b1]);
    expect(orderB.budget).toBe(50_000_00);

    const ws = await workspace();
    for (const [entryId, orderId] of [
      [entries.a1, orderA._id],
      [entries.a2, orderA._id],
      [entries.b1, orderB._id],
    ])
      expect(ws.entries.find((entry) => entry._id === entryId)).toMatchObject({
        status: 'requested',
        orderId,
      });
    expect(await projectStatus()).toBe('in_progress');

    const noticeA = await noticesOf(ownerA);
    // Issue 26 §3: the owner, no member of the project, is led to the request in their queue.
    expect(noticeA.map((n) => [n.subType, n.objectId])).toEqual([['Change Proposal Status', orderA._id]]);
    expect(notificationTarget(noticeA[0]!.subType, noticeA[0]!.objectId, 'owner')).toBe(
      links.requestOrder(orderA._id),
    );
    expect(noticeA[0]!.message).toBe('New request for 2 track(s) in the project "Night Ferry".');
    expect((await noticesOf(ownerB)).map((n) => n.subType)).toEqual(['Change Proposal Status']);

    expect(
      await refused(
        editor,
        'POST',
        '/order/create',
        { projectId: project._id, entryIds: [entries.a1], terms },
        409,
      ),
    ).toBe('These track entries cannot be requested: they are already requested, agreed or archived.');
  });

  it("shows each owner only the lines of their own tracks, filtered, and never another owner's order", async () => {
    const a = await queue(ownerA);
    expect(a.total).toBe(2);
    expect(a.data.map((line) => line.track.title)).toEqual(['Aurora', 'Amber']);
    expect(a.data[0]).toMatchObject({
      order: { _id: orderA._id, status: 'requested', version: 0 },
      entry: { _id: entries.a1, workspaceId, episodeNumber: 1 },
      project: { _id: project._id, name: 'Night Ferry' },
      customer: { _id: editor.id },
      terms: { media: ['tv', 'internet'], uses: 'many' },
      proposal: { price: null, status: 'requested' },
    });
    const b = await queue(ownerB);
    expect(b.data.map((line) => line.track.title)).toEqual(['Basalt']);
    expect(JSON.stringify(b)).not.toContain(orderA._id);

    expect((await queue(ownerA, '?text=amb')).data.map((line) => line.track.title)).toEqual(['Amber']);
    expect((await queue(ownerA, '?text=night%20ferry')).total).toBe(2);
    expect((await queue(ownerA, '?text=closing')).total).toBe(2);
    expect((await queue(ownerA, '?status=pending')).total).toBe(0);
    expect((await queue(ownerA, `?projectId=${project._id}&customer=${editor.id}&media=tv`)).total).toBe(2);
    expect((await queue(ownerA, '?media=radio')).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await queue(ownerA, `?from=${today}&to=${today}`)).total).toBe(2);
    expect((await queue(ownerA, '?to=2000-01-01')).total).toBe(0);
    const paged = await queue(ownerA, '?page=2&limit=1');
    expect(paged).toMatchObject({ page: 2, limit: 1, total: 2 });
    expect(paged.data.map((line) => line.track.title)).toEqual(['Amber']);
    expect((await queue(editor)).total).toBe(0);
    await refused(ownerA, 'GET', '/project/request-owner?status=maybe', undefined, 400);
    await refused(ownerA, 'GET', '/project/request-owner?from=yesterday', undefined, 400);
    await refused(ownerA, 'GET', `/project/request-owner?text=${'x'.repeat(300)}`, undefined, 400);

    await refused(ownerB, 'GET', `/order/info-order/${orderA._id}`, undefined, 404);
    await refused(outsider, 'GET', `/order/info-order/${orderA._id}`, undefined, 404);
    await refused(ownerA, 'GET', '/order/info-order/not-an-id', undefined, 404);
    expect((await ok<OrderApi>(viewer, 'GET', `/order/info-order/${orderA._id}`))._id).toBe(orderA._id);
    expect((await ok<OrderApi>(ownerA, 'GET', `/order/info-order/${orderA._id}`))._id).toBe(orderA._id);

    const list = await ok<{ data: OrderApi[]; total: number }>(viewer, 'GET', '/order/info?limit=10');
    expect(list.data.map((order) => order._id).sort()).toEqual([orderA._id, orderB._id].sort());
    expect(
      (await ok<{ total: number }>(viewer, 'GET', `/order/info?status=requested&projectId=${project._id}`))
        .total,
    ).toBe(2);
    expect((await ok<{ total: number }>(ownerA, 'GET', '/order/info')).total).toBe(0);
    expect((await ok<{ total: number }>(outsider, 'GET', '/order/info')).total).toBe(0);
  });

  it('lets only the order’s owner propose, with every line priced', async () => {
    const lines = [
      { entryId: entries.a1, price: 100_000_00, share: 100 },
      { entryId: entries.a2, price: 25, share: 50, noVat: false, comment: 'Sync only' },
    ];
    await refused(editor, 'PATCH', `/order/propose/${orderA._id}`, { lines }, 403);
    await refused(ownerB, 'PATCH', `/order/propose/${orderA._id}`, { lines }, 404);
    await refused(outsider, 'PATCH', `/order/propose/${orderA._id}`, { lines }, 404);
    expect(await refused(ownerA, 'PATCH', `/order/propose/${orderA._id}`, { lines: [lines[0]] }, 400)).toBe(
      'Enter a price for every track of the request.',
    );
    expect(
      await refused(
        ownerA,
        'PATCH',
        `/order/propose/${orderA._id}`,
        { lines: [{ ...lines[0], entryId: entries.b1 }, lines[1]] },
        400,
      ),
    ).toBe('These tracks are not in the request.');
    expect(
      await refused(
        ownerA,
        'PATCH',
        `/order/propose/${orderA._id}`,
        { lines: [{ ...lines[0], share: 0 }] },
        400,
      ),
    ).toBe('Must be at least 1.');
    expect(
      await refused(
        ownerA,
        'PATCH',
        `/order/propose/${orderA._id}`,
        { lines: [{ ...lines[0], price: '100' }] },
        400,
      ),
    ).toBe('Enter a whole number.');

    const proposed = await ok<OrderApi>(ownerA, 'PATCH', `/order/propose/${orderA._id}`, {
      lines,
      comment: 'Valid for 30 days',
      version: 0,
    });
    expect(proposed).toMatchObject({ status: 'pending', version: 1, proposalComment: 'Valid for 30 days' });
    expect(
      proposed.lines.map((line) => [line.price, line.priceWithVat, line.share, line.status, line.comment]),
    ).toEqual([
      [100_000_00, 122_000_00, 100, 'proposed', null],
      [25, 31, 50, 'proposed', 'Sync only'],
    ]);
    const toMembers = await noticesOf(creator);
    expect(toMembers.map((n) => [n.subType, n.objectId])).toEqual([['Change Proposal Status', orderA._id]]);
    expect((await noticesOf(viewer)).map((n) => n.subType)).toEqual(['Change Proposal Status']);
    expect(await noticesOf(ownerB)).toHaveLength(1);

    const same = await ok<OrderApi>(ownerA, 'PATCH', `/order/propose/${orderA._id}`, {
      lines,
      comment: 'Valid for 30 days',
    });
    expect(same.version).toBe(1);
    expect(await noticesOf(creator)).toHaveLength(1);
  });

  it('answers a proposal based on an old version with a conflict and the current state, losing nothing', async () => {
    const base = (await ok<OrderApi>(ownerA, 'GET', `/order/info-order/${orderA._id}`)).version;
    const tab1 = {
      lines: [{ entryId: entries.a1, price: 90_000_00, share: 100 }],
      version: base,
      comment: 'Valid for 30 days',
    };
    const tab2 = {
      lines: [{ entryId: entries.a2, price: 40, share: 50, comment: 'Sync only' }],
      version: base,
      comment: 'Valid for 30 days',
    };
    const first = await ok<OrderApi>(ownerA, 'PATCH', `/order/propose/${orderA._id}`, tab1);
    expect(first.version).toBe(base + 1);
    const second = await call(ownerA, 'PATCH', `/order/propose/${orderA._id}`, tab2);
    expect(second.statusCode, second.body).toBe(409);
    const conflict = second.json() as { message: string; current: OrderApi };
    expect(conflict.message).toBe(
      'The proposal was changed in the meantime. Review the current version and send again.',
    );
    expect(conflict.current.version).toBe(base + 1);
    expect(conflict.current.lines.map((line) => line.price)).toEqual([90_000_00, 25]);
    const merged = await ok<OrderApi>(ownerA, 'PATCH', `/order/propose/${orderA._id}`, {
      ...tab2,
      version: conflict.current.version,
    });
    expect(merged.lines.map((line) => line.price)).toEqual([90_000_00, 40]);
    expect(merged.version).toBe(base + 2);
    expect((await noticesOf(creator)).map((n) => n.subType).slice(1)).toEqual([
      'Change Proposal',
      'Change Proposal',
    ]);

    const racing = await Promise.all(
      [10, 20].map((price) =>
        call(ownerA, 'PATCH', `/order/propose/${orderA._id}`, {
          lines: [{ entryId: entries.a1, price, share: 100 }],
          version: merged.version,
          comment: 'Valid for 30 days',
        }),
      ),
    );
    expect(racing.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = racing.find((res) => res.statusCode === 200)!.json() as OrderApi;
    const now = await ok<OrderApi>(ownerA, 'GET', `/order/info-order/${orderA._id}`);
    expect(now.lines[0]!.price).toBe(winner.lines[0]!.price);
  });

  it('approves some lines, agrees their entries and lights the owner’s red dot', async () => {
    expect((await ok<{ activity: boolean }>(ownerA, 'GET', '/project/project-activity')).activity).toBe(true);
    await ok(ownerA, 'PATCH', '/user/track-activity', { orderIds: [orderA._id] });
    await ok(ownerB, 'PATCH', '/user/track-activity', { orderIds: [orderB._id] });
    expect((await ok<{ activity: boolean }>(ownerA, 'GET', '/project/project-activity')).activity).toBe(
      false,
    );
    const body = { entryIds: [entries.a1] };
    await refused(viewer, 'PATCH', `/order/approve/${orderA._id}`, body, 403);
    await refused(member, 'PATCH', `/order/approve/${orderA._id}`, body, 403);
    await refused(ownerA, 'PATCH', `/order/approve/${orderA._id}`, body, 403);
    await refused(outsider, 'PATCH', `/order/approve/${orderA._id}`, body, 404);
    expect(await refused(editor, 'PATCH', `/order/approve/${orderA._id}`, { entryIds: [] }, 400)).toBe(
      'Select at least one track.',
    );
    expect(
      await refused(editor, 'PATCH', `/order/approve/${orderA._id}`, { entryIds: [entries.b1] }, 400),
    ).toBe('These tracks are not in the request.');
    expect(
      await refused(editor, 'PATCH', `/order/approve/${orderB._id}`, { entryIds: [entries.b1] }, 409),
    ).toBe('This proposal is not waiting for an answer.');

    const approved = await ok<OrderApi>(editor, 'PATCH', `/order/approve/${orderA._id}`, body);
    expect(approved.status).toBe('approved_partially');
    expect(approved.lines.map((line) => line.status)).toEqual(['approved', 'rejected']);
    expect(await entryStatus(entries.a1)).toBe('agreed');
    expect(await entryStatus(entries.a2)).toBe('rejected');
    expect(await projectStatus()).toBe('partially_agreed');
    const toOwner = await noticesOf(ownerA);
    expect(toOwner.map((n) => [n.subType, n.objectId]).slice(1)).toEqual([
      ['Change Proposal Status', orderA._id],
    ]);
    expect(toOwner[1]!.message).toBe('Your proposal for the project "Night Ferry" was approved in part.');

    expect((await ok<{ activity: boolean }>(ownerA, 'GET', '/project/project-activity')).activity).toBe(true);
    expect((await ok<{ activity: boolean }>(ownerB, 'GET', '/project/project-activity')).activity).toBe(
      false,
    );
    expect(
      (await ok<{ activity: boolean }>(ownerA, 'PATCH', '/user/track-activity', { orderIds: [orderA._id] }))
        .activity,
    ).toBe(false);
  });

  it('reopens an approved proposal whose price or condition changes, and refuses to agree a zero price', async () => {
    const version = (await ok<OrderApi>(ownerA, 'GET', `/order/info-order/${orderA._id}`)).version;
    const reopened = await ok<OrderApi>(ownerA, 'PATCH', `/order/propose/${orderA._id}`, {
      lines: [{ entryId: entries.a2, price: 0, share: 50, comment: 'Sync only' }],
      comment: 'Valid for 30 days',
      version,
    });
    expect(reopened.status).toBe('pending');
    expect(reopened.lines.map((line) => line.status)).toEqual(['proposed', 'proposed']);
    expect(await entryStatus(entries.a1)).toBe('requested');
    expect(await entryStatus(entries.a2)).toBe('requested');
    expect(await projectStatus()).toBe('in_progress');
    expect((await noticesOf(creator)).at(-1)!.subType).toBe('Change Proposal');

    expect(
      await refused(
        editor,
        'PATCH',
        `/order/approve/${orderA._id}`,
        { entryIds: [entries.a1, entries.a2] },
        400,
      ),
    ).toBe('A request with a zero price cannot be agreed.');
    await ok(ownerA, 'PATCH', `/order/propose/${orderA._id}`, {
      lines: [{ entryId: entries.a2, price: 500_00, share: 50, comment: 'Sync only' }],
      comment: 'Valid for 30 days',
    });
    const whole = await ok<OrderApi>(editor, 'PATCH', `/order/approve/${orderA._id}`, {
      entryIds: [entries.a2, entries.a1],
    });
    expect(whole.status).toBe('approved');
    expect(await projectStatus()).toBe('partially_agreed');

    await ok(ownerA, 'PATCH', `/order/propose/${orderA._id}`, {
      lines: [{ entryId: entries.a2, price: 500_00, share: 40, comment: 'Sync only' }],
      comment: 'Valid for 30 days',
    });
    expect((await noticesOf(creator)).at(-1)!.subType).toBe('Change Proposal Condition');
    expect(await entryStatus(entries.a2)).toBe('requested');
  });

  it('rejects a proposal with a reason, and the owner may propose again', async () => {
    const proposedB = await ok<OrderApi>(ownerB, 'PATCH', `/order/propose/${orderB._id}`, {
      lines: [{ entryId: entries.b1, price: 70_000_00, share: 100, noVat: true }],
    });
    expect(proposedB.lines[0]!.priceWithVat).toBe(70_000_00);
    await refused(viewer, 'PATCH', `/order/reject/${orderB._id}`, { reason: 'Too much' }, 403);
    expect(await refused(editor, 'PATCH', `/order/reject/${orderB._id}`, { reason: ' ' }, 400)).toBe(
      'Required field',
    );
    expect(
      await refused(editor, 'PATCH', `/order/reject/${orderB._id}`, { reason: 'x'.repeat(1_000_000) }, 400),
    ).toBe('Too long: at most 2000 characters.');
    expect(await refused(editor, 'PATCH', `/order/reject/${orderB._id}`, { reason: 42 }, 400)).toBe(
      'Required field',
    );
    const nowhere = '00000000-0000-4000-8000-000000000000';
    await refused(editor, 'PATCH', `/order/reject/${nowhere}`, { reason: 'Nope' }, 404);
    await refused(editor, 'PATCH', `/order/approve/${nowhere}`, { entryIds: [entries.b1] }, 404);
    await refused(
      ownerB,
      'PATCH',
      `/order/propose/${nowhere}`,
      { lines: [{ entryId: entries.b1, price: 1, share: 1 }] },
      404,
    );
    await refused(ownerB, 'GET', `/order/info-order/${nowhere}`, undefined, 404);
    expect(await refused(editor, 'PATCH', `/order/approve/${orderB._id}`, { entryIds: 'all' }, 400)).toBe(
      'Select at least one track.',
    );
    expect(await refused(ownerB, 'PATCH', `/order/propose/${orderB._id}`, { lines: 'cheap' }, 400)).toBe(
      'Select at least one track.',
    );
    const rejected = await ok<OrderApi>(editor, 'PATCH', `/order/reject/${orderB._id}`, {
      reason: 'Over budget',
    });
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'Over budget' });
    expect(rejected.lines[0]!.status).toBe('rejected');
    expect(await entryStatus(entries.b1)).toBe('rejected');
    const toOwner = (await noticesOf(ownerB)).at(-1)!;
    expect([toOwner.subType, toOwner.objectId, toOwner.message]).toEqual([
      'Change Proposal Status',
      orderB._id,
      'Your proposal for the project "Night Ferry" was rejected: Over budget',
    ]);
    expect(await refused(editor, 'PATCH', `/order/reject/${orderB._id}`, { reason: 'Again' }, 409)).toBe(
      'This proposal is not waiting for an answer.',
    );
    const again = await ok<OrderApi>(ownerB, 'PATCH', `/order/propose/${orderB._id}`, {
      lines: [{ entryId: entries.b1, price: 70_000_00, share: 100, noVat: true }],
    });
    expect(again).toMatchObject({ status: 'pending', rejectReason: null });
    expect(await entryStatus(entries.b1)).toBe('requested');
    expect((await noticesOf(creator)).at(-1)!.subType).toBe('Change Proposal Status');
  });

  it('replicates each order to its owner and the project members only', async () => {
    const a = await pull(ownerA);
    expect(a.map((doc) => doc.id)).toEqual([orderA._id]);
    expect(a[0]!.lines.every((line) => ['Aurora', 'Amber'].includes(line.trackTitle))).toBe(true);
    const b = await pull(ownerB);
    expect(b.map((doc) => doc.id)).toEqual([orderB._id]);
    expect(JSON.stringify(b)).not.toContain('Aurora');
    expect((await pull(viewer)).map((doc) => doc.id).sort()).toEqual([orderA._id, orderB._id].sort());
    expect(await pull(outsider)).toEqual([]);
    const push = await call(editor, 'POST', '/sync/orders/push', { rows: [] });
    expect(push.statusCode).toBeGreaterThanOrEqual(400);

    const email = ((await call(viewer, 'GET', '/user/info')).json() as { email: string }).email;
    expect(email).toContain('@');
    await ok(creator, 'DELETE', `/project/remove-member/${project._id}`, { userId: viewer.id });
    // The withdrawal's tombstones may be written just after the answer (the outbox): wait for them.
    await expect
      .poll(async () => (await pull(viewer)).map((doc) => [doc.id, doc._deleted]).sort(), { timeout: 15_000 })
      .toEqual(
        [
          [orderA._id, true],
          [orderB._id, true],
        ].sort(),
      );
    await refused(viewer, 'GET', `/order/info-order/${orderA._id}`, undefined, 404);
    expect((await pull(ownerA)).map((doc) => doc.id)).toEqual([orderA._id]);
  });

  it("keeps the orders' copies current and protects the entries a request holds", async () => {
    const held = { trackEntryIds: [entries.a1], status: 'archived' };
    expect(await refused(creator, 'PATCH', `/project/change-statues/${workspaceId}`, held, 409)).toBe(
      'These track entries are held by a request: they can be changed once its proposal is rejected.',
    );
    const trackA1 = (await workspace()).entries.find((entry) => entry._id === entries.a1)!.trackId;
    const removal = { tracksId: [trackA1], projectWorkspaceId: workspaceId };
    await refused(creator, 'DELETE', `/project/remove-track/${project._id}`, removal, 409);

    await ok(creator, 'PATCH', `/project/change/${project._id}`, { name: 'Night Ferry (director’s cut)' });
    const renamed = await ok<OrderApi>(ownerA, 'GET', `/order/info-order/${orderA._id}`);
    expect(renamed.projectName).toBe('Night Ferry (director’s cut)');
    expect((await pull(ownerB))[0]!.projectName).toBe('Night Ferry (director’s cut)');

    const spare = await ok<WorkspaceApi>(creator, 'POST', `/project/create-workspace/${project._id}`, {});
    await ok(creator, 'PATCH', `/project/move-track/${project._id}`, {
      trackEntryIds: [entries.a1],
      projectWorkspaceId: spare._id,
    });
    const moved = await ok<OrderApi>(ownerA, 'GET', `/order/info-order/${orderA._id}`);
    expect(moved.lines[0]).toMatchObject({
      entryId: entries.a1,
      workspaceId: spare._id,
      episodeNumber: null,
    });
    expect(moved.lines[1]).toMatchObject({ entryId: entries.a2, workspaceId, episodeNumber: 1 });

    await ok(editor, 'PATCH', `/order/reject/${orderA._id}`, { reason: 'Going with a score' });
    await ok(creator, 'PATCH', `/project/change-statues/${workspaceId}`, {
      trackEntryIds: [entries.a2],
      status: 'archived',
    });
    expect(await entryStatus(entries.a2)).toBe('archived');
  });

  it('refuses every command on a closed project, and an owner in the team cannot approve their own proposal', async () => {
    const [again] = await ok<OrderApi[]>(editor, 'POST', '/order/create', {
      projectId: project._id,
      entryIds: [entries.a1],
      terms: { ...terms, uses: 2 },
    });
    expect(again!.lines.map((line) => [line.entryId, line.status])).toEqual([[entries.a1, 'requested']]);
    const respace = await ok<OrderApi>(ownerA, 'GET', `/order/info-order/${orderA._id}`);
    expect(respace.status).toBe('rejected');
    expect((await pull(ownerA)).map((doc) => doc.id).sort()).toEqual([orderA._id, again!._id].sort());
    await addMember(project._id, ownerB, 'editor');
    expect((await ok<{ total: number }>(ownerB, 'GET', '/order/info')).total).toBe(3);
    await refused(ownerB, 'PATCH', `/order/approve/${orderB._id}`, { entryIds: [entries.b1] }, 403);
    await ok(creator, 'PATCH', `/project/close/${project._id}`);
    const closed = 'The project is closed: reopen it to make changes.';
    const line = { entryId: entries.b1, price: 1, share: 1 };
    expect(await refused(ownerB, 'PATCH', `/order/propose/${orderB._id}`, { lines: [line] }, 403)).toBe(
      closed,
    );
    expect(
      await refused(creator, 'PATCH', `/order/approve/${orderB._id}`, { entryIds: [entries.b1] }, 403),
    ).toBe(closed);
    expect(await refused(creator, 'PATCH', `/order/reject/${orderB._id}`, { reason: 'Late' }, 403)).toBe(
      closed,
    );
    const body = { projectId: project._id, entryIds: [entries.a2], terms };
    expect(await refused(creator, 'POST', '/order/create', body, 403)).toBe(closed);
  });
});

/** docs/decisions/0013-orders.md: the order's owner declines a request (or their pending proposal) from the queue. */
describe.each(databaseTargets)('the owner declining an order on %s', (target) => {
  let t: TestApp;
  let creator: TestUser;
  let editor: TestUser;
  let viewer: TestUser;
  let owner: TestUser;
  let otherOwner: TestUser;
  let projectId: string;
  let workspaceId: string;
  let entries: { x1: string; x2: string; y1: string };

  const api = apiCalls(() => t);
  const { ok, refusal: refused } = api;
  const entryStatus = async (id: string) =>
    (await ok<WorkspaceApi>(creator, 'GET', `/project/info-workspace/${workspaceId}`)).entries.find(
      (entry) => entry._id === id,
    )!.status;
  const noticesOf = (who: TestUser) => proposalNotices(t, who);
  const request = async (entryIds: string[]) =>
    ok<OrderApi[]>(editor, 'POST', '/order/create', { projectId, entryIds, terms });

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    creator = await createTestUser(t.database);
    editor = await createTestUser(t.database);
    viewer = await createTestUser(t.database);
    owner = await createTestUser(t.database, ['owner']);
    otherOwner = await createTestUser(t.database, ['owner']);
    await giveLegalEntity(t.database, creator, [editor]);
    const x1 = await createTrack(t.database, owner.id, 'Xenon');
    const x2 = await createTrack(t.database, owner.id, 'Xylem');
    const y1 = await createTrack(t.database, otherOwner.id, 'Yarrow');
    const made = await projectWithEntries(api, creator, {
      name: 'Low Tide',
      duration: '00:45:00',
      members: [
        [editor, 'editor'],
        [viewer, 'viewer'],
      ],
      tracks: [x1, x2, y1],
    });
    projectId = made.project._id;
    workspaceId = made.workspaceId;
    const [ex1, ex2, ey1] = made.entries;
    entries = { x1: ex1!, x2: ex2!, y1: ey1! };
  });
  afterAll(() => t?.close());

  it('declines a request not answered yet: the order, its lines and entries rejected, the team notified', async () => {
    const orders = await request([entries.x1, entries.y1]);
    const mine = orders.find((order) => order.ownerId === owner.id)!;
    const theirs = orders.find((order) => order.ownerId === otherOwner.id)!;
    const reason = { reason: 'Not available for TV' };

    await refused(otherOwner, 'PATCH', `/order/reject/${mine._id}`, reason, 404);
    await refused(viewer, 'PATCH', `/order/reject/${mine._id}`, reason, 403);
    // The team's rejection is still of a pending proposal only.
    expect((await refused(editor, 'PATCH', `/order/reject/${mine._id}`, reason, 409)).message).toBe(
      'This proposal is not waiting for an answer.',
    );
    const stale = await refused(owner, 'PATCH', `/order/reject/${mine._id}`, { ...reason, version: 7 }, 409);
    expect(stale.current).toMatchObject({ _id: mine._id, status: 'requested', version: mine.version });
    expect((await refused(owner, 'PATCH', `/order/reject/${mine._id}`, { reason: ' ' }, 400)).message).toBe(
      'Required field',
    );

    const before = (await noticesOf(creator)).length;
    const ownerBefore = (await noticesOf(owner)).length;
    const declined = await ok<OrderApi>(owner, 'PATCH', `/order/reject/${mine._id}`, {
      ...reason,
      version: mine.version,
    });
    expect(declined).toMatchObject({ status: 'rejected', rejectReason: 'Not available for TV' });
    expect(declined.version).toBe(mine.version + 1);
    expect(declined.lines.map((line) => line.status)).toEqual(['rejected']);
    expect(await entryStatus(entries.x1)).toBe('rejected');
    expect(await entryStatus(entries.y1)).toBe('requested');
    const theirsNow = await ok<OrderApi>(otherOwner, 'GET', `/order/info-order/${theirs._id}`);
    expect(theirsNow.status).toBe('requested');

    for (const member of [creator, editor]) {
      const notice = (await noticesOf(member)).at(-1)!;
      expect(notice).toMatchObject({ subType: 'Change Proposal Status', objectId: mine._id });
      expect(notice.message).toBe(
        'The owner declined the request in the project "Low Tide": Not available for TV',
      );
    }
    expect((await noticesOf(creator)).length).toBe(before + 1);
    expect(await noticesOf(owner)).toHaveLength(ownerBefore);
    expect((await ok<{ activity: boolean }>(editor, 'GET', '/project/project-activity')).activity).toBe(true);

    expect((await refused(owner, 'PATCH', `/order/reject/${mine._id}`, reason, 409)).message).toBe(
      'This request has already been answered.',
    );
  });

  it('declines their own pending proposal, but not one the team has approved', async () => {
    const [again] = await request([entries.x1]);
    await ok(owner, 'PATCH', `/order/propose/${again!._id}`, {
      lines: [{ entryId: entries.x1, price: 1_000_00, share: 100 }],
    });
    const declined = await ok<OrderApi>(owner, 'PATCH', `/order/reject/${again!._id}`, {
      reason: 'Withdrawn',
    });
    expect(declined.status).toBe('rejected');
    expect(declined.lines[0]!.status).toBe('rejected');
    expect(await entryStatus(entries.x1)).toBe('rejected');

    const [approvedOrder] = await request([entries.x2]);
    await ok(owner, 'PATCH', `/order/propose/${approvedOrder!._id}`, {
      lines: [{ entryId: entries.x2, price: 2_000_00, share: 100 }],
    });
    await ok(editor, 'PATCH', `/order/approve/${approvedOrder!._id}`, { entryIds: [entries.x2] });
    expect(
      (
        await refused(
          owner,
          'PATCH',
          `/order/reject/${approvedOrder!._id}`,
          { reason: 'Changed my mind' },
          409,
        )
      ).message,
    ).toBe('This request has already been answered.');
    expect(await entryStatus(entries.x2)).toBe('agreed');
  });
});
