import {
  createPlayerReducer,
  initialPlayerState,
  type PlayerAction,
  type PlayerState,
} from '../../src/domain/player';

/** Test data for the player suites: a queued item and players built through the reducer. */
export interface Track {
  id: string;
  title: string;
}
export type State = PlayerState<Track>;

export const track = (id: string): Track => ({ id, title: `Track ${id}` });
export const ids = (items: readonly Track[]) => items.map((item) => item.id);

/** A reducer whose random source returns `values` in turn. */
export function reducerWith(...values: number[]) {
  let call = 0;
  return createPlayerReducer(() => values[call++ % values.length] ?? 0);
}
const reduce = reducerWith(0);

export const run = (state: State, actions: PlayerAction<Track>[], reducer = reduce) =>
  actions.reduce((result, action) => reducer(result, action), state);

/** A player that started the playlist `list` (one letter per track id) at `startId`, with `extra` laid over it. */
export function started(list: string, startId?: string, extra: Partial<State> = {}): State {
  const items = list.split('').map(track);
  return { ...reduce(initialPlayerState<Track>(), { type: 'startPlaylist', items, startId }), ...extra };
}
