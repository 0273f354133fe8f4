/**
 * The owner's request queue as the screen sees it (docs/licensing.md §3): flat lines, their in-memory
 * filter, order, grouping and chip counts, the filter in the address, VAT and money display, and the
 * proposal editor's fields.
 */
export * from './line';
export * from './filter';
export * from './search-params';
export * from './money';
export * from './proposal-form';
export * from './order-lines';
export * from './sorter';
