import { z } from 'zod';
import { DEFAULT_VOLUME, repeatModes } from './player-controls';
import { initialPlayerState, type PlayerState } from './player-state';
import type { PlayerItem } from './player-list';

/**
 * What the player keeps across reloads: ids rather than items, and never the playing flag, so a reload
 * never starts sound by itself. `volume` is the audible level, or the remembered one while muted.
 */
const MAX_SNAPSHOT_ITEMS = 5000;

const ids = z.array(z.string().min(1).max(200)).max(MAX_SNAPSHOT_ITEMS);

const playerSnapshotSchema = z.object({
  version: z.literal(1),
  queueIds: ids,
  /** The list order, for turning shuffle off. */
  originalIds: ids,
  currentId: z.string().min(1).max(200).nullable(),
  currentTime: z.number().min(0),
  volume: z.number().min(0).max(1),
  muted: z.boolean(),
  shuffle: z.boolean(),
  repeat: z.enum(repeatModes),
});
type PlayerSnapshot = z.infer<typeof playerSnapshotSchema>;

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

/** A stored snapshot (the object or its JSON text), or null when it is missing or malformed. */
function parsePlayerSnapshot(stored: unknown): PlayerSnapshot | null {
  const parsed = playerSnapshotSchema.safeParse(typeof stored === 'string' ? readJson(stored) : stored);
  return parsed.success ? parsed.data : null;
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
