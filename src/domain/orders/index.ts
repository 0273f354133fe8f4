/**
 * Requests and proposals shared by client and server (docs/licensing.md §3): their statuses, the terms,
 * the proposal's state machine, VAT in kopecks, the API payloads and the replicated `orders` document.
 */
export * from './enums';
export * from './money';
export * from './terms';
export * from './proposal';
export * from './schemas';
export * from './documents';
export * from './entries';
export * from './countries';
export * from './decline-lines';
export * from './stages';
export * from './budget';
