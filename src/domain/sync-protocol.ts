import { z } from 'zod';
import { PULL_LIMIT_DEFAULT, PULL_LIMIT_MAX, type ReplicatedFields } from './sync-rules';

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

/** A document on the wire: its own fields beside the replicated ones. */
const wireDocumentSchema = z.looseObject({
  id: z.string(),
  updatedAt: z.string(),
  seq: z.number(),
  _deleted: z.boolean(),
});

export const pullResponseSchema = z.object({
  documents: z.array(wireDocumentSchema),
  checkpoint: checkpointSchema,
});

export interface PullResponse<Doc> {
  documents: (Doc & ReplicatedFields)[];
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
export const pushConflictSchema = wireDocumentSchema.partial({ updatedAt: true, seq: true });
export const pushResponseSchema = z.array(pushConflictSchema);
