import type { MigrationStrategies, RxJsonSchema } from 'rxdb';
import type { ContractDocument } from '../../domain/contracts';
import { documentsJsonSchema } from './collection-schemas.generated';
import { toRxJsonSchema } from './rx-json-schema';

/** A contract, supplement or act as stored locally: the wire document (src/domain/contracts) without `_deleted`. */
export type ContractDocType = ContractDocument;

/**
 * The `documents` collection (docs/decisions/0007-collection-budget.md): the contracts, supplements and
 * acts of the user's projects and orders. Pull-only: signing and rejecting are REST commands.
 */
export const documentsSchema: RxJsonSchema<ContractDocType> = toRxJsonSchema(documentsJsonSchema);

/**
 * v0 → v1: parties may carry the admin's `verified` mark and lines a supplement's `change` (its previous
 * terms); version 0 documents have neither and stay as they are.
 */
export const documentsMigrations: MigrationStrategies = {
  1: (doc: Record<string, unknown>) => doc,
  // v1 → v2: a supplement changing terms may carry its `priceStatus` (docs/decisions/0053); older
  // documents have none, which reads as null.
  2: (doc: Record<string, unknown>) => doc,
};
