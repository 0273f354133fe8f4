/**
 * The fixed lists of contracts, EDO and payments (docs/licensing.md §6, docs/product.md §4 "Contract").
 * Values are stable wire names; the UI translates them.
 */

/** What a document is: the contract itself, a supplement to a signed contract, or the act closing it. */
export const documentKinds = ['contract', 'supplement', 'act'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** docs/product.md §4 "Contract": every status a document of any kind may read. */
export const documentStatuses = [
  'draft',
  'rejected',
  'signed_owner',
  'signed_customer',
  'signed_completed',
  'finalized',
  'signed_supplement_owner',
  'signed_supplement_customer',
  'completed',
  'act_signed_owner',
  'act_signed_customer',
  'project_completed',
] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

/** The two parties of every document: the rights owner (licensor) and the customer (licensee). */
export const documentSides = ['owner', 'customer'] as const;
export type DocumentSide = (typeof documentSides)[number];

/** An invoice is awaiting payment until the owner confirms receipt. */
export const paymentStatuses = ['awaiting', 'paid'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** docs/product.md §4 "Contract list tabs". */
export const contractTabs = [
  'all',
  'signed',
  'archive',
  'draft',
  'at_signing',
  'awaiting_signature',
] as const;
export type ContractTab = (typeof contractTabs)[number];

/** docs/product.md §4 "EDO tabs". */
export const edoTabs = ['contract', 'act_transfer', 'supplement', 'agreement_transfer'] as const;
export type EdoTab = (typeof edoTabs)[number];

/** Company rights (docs/licensing.md §5): 1 view, 2 prepare, 3 sign, 4 manage payments, 5 manage members. */
export const RIGHT_VIEW = 1;
export const RIGHT_PREPARE = 2;
export const RIGHT_SIGN = 3;
export const RIGHT_PAYMENTS = 4;
export const RIGHT_MEMBERS = 5;

/** Days an invoice gives the customer to pay. */
export const INVOICE_DUE_DAYS = 10;

/**
 * Where the price of a supplement's change of terms stands (docs/decisions/0053): the owner has yet to
 * propose it, has proposed it and the customer has yet to agree, or both agreed.
 */
export const supplementPriceStatuses = ['awaiting', 'proposed', 'agreed'] as const;
export type SupplementPriceStatus = (typeof supplementPriceStatuses)[number];
