import { z } from 'zod';
import { PULL_LIMIT_DEFAULT, PULL_LIMIT_MAX, type ReplicatedFields, type WireDocumentOf } from './sync-rules';

/**
 * The zod schemas of the replication wire protocol; its collections, events and limits are in ./sync-rules.ts
 * (re-exported here), which the client's first load imports without zod.
 */
export * from './sync-rules';

export const checkpointSchema = z.object({ seq: z.number().int().min(0) });
export type SyncCheckpoint = z.infer<typeof checkpointSchema>;

export const pullQuerySchema = z.object({
  checkpoint: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(PULL_LIMIT_MAX).default(PULL_LIMIT_DEFAULT),
});

/**
 * A document on the wire: a live one with its own fields beside the replicated ones, or the tombstone of a
 * withdrawn one, whose fields other than id, seq and `_deleted` are dropped on the way out (SyncTombstone).
 */
const wireDocumentSchema = z.discriminatedUnion('_deleted', [
  z.looseObject({ id: z.string(), updatedAt: z.string(), seq: z.number(), _deleted: z.literal(false) }),
  z.object({ id: z.string(), seq: z.number(), _deleted: z.literal(true) }),
]);

export const pullResponseSchema = z.object({
  documents: z.array(wireDocumentSchema),
  checkpoint: checkpointSchema,
});

export interface PullResponse<Doc> {
  documents: WireDocumentOf<Doc>[];
  checkpoint: SyncCheckpoint;
}

export const pushRowSchema = z.object({
  assumedMasterState: z.record(z.string(), z.unknown()).nullable().optional(),
  newDocumentState: z.record(z.string(), z.unknown()),
});
export const pushBodySchema = z.object({ rows: z.array(pushRowSchema).max(500) });
export type PushRow<Doc> = {
  assumedMasterState?: (Doc & ReplicatedFields) | null;
  newDocumentState: Doc & ReplicatedFields;
};
/**
 * A conflict as it travels: the server's state of the row, or, for a create the collection turned down,
 * the pushed document itself marked deleted (only its id is sure to be there then).
 */
export const pushConflictSchema = z.looseObject({
  id: z.string(),
  updatedAt: z.string().optional(),
  seq: z.number().optional(),
  _deleted: z.boolean(),
});
export const pushResponseSchema = z.array(pushConflictSchema);
