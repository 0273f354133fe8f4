import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { OrderTerms } from '../../../src/domain/orders';
import { tracks } from './catalog';
import { changefeedColumns } from './changefeed';
import { projects, trackEntries, workspaces } from './projects';
import { users } from './users';

/** A line of an order as embedded in its replicated row; the document adds the price with VAT. */
export interface StoredOrderLine {
  id: string;
  entryId: string | null;
  workspaceId: string;
  episodeNumber: number | null;
  trackId: string;
  trackTitle: string;
  artistName: string;
  timeIn: number | null;
  timeOut: number | null;
  usageType: string | null;
  price: number | null;
  noVat: boolean;
  share: number | null;
  comment: string | null;
  status: string;
}

/**
 * Requests and proposals (docs/licensing.md §3). One order is one owner's part of a request: the lines of
 * that owner's tracks, with the proposal per line. `orders` is replicated (the `orders` collection): its
 * row keeps a copy of its lines (`lines`, with each line's track and entry) and of its audience
 * (`member_ids`, the project's members; the owner is `owner_id`), rewritten with every change of a line
 * or of the project's members (server/sync/README.md "Documents with embedded children"). The lines in
 * `order_lines` are the source of truth.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The member who sent the request. */
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `requested` until the owner proposes, then the proposal's status (src/domain/orders/enums.ts). */
    status: text('status').notNull().default('requested'),
    terms: jsonb('terms').$type<OrderTerms>().notNull(),
    /** The customer's legal entity (the contracts issue adds the table it refers to). */
    legalEntityId: uuid('legal_entity_id'),
    /** Kopecks. */
    budget: bigint('budget', { mode: 'number' }),
    comment: text('comment'),
    proposalComment: text('proposal_comment'),
    rejectReason: text('reject_reason'),
    /** The VAT rate (%) of the proposal's amounts with VAT: the configuration's when last proposed. */
    vatPercent: integer('vat_percent').notNull(),
    /** Moves with every command; a command based on another version is a conflict. */
    version: integer('version').notNull().default(0),
    projectName: text('project_name').notNull().default(''),
    ownerName: text('owner_name').notNull().default(''),
    customerName: text('customer_name').notNull().default(''),
    memberIds: uuid('member_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    lines: jsonb('lines').$type<StoredOrderLine[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...changefeedColumns(),
  },
  (t) => [
    index('orders_member_ids').using('gin', t.memberIds),
    index('orders_owner').on(t.ownerId, t.createdAt),
    index('orders_project').on(t.projectId),
    index('orders_seq').on(t.seq),
  ],
);

/** One requested track entry of an order, with the owner's proposal for it. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The workspace's track entry; null once the team removed it from the workspace. */
    entryId: uuid('entry_id').references(() => trackEntries.id, { onDelete: 'set null' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    /** Kopecks without VAT; null until proposed. */
    price: bigint('price', { mode: 'number' }),
    noVat: boolean('no_vat').notNull().default(false),
    /** The owner's share of the rights, 1–100 %. */
    share: integer('share'),
    comment: text('comment'),
    status: text('status').notNull().default('requested'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('order_lines_order').on(t.orderId, t.position),
    index('order_lines_owner').on(t.ownerId),
    index('order_lines_entry').on(t.entryId),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/**
 * The embedded copies of an order row (`orders o`), as SQL expressions: its lines with their track and
 * their entry as the workspace has it now (a moved entry reads its new workspace), the names of its
 * project, owner and customer, and the project's members. Both the orders repository (after a command)
 * and the projects repository (after a change of the project, its members or its entries) rewrite them.
 */
export const orderCopyColumns = (o: SQL) => ({
  lines: sql`coalesce((select jsonb_agg(jsonb_build_object('id', l.id, 'entryId', l.entry_id,
      'workspaceId', coalesce(te.workspace_id, l.workspace_id),
      'episodeNumber', (select e.number from workspaces w join episodes e on e.id = w.episode_id
        where w.id = coalesce(te.workspace_id, l.workspace_id)),
      'trackId', l.track_id, 'trackTitle', t.title, 'artistName', t.main_artist_name,
      'timeIn', te.time_in, 'timeOut', te.time_out, 'usageType', te.usage_type,
      'price', l.price, 'noVat', l.no_vat, 'share', l.share, 'comment', l.comment, 'status', l.status)
      order by l.position, l.id)
    from order_lines l join tracks t on t.id = l.track_id left join track_entries te on te.id = l.entry_id
    where l.order_id = ${o}.id), '[]'::jsonb)`,
  projectName: sql`(select p.name from projects p where p.id = ${o}.project_id)`,
  memberIds: sql`(select p.member_ids from projects p where p.id = ${o}.project_id)`,
  ownerName: sql`coalesce((select trim(u.first_name || ' ' || u.last_name) from users u
    where u.id = ${o}.owner_id), '')`,
  customerName: sql`coalesce((select trim(u.first_name || ' ' || u.last_name) from users u
    where u.id = ${o}.customer_id), '')`,
});

/** Every copy of `orders`, as the values of an update of that table (`update(orders).set(orderCopies)`). */
export const orderCopies = (() => {
  const copies = orderCopyColumns(sql.raw('orders'));
  return {
    lines: copies.lines,
    projectName: copies.projectName,
    memberIds: copies.memberIds,
    ownerName: copies.ownerName,
    customerName: copies.customerName,
  };
})();
