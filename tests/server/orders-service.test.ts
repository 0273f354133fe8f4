import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ProjectRole } from '../../src/domain/projects';
import type { OrderLineRow, OrderRow, StoredOrderLine } from '../../server/db/schema/orders';
import type { ProjectRow, TrackEntryRow, WorkspaceRow } from '../../server/db/schema/projects';
import type { SessionUser } from '../../server/modules/auth/session';
import type { Effect, NotificationEffect, SyncHintEffect } from '../../server/outbox/effects';
import type { OrdersRepository } from '../../server/modules/orders/orders.repository';
import { ordersService, type OrdersPorts } from '../../server/modules/orders/orders.service';
import type { ProjectsRepository } from '../../server/modules/projects/projects.repository';

// The proposal rules on in-memory ports; orders*.test.ts run them through the API on a database.
const user = (role: 'customer' | 'owner' = 'customer'): SessionUser => ({
  id: crypto.randomUUID(),
  roles: [role],
  role,
  sessionId: crypto.randomUUID(),
});

/** One project with one pending order of two lines, in memory, and what the commands wrote. */
function world() {
  const creator = user();
  const editor = user();
  const viewer = user();
  const owner = user('owner');
  const now = new Date('2026-03-01T00:00:00Z');
  const project = {
    id: crypto.randomUUID(),
    name: 'Quiet Harbour',
    closedAt: null,
    episodes: [{ id: crypto.randomUUID(), number: 1, title: null, duration: 60, workspaceId: null }],
    memberIds: [creator.id, editor.id, viewer.id],
    seq: 1,
  } as unknown as ProjectRow;
  const roles = new Map<string, ProjectRole>([
    [creator.id, 'creator'],
    [editor.id, 'editor'],
    [viewer.id, 'viewer'],
  ]);
  const orderId = crypto.randomUUID();
  const workspaceId = crypto.randomUUID();
  const entries: TrackEntryRow[] = [0, 1].map(
    (position) =>
      ({
        id: crypto.randomUUID(),
        workspaceId,
        trackId: crypto.randomUUID(),
        status: 'requested',
        orderId,
        position,
      }) as unknown as TrackEntryRow,
  );
  const lines: OrderLineRow[] = entries.map((entry, position) => ({
    id: crypto.randomUUID(),
    orderId,
    ownerId: owner.id,
    entryId: entry.id,
    workspaceId,
    trackId: entry.trackId,
    price: 100_00 * (position + 1),
    noVat: false,
    share: 100,
    comment: null,
    status: 'proposed',
    position,
  }));
  const order = {
    id: orderId,
    projectId: project.id,
    ownerId: owner.id,
    customerId: editor.id,
    status: 'pending',
    terms: { media: ['tv'], territory: ['world'], termMonths: null, uses: null },
    legalEntityId: null,
    budget: null,
    comment: null,
    proposalComment: null,
    rejectReason: null,
    vatPercent: 22,
    version: 3,
    projectName: project.name,
    ownerName: 'Olga Owner',
    customerName: 'Eddie Editor',
    memberIds: project.memberIds,
    lines: [] as StoredOrderLine[],
    createdAt: now,
    updatedAt: now,
    seq: 10,
    deleted: false,
  } as OrderRow;
  const copy = () => {
    order.lines = lines.map((line) => ({
      id: line.id,
      entryId: line.entryId,
      workspaceId,
      episodeNumber: 1,
      trackId: line.trackId,
      trackTitle: 'Track',
      artistName: 'Artist',
      timeIn: null,
      timeOut: null,
      usageType: null,
      price: line.price,
      noVat: line.noVat,
      share: line.share,
      comment: line.comment,
      status: line.status,
    }));
    order.seq += 1;
    return { ...order };
  };
  copy();
  const effects: Effect[] = [];
  const activity: string[] = [];
  const projects = {
    find: async (id: string) => (id === project.id ? project : undefined),
    role: async (_projectId: string, userId: string) => roles.get(userId) ?? null,
    entriesByIds: async (ids: string[]) => entries.filter((entry) => ids.includes(entry.id)),
    updateEntries: async (ids: string[], values: Partial<TrackEntryRow>) => {
      for (const entry of entries) if (ids.includes(entry.id)) Object.assign(entry, values);
    },
    recordActivity: async (values: { action: string }) => void activity.push(values.action),
    refreshWorkspace: async () => ({ id: workspaceId, seq: 5 }) as unknown as WorkspaceRow,
    entryStatuses: async () => entries.map((entry) => entry.status),
    refresh: async (_id: string, status: string) => Object.assign(project, { status }),
    liveWorkspaces: async () => [],
    followOrders: async () => [],
    followDocuments: async () => ({ documents: [], payments: [] }),
    rewriteMessageAudience: async () => 0,
  };
  const orders = {
    find: async (id: string) => (id === order.id ? { ...order } : undefined),
    lock: async (id: string) => (id === order.id ? { ...order } : undefined),
    lines: async () => lines.map((line) => ({ ...line })),
    update: async (_id: string, values: Partial<OrderRow>) => void Object.assign(order, values),
    updateLine: async (id: string, values: Partial<OrderLineRow>) =>
      void Object.assign(
        lines.find((line) => line.id === id)!,
        values,
      ),
    updateLines: async (_id: string, values: Partial<OrderLineRow>) => {
      for (const line of lines) Object.assign(line, values);
    },
    refresh: async () => copy(),
  };
  const ports: OrdersPorts = {
    projects: projects as unknown as ProjectsRepository,
    orders: orders as unknown as OrdersRepository,
    outbox: { add: async (list: Effect[]) => void effects.push(...list) },
  };
  const service = ordersService({
    ...ports,
    withTransaction: (fn) => fn(ports),
    now: () => now,
    vatPercent: 20,
    parties: { forUser: async () => null },
  });
  const notices = () =>
    effects
      .filter((effect) => effect.kind === 'notification')
      .map((effect) => effect.payload as NotificationEffect);
  const hints = (collection: string) =>
    effects
      .filter((effect) => effect.kind === 'syncHint')
      .map((effect) => effect.payload as SyncHintEffect)
      .filter((hint) => hint.collection === collection);
  return {
    creator,
    editor,
    viewer,
    owner,
    project,
    order,
    lines,
    entries,
    effects,
    activity,
    service,
    notices,
    hints,
  };
}

describe('the orders service (docs/licensing.md §3)', () => {
  it('a proposal that changes nothing writes nothing and tells no one', async () => {
    const w = world();
    const answer = await w.service.propose(w.owner, w.order.id, {
      lines: w.lines.map((line) => ({
        entryId: line.entryId!,
        price: line.price!,
        noVat: false,
        share: 100,
        comment: null,
      })),
      comment: null,
      version: 3,
    });
    expect(answer.version).toBe(3);
    expect(w.effects).toEqual([]);
    expect(w.activity).toEqual([]);
  });

  it('a changed price notifies every member but the sender, hints the owner and the members, and keeps the new VAT rate', async () => {
    const w = world();
    const answer = await w.service.propose(w.owner, w.order.id, {
      lines: [{ entryId: w.lines[0]!.entryId!, price: 150_00, noVat: false, share: 100, comment: null }],
      comment: null,
      version: 3,
    });
    expect(answer).toMatchObject({ status: 'pending', version: 4, vatPercent: 20 });
    expect(answer.lines.map((line) => [line.price, line.priceWithVat])).toEqual([
      [150_00, 180_00],
      [200_00, 240_00],
    ]);
    expect(w.notices().map((notice) => [notice.userId, notice.subType, notice.objectId])).toEqual(
      [w.creator.id, w.editor.id, w.viewer.id].map((id) => [id, 'Change Proposal', w.order.id]),
    );
    expect(new Set(w.hints('orders').flatMap((hint) => hint.userIds))).toEqual(
      new Set([w.owner.id, w.creator.id, w.editor.id, w.viewer.id]),
    );
    expect(w.activity).toEqual(['order.propose']);
  });

  it('a stale version is a conflict carrying the order as it is, and writes nothing', async () => {
    const w = world();
    await expect(
      w.service.propose(w.owner, w.order.id, {
        lines: [{ entryId: w.lines[0]!.entryId!, price: 1, noVat: false, share: 1, comment: null }],
        comment: null,
        version: 2,
      }),
    ).rejects.toMatchObject({
      statusCode: 409,
      messageKey: 'orders.conflict',
      extra: { current: { version: 3 } },
    });
    expect(w.lines[0]!.price).toBe(100_00);
    expect(w.effects).toEqual([]);
  });

  it('a partial approval agrees the chosen entries, rejects the others and tells the owner', async () => {
    const w = world();
    const answer = await w.service.approve(w.editor, w.order.id, { entryIds: [w.lines[1]!.entryId!] });
    expect(answer.status).toBe('approved_partially');
    expect(w.entries.map((entry) => entry.status)).toEqual(['rejected', 'agreed']);
    expect(w.notices().map((notice) => [notice.userId, notice.subType, notice.message])).toEqual([
      [
        w.owner.id,
        'Change Proposal Status',
        'Your proposal for the project "Quiet Harbour" was approved in part.',
      ],
    ]);
    expect(w.hints('projects')).toHaveLength(1);
  });

  it('refuses a viewer (403), an outsider (404) and the owner approving their own proposal (403)', async () => {
    const w = world();
    const body = { entryIds: [w.lines[0]!.entryId!] };
    await expect(w.service.approve(w.viewer, w.order.id, body)).rejects.toMatchObject({ statusCode: 403 });
    await expect(w.service.approve(user(), w.order.id, body)).rejects.toMatchObject({ statusCode: 404 });
    await expect(w.service.approve(w.owner, w.order.id, body)).rejects.toMatchObject({ statusCode: 403 });
    await expect(w.service.propose(w.editor, w.order.id, { lines: [], comment: null })).rejects.toMatchObject(
      {
        statusCode: 403,
      },
    );
    expect(w.effects).toEqual([]);
  });

  it('a rejection rejects every line and entry and tells the owner why', async () => {
    const w = world();
    const answer = await w.service.reject(w.creator, w.order.id, { reason: 'Over budget' });
    expect(answer).toMatchObject({ status: 'rejected', rejectReason: 'Over budget', version: 4 });
    expect(w.lines.map((line) => line.status)).toEqual(['rejected', 'rejected']);
    expect(w.entries.map((entry) => entry.status)).toEqual(['rejected', 'rejected']);
    expect(w.notices().map((notice) => notice.message)).toEqual([
      'Your proposal for the project "Quiet Harbour" was rejected: Over budget',
    ]);
  });
});
