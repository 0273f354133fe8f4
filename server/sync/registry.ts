import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { syncTombstone, type ReplicatedFields, type WireDocumentOf } from '../../src/domain/sync-protocol';
import type { Db } from '../db/client';
import type { SessionUser } from '../modules/auth/index';

/** A table with the changefeed columns (server/db/schema/changefeed.ts) and a single `id` key. */
export type ReplicatedTable = PgTable & {
  id: AnyPgColumn;
  seq: AnyPgColumn;
  updatedAt: AnyPgColumn;
  deleted: AnyPgColumn;
};

export type ReplicatedDocument = ReplicatedFields & Record<string, unknown>;
/** What the wire carries of a row: the document, or the tombstone of a deleted one. */
export type WireDocument = WireDocumentOf<Record<string, unknown>>;

/** What every replicated collection has: pull serves it from these (server/sync/pull.ts). */
interface CollectionBase<Row> {
  name: string;
  table: ReplicatedTable;
  /** The rows `userId` may see, as a condition on `table`. */
  visibleTo(userId: string): SQL;
  /** The wire document of a row, with `id`, `updatedAt`, `seq` and `_deleted`. */
  toDocument(row: Row): ReplicatedDocument;
  /** Users whose view of the row changes when it changes: they get a `sync` hint. */
  audience(row: Row): string[];
}

/** A collection only the server writes (through its module's commands); a push to it is refused. */
export interface PullOnlyCollection<
  Row extends { id: unknown } = { id: unknown },
> extends CollectionBase<Row> {
  pullOnly: true;
}

/**
 * A collection clients also write by push (server/sync/push.ts). Its rules are the owning module's
 * service's: `applyPush` and `applyCreate` call into it, so REST and sync share them.
 */
export interface PushableCollection<
  Row extends { id: unknown } = { id: unknown },
> extends CollectionBase<Row> {
  pullOnly: false;
  /** Document fields a client may change by push; any other change is refused with 400. */
  pushableFields: readonly string[];
  /**
   * Turns the client's changes of pushable fields into column values to write, or throws an AppError
   * when a change is not allowed (e.g. `read` may only go from false to true). A collection whose
   * documents embed rows of other tables (a workspace's scenes and entries) writes those through `tx`,
   * the push's transaction, and may answer asynchronously.
   */
  applyPush(
    changes: Record<string, unknown>,
    current: Row,
    user: SessionUser,
    tx: Db,
  ): Record<string, unknown> | Promise<Record<string, unknown>>;
  /**
   * Documents the client creates (offline too), pushed with no assumed master state, `seq: 0` and a
   * client-made UUID (a pushed seq above 0 is a pulled document, checked by seq: src/sync/SPEC.md rule 18). Returns the column values of the new row — the owner always from `user`, never from the
   * document — or null when the document cannot exist any more (e.g. its track was deleted): it then
   * comes back to the client as a deleted conflict. Throws an AppError for an invalid document.
   * Without it, a push of a document the server does not have is refused (sync.unknownDocument).
   */
  applyCreate?(doc: ReplicatedDocument, user: SessionUser, tx: Db): Promise<Record<string, unknown> | null>;
  /**
   * When an assumed master state is stale: 'seq' (the default) when the row changed at all since,
   * 'fields' only when a document field differs — so a client's consecutive pushes apply in order
   * before its pull has caught up with the new seq (a playlist edited twice in a row).
   */
  staleWhen?: 'seq' | 'fields';
}

/** One collection the client replicates (docs/design.md §6, §7); all of them are listed in collections.ts. */
export type ReplicatedCollection<Row extends { id: unknown } = { id: unknown }> =
  PullOnlyCollection<Row> | PushableCollection<Row>;

/** Types a module's collection definition; listing it in server/sync/collections.ts makes it served. */
export function defineReplicatedCollection<Row extends { id: unknown }>(
  collection: PullOnlyCollection<Row>,
): ReplicatedCollection;
export function defineReplicatedCollection<Row extends { id: unknown }>(
  collection: PushableCollection<Row>,
): PushableCollection;
export function defineReplicatedCollection<Row extends { id: unknown }>(
  collection: ReplicatedCollection<Row>,
): ReplicatedCollection {
  return collection as unknown as ReplicatedCollection;
}

/**
 * A row as pull, push conflicts and hints send it (server/sync/README.md, "Rules"): a deleted row goes as
 * its tombstone, its id, seq and `_deleted` only, so nothing written to it reaches anyone any more.
 */
export function wireDocument<Row>(
  collection: { toDocument(row: Row): ReplicatedDocument },
  row: Row,
): WireDocument {
  const document = collection.toDocument(row);
  return document._deleted ? syncTombstone(document.id, document.seq) : document;
}
