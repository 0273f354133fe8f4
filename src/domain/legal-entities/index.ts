/**
 * Legal entities and company roles shared by client and server (docs/licensing.md §5): the check digits
 * of the TIN and bank accounts, the form and payloads, roles and rights, the API answers.
 */
export * from './check-digits';
export * from './roles';
export * from './schemas';
export * from './answers';
export * from './notifications';
