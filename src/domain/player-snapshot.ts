import { DEFAULT_VOLUME, repeatModes, type RepeatMode } from './player-controls';
import { initialPlayerState, type PlayerState } from './player-state';
import type { PlayerItem } from './player-list';
import { isBoolean, isNumber, isOneOf, isRecord } from './shape';

/**
 * What the player keeps across reloads: ids rather than items, and never the playing flag, so a reload
 * never starts sound by itself. `volume` is the audible level, or the remembered one while muted.
 */
const MAX_SNAPSHOT_ITEMS = 5000;

const MAX_ID_LENGTH = 200;

interface PlayerSnapshot {
  version: 1;
  queueIds: string[];
  /** The list order, for turning shuffle off. */
  originalIds: string[];
  currentId: string | null;
  currentTime: number;
  volume: number;
  muted: boolean;
  shuffle: boolean;
  repeat: RepeatMode;
}

const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 1 && value.length <= MAX_ID_LENGTH;
const isIds = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= MAX_SNAPSHOT_ITEMS && value.every(isId);

const idsOf = (items: readonly PlayerItem[]) => items.map((item) => item.id);

export function playerSnapshot<T extends PlayerItem>(state: PlayerState<T>): PlayerSnapshot {
  return {
    version: 1,
    queueIds: idsOf(state.queue),
    originalIds: idsOf(state.originalQueue),
    currentId: state.currentId,
    currentTime: state.currentTime,
    volume: state.muted ? state.volumeBeforeMute : state.volume,
    muted: state.muted,
    shuffle: state.shuffle,
    repeat: state.repeat,
  };
}

function readJson(stored: string): unknown {
  try {
    return JSON.parse(stored);
  } catch {
    return null;
  }
}

/**
 * A stored snapshot (the object or its JSON text) with only its known fields, or null when it is missing
 * or malformed. Checked by hand: the player is on every page, the schema library is not
 * (docs/decisions/0019-first-page-weight.md; tests/domain/player-snapshot.test.ts).
 */
export function parsePlayerSnapshot(stored: unknown): PlayerSnapshot | null {
  const value = typeof stored === 'string' ? readJson(stored) : stored;
  if (!isRecord(value) || value.version !== 1) return null;
  const { queueIds, originalIds, currentId, currentTime, volume, muted, shuffle, repeat } = value;
  if (!isIds(queueIds) || !isIds(originalIds) || !(currentId === null || isId(currentId))) return null;
  if (!isNumber(currentTime) || currentTime < 0 || !isNumber(volume) || volume < 0 || volume > 1) return null;
  if (!isBoolean(muted) || !isBoolean(shuffle) || !isOneOf(repeatModes, repeat)) return null;
  return {
    version: 1,
    queueIds: [...queueIds],
    originalIds: [...originalIds],
    currentId,
    currentTime,
    volume,
    muted,
    shuffle,
    repeat,
  };
}

/** The items for `wanted` ids in that order, each once, skipping ids with no item. */
function itemsFor<T extends PlayerItem>(wanted: readonly string[], byId: ReadonlyMap<string, T>): T[] {
  const items = [...new Set(wanted)].map((id) => byId.get(id));
  return items.filter((item): item is T => item !== undefined);
}

/**
 * The player restored from a stored snapshot, paused. `items` are the queued items loaded again (any
 * order); ids without an item are dropped. A missing or malformed snapshot gives the initial state.
 */
export function restorePlayer<T extends PlayerItem>(stored: unknown, items: readonly T[]): PlayerState<T> {
  const snapshot = parsePlayerSnapshot(stored);
  if (!snapshot) return initialPlayerState<T>();
  const byId = new Map(items.map((item) => [item.id, item] as const));
  const queue = itemsFor(snapshot.queueIds, byId);
  const inQueue = new Set(idsOf(queue));
  const listed = itemsFor(snapshot.originalIds, byId).filter((item) => inQueue.has(item.id));
  const originalQueue = snapshot.shuffle
    ? [...listed, ...queue.filter((item) => !listed.includes(item))]
    : queue;
  const current = queue.find((item) => item.id === snapshot.currentId) ?? queue[0];
  const volume = snapshot.muted ? 0 : snapshot.volume;
  const remembered = snapshot.volume > 0 ? snapshot.volume : DEFAULT_VOLUME;
  return {
    ...initialPlayerState<T>(),
    queue,
    originalQueue,
    currentId: current?.id ?? null,
    currentTime: current && current.id === snapshot.currentId ? snapshot.currentTime : 0,
    volume,
    muted: snapshot.muted,
    volumeBeforeMute: remembered,
    shuffle: snapshot.shuffle,
    repeat: snapshot.repeat,
  };
}
