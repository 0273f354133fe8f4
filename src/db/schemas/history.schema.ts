import type { RxJsonSchema } from 'rxdb';
import type { HistoryDocument } from '../../domain/library';
import { historyJsonSchema } from './collection-schemas.generated';
import { toRxJsonSchema } from './rx-json-schema';

/** A listen as stored locally: the wire document (src/domain/library.ts) without `_deleted`. */
export type HistoryDocType = HistoryDocument;

/** The `history` collection: the user's newest listens, pull-only (HISTORY_LIMIT). */
export const historySchema: RxJsonSchema<HistoryDocType> = toRxJsonSchema(historyJsonSchema);
