/**
 * The project workspace shared by client and server (docs/licensing.md §2, §7; docs/product.md §3, §4, §5;
 * docs/design.md §5): its lists, the rights of project roles, the status rule, time codes, the forms and
 * payloads of the API, and the replicated `projects` and `workspaces` documents.
 */
export * from './enums';
export * from './rights';
export * from './status';
export * from './episodes';
export * from './budget';
export * from './timecode';
export * from './schemas';
export * from './documents';
export * from './cue-sheet';
export { SHARE_TOKEN_PATTERN, shareQuerySchema } from '../library';
export * from './workspace-view';
export * from './filter';
