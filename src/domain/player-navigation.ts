/** Moving between tracks: next, previous, the end of a track and picking one (docs/product.md §4 Player). */
import { PREVIOUS_RESTARTS_AFTER_SECONDS } from './player-controls';
import {
  indexOfId,
  pickRandom,
  placeAfter,
  placeBefore,
  placeFirst,
  withoutId,
  type PlayerItem,
  type RandomSource,
} from './player-list';
import { goTo, stop, type PlayerState } from './player-state';

type State<T extends PlayerItem> = PlayerState<T>;

/** The queue and track after the current one, or null at the end with repeat off or track. */
function following<T extends PlayerItem>(
  state: State<T>,
  random: RandomSource,
): { queue: T[]; id: string } | null {
  const { queue, currentId, shuffle, repeat } = state;
  const index = indexOfId(queue, currentId);
  const ahead = queue.slice(index + 1);
  if (!shuffle) {
    const item = ahead[0] ?? (repeat === 'context' ? queue[0] : undefined);
    return item ? { queue: [...queue], id: item.id } : null;
  }
  const pick = pickRandom(ahead, random);
  if (pick) return { queue: placeAfter(queue, currentId, pick), id: pick.id };
  if (repeat !== 'context') return null;
  // A new round: a random other track goes first and every other track is ahead of it again.
  const first = pickRandom(queue.length > 1 ? withoutId(queue, currentId ?? '') : queue, random);
  return first ? { queue: placeFirst(queue, first), id: first.id } : null;
}

/**
 * The track Next will most likely play, to fetch ahead: the following one in list order (the first again
 * with repeat context). Null with shuffle on (the pick is random), repeat track, or at the end of the list.
 */
export function upcoming<T extends PlayerItem>(state: State<T>): T | null {
  const { queue, currentId, shuffle, repeat } = state;
  if (currentId === null || shuffle || repeat === 'track') return null;
  const item = queue[indexOfId(queue, currentId) + 1] ?? (repeat === 'context' ? queue[0] : undefined);
  return item && item.id !== currentId ? item : null;
}

export function next<T extends PlayerItem>(state: State<T>, random: RandomSource): State<T> {
  if (state.currentId === null) return state;
  const step = following(state, random);
  return step ? goTo({ ...state, queue: step.queue }, step.id) : stop(state);
}

/** The media finished: repeat track loops, otherwise the same as next. */
export function ended<T extends PlayerItem>(state: State<T>, random: RandomSource): State<T> {
  if (state.currentId === null) return state;
  return state.repeat === 'track' ? goTo(state, state.currentId) : next(state, random);
}

/**
 * Previous restarts the current track once more than 3 s of it has played (as most players do); otherwise
 * it goes back in list order (wrapping in repeat context, restarting at the first track), or with shuffle
 * on to a random other track, placed directly before the current one.
 */
export function previous<T extends PlayerItem>(state: State<T>, random: RandomSource): State<T> {
  const { queue, currentId } = state;
  if (currentId === null) return state;
  if (state.currentTime > PREVIOUS_RESTARTS_AFTER_SECONDS) return goTo(state, currentId);
  if (state.shuffle) {
    const pick = pickRandom(withoutId(queue, currentId), random);
    return pick
      ? goTo({ ...state, queue: placeBefore(queue, currentId, pick) }, pick.id)
      : goTo(state, currentId);
  }
  const index = indexOfId(queue, currentId);
  const item = queue[index - 1] ?? (state.repeat === 'context' ? queue[queue.length - 1] : undefined);
  return goTo(state, item?.id ?? currentId);
}

/** Plays a queued track from its start. */
export function select<T extends PlayerItem>(state: State<T>, id: string): State<T> {
  return indexOfId(state.queue, id) === -1 ? state : goTo(state, id);
}
