import type { RxJsonSchema } from 'rxdb';
import type { HistoryDocument } from '../../domain/library';

/** A listen as stored locally: the wire document (src/domain/library.ts) without `_deleted`. */
export type HistoryDocType = HistoryDocument;

/** The `history` collection: the user's newest listens, pull-only (HISTORY_LIMIT). */
export const historySchema: RxJsonSchema<HistoryDocType> = {
  title: 'history',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    trackId: { type: 'string', maxLength: 64 },
    listenedAt: { type: 'string', format: 'date-time', maxLength: 40 },
    updatedAt: { type: 'string', format: 'date-time' },
    seq: { type: 'number', minimum: 0 },
  },
  required: ['id', 'trackId', 'listenedAt', 'updatedAt', 'seq'],
  indexes: ['listenedAt'],
  additionalProperties: false,
};
