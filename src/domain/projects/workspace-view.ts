import { manualEntryStatuses, type EntryStatus, type ManualEntryStatus, type ProjectRole } from './enums';
import type { Scene, TrackEntry } from './documents';
import { can } from './rights';

/**
 * How the workspace screen lays out an episode's scenes and entries (docs/licensing.md §2): scenes by
 * their start, each with its entries in workspace order, then the entries placed in no scene. Pure, so
 * the screen, its tests and the bench agree on the order.
 */

/** Scenes by start, then end, then description; the id breaks ties so the order is total. */
export function scenesInOrder(scenes: readonly Scene[]): Scene[] {
  return [...scenes].sort(
    (a, b) =>
      a.start - b.start ||
      a.end - b.end ||
      a.description.localeCompare(b.description) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

export interface EntryGroup<E extends Pick<TrackEntry, 'id' | 'sceneId'> = TrackEntry> {
  /** The scene, or null for the entries placed in none (or in a scene that no longer exists). */
  scene: Scene | null;
  entries: E[];
}

/**
 * One group per scene in scene order (empty scenes included, so a new scene shows at once), then the
 * "no scene" group when it holds anything. Entries keep their workspace order inside a group.
 */
export function groupEntries<E extends Pick<TrackEntry, 'id' | 'sceneId'>>(
  scenes: readonly Scene[],
  entries: readonly E[],
): EntryGroup<E>[] {
  const ordered = scenesInOrder(scenes);
  const byScene = new Map<string, E[]>(ordered.map((scene) => [scene.id, []]));
  const loose: E[] = [];
  for (const entry of entries) {
    const list = entry.sceneId ? byScene.get(entry.sceneId) : undefined;
    if (list) list.push(entry);
    else loose.push(entry);
  }
  const groups: EntryGroup<E>[] = ordered.map((scene) => ({ scene, entries: byScene.get(scene.id)! }));
  if (loose.length > 0) groups.push({ scene: null, entries: loose });
  return groups;
}

/**
 * The workspace's entries with `entryId` moved to the place of `beforeId` (its index in the full list),
 * taking that entry's scene: reordering inside a group and dropping into another group are one rule.
 * Unknown ids leave the list as it was.
 */
export function reorderEntry<E extends Pick<TrackEntry, 'id' | 'sceneId'>>(
  entries: readonly E[],
  entryId: string,
  beforeId: string,
): E[] {
  const from = entries.findIndex((entry) => entry.id === entryId);
  const to = entries.findIndex((entry) => entry.id === beforeId);
  if (from < 0 || to < 0 || from === to) return [...entries];
  const next = [...entries];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, { ...moved!, sceneId: entries[to]!.sceneId });
  return next;
}

/** The entries with those ids placed in `sceneId` (null: no scene), appended after that scene's entries. */
export function placeInScene<E extends Pick<TrackEntry, 'id' | 'sceneId'>>(
  entries: readonly E[],
  ids: ReadonlySet<string>,
  sceneId: string | null,
): E[] {
  const stay = entries.filter((entry) => !ids.has(entry.id));
  const moved = entries.filter((entry) => ids.has(entry.id)).map((entry) => ({ ...entry, sceneId }));
  return [...stay, ...moved];
}

/** The entries in play order: the groups read top to bottom (what "Play workspace" queues). */
export function entriesInScreenOrder<E extends Pick<TrackEntry, 'id' | 'sceneId'>>(
  scenes: readonly Scene[],
  entries: readonly E[],
): E[] {
  return groupEntries(scenes, entries).flatMap((group) => group.entries);
}

/**
 * The statuses a member may set on entries by hand (`change-statues`, docs/licensing.md §2): the manual
 * ones, for a member with the edit right; none for the others.
 */
export function settableStatuses(role: ProjectRole | null | undefined): readonly ManualEntryStatus[] {
  return can(role, 'edit') ? manualEntryStatuses : [];
}

/** Whether an entry's status may be replaced by hand: not while a request or document holds it. */
export function isManualStatus(status: EntryStatus): status is ManualEntryStatus {
  return (manualEntryStatuses as readonly EntryStatus[]).includes(status);
}

/**
 * A selection of entries kept to those still in the workspace (another member may remove some while
 * they are selected).
 */
export function liveSelection(selected: ReadonlySet<string>, entries: readonly Pick<TrackEntry, 'id'>[]) {
  const present = new Set(entries.map((entry) => entry.id));
  return new Set([...selected].filter((id) => present.has(id)));
}

/** Selects or unselects every id at once (a group's or the workspace's "select all" box). */
export function toggleAll(selected: ReadonlySet<string>, ids: readonly string[]): Set<string> {
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const next = new Set(selected);
  for (const id of ids) {
    if (all) next.delete(id);
    else next.add(id);
  }
  return next;
}

/** "all", "some" or "none" of the ids are selected: the state of a select-all checkbox. */
export function selectionOf(selected: ReadonlySet<string>, ids: readonly string[]): 'all' | 'some' | 'none' {
  const count = ids.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === ids.length ? 'all' : 'some';
}
