import type { WithDeleted } from 'rxdb';
import type { PushConflict, WireDocument } from './sync-transport';
import { deletionOf } from './withdrawals';

// Documents between the wire and the local schema (src/sync/SPEC.md rules 6, 14).

type LocalDoc = { id: string };

/**
 * A server document as stored locally: the fields the local schema knows, plus `_deleted` (which RxDB
 * turns into a local deletion). Fields a newer server adds are dropped until the local schema has them.
 */
export function toLocalDocument<Doc extends LocalDoc>(
  doc: PushConflict,
  fields: readonly string[],
): WithDeleted<Doc> {
  const local: Record<string, unknown> = { _deleted: doc._deleted === true };
  for (const field of fields) if (field in doc) local[field] = doc[field];
  return local as WithDeleted<Doc>;
}

/** A local document as pushed: the fields plus `_deleted`, without RxDB's bookkeeping. */
export function toWireDocument<Doc extends LocalDoc>(doc: WithDeleted<Doc>): WireDocument {
  const {
    _meta: _m,
    _rev: _r,
    _attachments: _a,
    ...fields
  } = doc as WithDeleted<Doc> & { _meta?: unknown; _rev?: unknown; _attachments?: unknown };
  return fields as unknown as WireDocument;
}

/**
 * A server state on the local schema; a tombstone (SPEC rule 6) as the deletion of `local`, the document
 * the client pushed, whose fields it keeps.
 */
export function settledConflict<Doc extends LocalDoc>(
  server: PushConflict,
  local: WithDeleted<Doc>,
  fields: readonly string[],
): WithDeleted<Doc> {
  const state = toLocalDocument<Doc>(server, fields);
  if (!state._deleted) return state;
  return deletionOf(toLocalDocument<Doc>(toWireDocument(local), fields), state);
}
