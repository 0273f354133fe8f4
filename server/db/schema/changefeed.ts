import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The changefeed (docs/design.md §7). One global sequence orders every change of every replicated table.
 *
 * A replicated table spreads `changefeedColumns()` into its columns and gets the `cueline_changefeed_bump`
 * trigger in a custom migration (`npx drizzle-kit generate --custom --name <table>_changefeed`):
 *
 *   CREATE TRIGGER <table>_changefeed BEFORE INSERT OR UPDATE ON <table>
 *     FOR EACH ROW EXECUTE FUNCTION cueline_changefeed_bump();
 *
 * The trigger sets `seq` from `change_seq` and `updated_at` to the server clock on every insert and update,
 * so no repository can forget to. Rows are never hard-deleted: set `deleted = true`.
 */
export const changeSeq = pgSequence('change_seq');

const nextSeq = sql`nextval('change_seq')`;

export const changefeedColumns = () => ({
  seq: bigint('seq', { mode: 'number' }).notNull().default(nextSeq),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deleted: boolean('deleted').notNull().default(false),
});

/**
 * A document that a user could see and no longer can (removed from a project, …). Pull merges these in
 * as `_deleted` documents for that user only; giving access back removes the tombstone.
 */
export const syncTombstones = pgTable(
  'sync_tombstones',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    collection: text('collection').notNull(),
    docId: text('doc_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull().default(nextSeq),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.collection, t.docId] }),
    index('sync_tombstones_feed').on(t.userId, t.collection, t.seq),
  ],
);
