/** Filling and editing the player's queue (docs/product.md §4 Player). */
import {
  indexOfId,
  moveIndex,
  placeAfter,
  placeLast,
  uniqueById,
  withoutId,
  type PlayerItem,
} from './player-list';
import { close, goTo, type PlayerState } from './player-state';

type State<T extends PlayerItem> = PlayerState<T>;

/** Sets the playlist and plays `startId`, or the first track when it is missing or not in the list. */
export function startPlaylist<T extends PlayerItem>(
  state: State<T>,
  items: readonly T[],
  startId?: string,
): State<T> {
  const queue = uniqueById(items);
  const start = queue.find((item) => item.id === startId) ?? queue[0];
  if (!start) return close(state);
  return {
    ...state,
    queue,
    originalQueue: queue,
    currentId: start.id,
    currentTime: 0,
    duration: 0,
    playing: true,
  };
}

/** Applies one edit to both the play order and the list order. */
function editLists<T extends PlayerItem>(state: State<T>, edit: (items: readonly T[]) => T[]): State<T> {
  return { ...state, queue: edit(state.queue), originalQueue: edit(state.originalQueue) };
}

/**
 * Adds `item` next (after the current track) or last. An item already queued moves there instead of
 * being queued twice; the current track itself stays put. On an empty player the item becomes the
 * current track, paused.
 */
export function enqueue<T extends PlayerItem>(state: State<T>, item: T, where: 'next' | 'last'): State<T> {
  if (item.id === state.currentId) return state;
  if (state.currentId === null) {
    return { ...close(state), queue: [item], originalQueue: [item], currentId: item.id };
  }
  return editLists(state, (items) =>
    where === 'next' ? placeAfter(items, state.currentId, item) : placeLast(items, item),
  );
}

/**
 * Removes a queued track. Removing the current track moves to the one after it (the first when it was
 * last) and keeps the playing state; removing the only track empties the player.
 */
export function remove<T extends PlayerItem>(state: State<T>, id: string): State<T> {
  const index = indexOfId(state.queue, id);
  if (index === -1) return state;
  const edited = editLists(state, (items) => withoutId(items, id));
  if (edited.queue.length === 0) return close(state);
  if (id !== state.currentId) return edited;
  const replacement = edited.queue[index] ?? edited.queue[0];
  return replacement ? goTo(edited, replacement.id, state.playing) : close(state);
}

/** Moves a track within the play order; with shuffle off the list order follows. Bad indexes change nothing. */
export function reorder<T extends PlayerItem>(state: State<T>, fromIndex: number, toIndex: number): State<T> {
  const queue = moveIndex(state.queue, fromIndex, toIndex);
  if (!queue) return state;
  return { ...state, queue, originalQueue: state.shuffle ? state.originalQueue : queue };
}

/** Turning shuffle off returns to the list order. */
export function toggleShuffle<T extends PlayerItem>(state: State<T>): State<T> {
  if (state.shuffle) return { ...state, shuffle: false, queue: state.originalQueue };
  return { ...state, shuffle: true, originalQueue: state.queue };
}
