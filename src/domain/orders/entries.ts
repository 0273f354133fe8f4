import type { EntryStatus } from '../projects/enums';
import { isRequestedOrFurther } from '../projects/status';

/**
 * Whether a request holds a track entry (docs/licensing.md §3): it was requested and not rejected, so it
 * is waiting for a proposal or an answer, or agreed and further. Such an entry is the order's: the team
 * cannot restatus it by hand (`change-statues`) or remove it from the workspace until the request is
 * answered with a rejection; a rejected entry may be archived, removed or requested again.
 */
export function heldByRequest(entry: { status: EntryStatus; orderId: string | null }): boolean {
  return entry.orderId !== null && entry.status !== 'rejected' && isRequestedOrFurther(entry.status);
}
