import type { EntryStatus, ProjectStatus } from './enums';

/**
 * Entry statuses from the request on (docs/licensing.md §3: a request makes entries Requested; a rejected
 * request was still sent). Edits, Not requested and Archived are not (docs/decisions/0009-project-model.md).
 */
const requestedOrFurther: ReadonlySet<EntryStatus> = new Set([
  'requested',
  'agreed',
  'close',
  'sended_edo',
  'signed_owner',
  'signed_customer',
  'completed',
  'project_completed',
  'rejected',
]);

/** "Agreed or further" of docs/licensing.md §2: agreed, then formalization, signing and completion. */
const agreedOrFurther: ReadonlySet<EntryStatus> = new Set([
  'agreed',
  'close',
  'sended_edo',
  'signed_owner',
  'signed_customer',
  'completed',
  'project_completed',
]);

export const isRequestedOrFurther = (status: EntryStatus): boolean => requestedOrFurther.has(status);
export const isAgreedOrFurther = (status: EntryStatus): boolean => agreedOrFurther.has(status);
/** A live entry counts for the project's status; archived ones do not, removed ones no longer exist. */
export const isLiveEntry = (status: EntryStatus): boolean => status !== 'archived';

/**
 * A project's status from its entries (docs/licensing.md §2, docs/design.md §5): closed when its Creator
 * closed it; otherwise draft while no live entry is requested, agreed once every live entry is agreed or
 * further, partially_agreed once some are, in_progress in between. A project with no live entry is draft.
 */
export function projectStatus(entryStatuses: Iterable<EntryStatus>, closed = false): ProjectStatus {
  if (closed) return 'closed';
  let live = 0;
  let requested = 0;
  let agreed = 0;
  for (const status of entryStatuses) {
    if (!isLiveEntry(status)) continue;
    live += 1;
    if (isRequestedOrFurther(status)) requested += 1;
    if (isAgreedOrFurther(status)) agreed += 1;
  }
  if (requested === 0) return 'draft';
  if (agreed === live) return 'agreed';
  if (agreed > 0) return 'partially_agreed';
  return 'in_progress';
}

/** What waits for the first episode (docs/product.md §4 "Licensing rules"). */
export type EpisodeGated = 'chat' | 'request';

/**
 * docs/product.md §4 "Licensing rules": discussion, the chat and requests wait for the first episode. The
 * message key to answer with (the chat's is docs/product.md §8's), or null when the project may go on.
 */
export function episodeRequired(
  episodeCount: number,
  action: EpisodeGated,
): 'projects.chatNeedsEpisode' | 'projects.requestNeedsEpisode' | null {
  if (episodeCount > 0) return null;
  return action === 'chat' ? 'projects.chatNeedsEpisode' : 'projects.requestNeedsEpisode';
}
