/**
 * Contracts, supplements, acts, EDO signing and payments shared by client and server (docs/licensing.md
 * §6): the kinds and statuses, the state machines, the list tabs, amounts in words, the API payloads and
 * the replicated `documents` and `payments` documents.
 */
export * from './enums';
export * from './machine';
export * from './tabs';
export * from './amount-words';
export * from './documents';
export * from './schemas';
export * from './limits';
export * from './terms-names';
export * from './payment-totals';
