import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tracks } from '../../db/schema/catalog';
import { orderCopies, orderLines, orders, type OrderLineRow, type OrderRow } from '../../db/schema/orders';
import { trackEntries, workspaces, type TrackEntryRow } from '../../db/schema/projects';
import { isUuid } from '../../../src/domain/ids';
import type { OrderListQuery, RequestOwnerQuery } from '../../../src/domain/orders';
import { isEmpty } from '../../db/values';

export type NewOrder = Pick<
  typeof orders.$inferInsert,
  'projectId' | 'ownerId' | 'customerId' | 'terms' | 'legalEntityId' | 'budget' | 'comment' | 'vatPercent'
>;
export type OrderValues = Partial<
  Pick<OrderRow, 'status' | 'proposalComment' | 'rejectReason' | 'vatPercent' | 'version'>
>;
export type LineValues = Partial<Pick<OrderLineRow, 'price' | 'noVat' | 'share' | 'comment' | 'status'>>;

/** An entry with its workspace's project and its track's owner: what a request is made of. */
export interface RequestableEntry extends TrackEntryRow {
  projectId: string;
  ownerId: string;
}

const liveOrder = (id: string) => and(eq(orders.id, id), eq(orders.deleted, false));

const escapeLike = (text: string) => text.replace(/[%_\\]/g, '\\$&');

/** The request queue's conditions over `orders o` and one of its lines `l` (a jsonb element). */
function queueConditions(ownerId: string, query: RequestOwnerQuery): SQL {
  const parts: SQL[] = [sql`o.owner_id = ${ownerId}::uuid`, sql`not o.deleted`];
  if (query.status) parts.push(sql`o.status = ${query.status}`);
  if (query.projectId) parts.push(sql`o.project_id = ${query.projectId}::uuid`);
  if (query.customer) parts.push(sql`o.customer_id = ${query.customer}::uuid`);
  if (query.media) parts.push(sql`o.terms->'media' @> jsonb_build_array(${query.media}::text)`);
  if (query.from) parts.push(sql`o.created_at >= ${query.from}::date`);
  if (query.to) parts.push(sql`o.created_at < ${query.to}::date + 1`);
  if (query.text) {
    const like = `%${escapeLike(query.text)}%`;
    parts.push(sql`(l.value->>'trackTitle' ilike ${like} or l.value->>'artistName' ilike ${like}
      or o.project_name ilike ${like} or o.customer_name ilike ${like}
      or coalesce(o.comment, '') ilike ${like} or coalesce(l.value->>'comment', '') ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}

/** The only place that touches the order tables. */
export function ordersRepository(db: Db) {
  return {
    async find(id: string): Promise<OrderRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(orders).where(liveOrder(id));
      return row;
    },

    /** The order, locked until the transaction ends: two commands on one order run one after the other. */
    async lock(id: string): Promise<OrderRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(orders).where(liveOrder(id)).for('update');
      return row;
    },

    async lines(orderId: string): Promise<OrderLineRow[]> {
      return db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.position), asc(orderLines.id));
    },

    /** Entries among `ids` with their workspace's project (live workspaces only) and their track's owner. */
    async requestableEntries(ids: string[]): Promise<RequestableEntry[]> {
      const valid = ids.filter((id) => isUuid(id));
      if (valid.length === 0) return [];
      const rows = await db
        .select({ entry: trackEntries, projectId: workspaces.projectId, ownerId: tracks.ownerId })
        .from(trackEntries)
        .innerJoin(
          workspaces,
          and(eq(workspaces.id, trackEntries.workspaceId), eq(workspaces.deleted, false)),
        )
        .innerJoin(tracks, eq(tracks.id, trackEntries.trackId))
        .where(inArray(trackEntries.id, valid));
      return rows.map((row) => ({ ...row.entry, projectId: row.projectId, ownerId: row.ownerId }));
    },

    async insert(values: NewOrder): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(values).returning();
      return row!;
    },

    async insertLines(values: (typeof orderLines.$inferInsert)[]) {
      if (values.length > 0) await db.insert(orderLines).values(values);
    },

    async update(id: string, values: OrderValues) {
      if (!isEmpty(values)) await db.update(orders).set(values).where(eq(orders.id, id));
    },

    async updateLine(id: string, values: LineValues) {
      if (!isEmpty(values)) await db.update(orderLines).set(values).where(eq(orderLines.id, id));
    },

    async updateLines(orderId: string, values: LineValues) {
      if (!isEmpty(values)) await db.update(orderLines).set(values).where(eq(orderLines.orderId, orderId));
    },

    /** Rewrites the order's embedded copies, which moves its seq (the changefeed trigger); one statement. */
    async refresh(id: string): Promise<OrderRow> {
      const [row] = await db.update(orders).set(orderCopies).where(eq(orders.id, id)).returning();
      return row!;
    },

    /** The orders of projects the user is a member of, newest first. */
    async memberPage(userId: string, query: OrderListQuery) {
      const conditions: SQL[] = [sql`${userId}::uuid = any(${orders.memberIds})`, eq(orders.deleted, false)];
      if (query.projectId) conditions.push(eq(orders.projectId, query.projectId));
      if (query.status) conditions.push(eq(orders.status, query.status));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(orders).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** The owner's order lines (the request queue), newest order first, lines in order. */
    async queuePage(ownerId: string, query: RequestOwnerQuery) {
      const where = queueConditions(ownerId, query);
      const from = sql`from orders o cross join lateral jsonb_array_elements(o.lines) with ordinality as l(value, n)`;
      const [page, totals] = await Promise.all([
        db.execute(sql`select o.id, l.value as line ${from} where ${where}
          order by o.created_at desc, o.id, l.n limit ${query.limit} offset ${(query.page - 1) * query.limit}`),
        db.execute(sql`select count(*)::int as total ${from} where ${where}`),
      ]);
      const rows = (page as unknown as { rows: { id: string; line: unknown }[] }).rows;
      const total = Number((totals as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0);
      const ids = [...new Set(rows.map((row) => row.id))];
      const orderRows = ids.length > 0 ? await db.select().from(orders).where(inArray(orders.id, ids)) : [];
      const byId = new Map(orderRows.map((row) => [row.id, row]));
      return {
        rows: rows.map((row) => ({ order: byId.get(row.id)!, lineId: (row.line as { id: string }).id })),
        total,
      };
    },
  };
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;
