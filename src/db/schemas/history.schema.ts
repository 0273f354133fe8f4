import type { RxJsonSchema } from 'rxdb';
import { historyDocumentSchema, type HistoryDocument } from '../../domain/library';
import { toDocumentJsonSchema } from '../../domain/document-schema';
import { toRxJsonSchema } from './rx-json-schema';

/** A listen as stored locally: the wire document (src/domain/library.ts) without `_deleted`. */
export type HistoryDocType = HistoryDocument;

/** The `history` collection: the user's newest listens, pull-only (HISTORY_LIMIT). */
export const historySchema: RxJsonSchema<HistoryDocType> = toRxJsonSchema(
  toDocumentJsonSchema(historyDocumentSchema, {
    title: 'history',
    version: 0,
    primaryKey: 'id',
    indexes: ['listenedAt'],
  }),
);
