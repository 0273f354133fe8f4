import type { RxJsonSchema } from 'rxdb';
import type { PaymentDocument } from '../../domain/contracts';
import { paymentsJsonSchema } from './collection-schemas.generated';
import { toRxJsonSchema } from './rx-json-schema';

/** An invoice as stored locally: the wire document (src/domain/contracts) without `_deleted`. */
export type PaymentDocType = PaymentDocument;

/**
 * The `payments` collection (docs/decisions/0007-collection-budget.md): the invoices the user's contracts
 * issued, to pay or to receive. Pull-only: confirming receipt is a REST command.
 */
export const paymentsSchema: RxJsonSchema<PaymentDocType> = toRxJsonSchema(paymentsJsonSchema);
