import { describe, expect, it } from 'vitest';
import {
  entriesInScreenOrder,
  groupEntries,
  isManualStatus,
  liveSelection,
  placeInScene,
  reorderEntry,
  scenesInOrder,
  selectionOf,
  settableStatuses,
  toggleAll,
  entryStatuses,
  manualEntryStatuses,
  type Scene,
} from '../../src/domain/projects';

const scene = (id: string, start: number, end: number, description = id): Scene => ({
  id,
  description,
  sceneType: 'background',
  start,
  end,
});
const entry = (id: string, sceneId: string | null) => ({ id, sceneId });
const ids = (list: { id: string }[]) => list.map((item) => item.id);

describe('scenesInOrder', () => {
  it('orders by start, then end, then description, then id, without touching the input', () => {
    const input = [scene('d', 60, 90), scene('c', 10, 30, 'b'), scene('b', 10, 30, 'a'), scene('a', 10, 20)];
    const copy = [...input];
    expect(ids(scenesInOrder(input))).toEqual(['a', 'b', 'c', 'd']);
    expect(input).toEqual(copy);
    expect(ids(scenesInOrder([scene('y', 5, 6, 'same'), scene('x', 5, 6, 'same')]))).toEqual(['x', 'y']);
  });
});

describe('groupEntries', () => {
  const scenes = [scene('late', 100, 200), scene('early', 0, 50), scene('empty', 60, 70)];

  it('puts each entry under its scene in workspace order, scenes by start, empty scenes included', () => {
    const entries = [entry('1', 'late'), entry('2', null), entry('3', 'early'), entry('4', 'late')];
    const groups = groupEntries(scenes, entries);
    expect(groups.map((group) => group.scene?.id ?? null)).toEqual(['early', 'empty', 'late', null]);
    expect(groups.map((group) => ids(group.entries))).toEqual([['3'], [], ['1', '4'], ['2']]);
  });

  it('files entries of an unknown scene under "no scene" and leaves that group out when empty', () => {
    expect(groupEntries(scenes, [entry('1', 'gone')]).at(-1)).toEqual({
      scene: null,
      entries: [entry('1', 'gone')],
    });
    expect(groupEntries(scenes, [entry('1', 'early')]).some((group) => group.scene === null)).toBe(false);
    expect(groupEntries([], [])).toEqual([]);
  });

  it('keeps every entry exactly once for 300 entries over 20 scenes', () => {
    const many = Array.from({ length: 20 }, (_, index) => scene(`s${index}`, (20 - index) * 10, 500));
    const entries = Array.from({ length: 300 }, (_, index) =>
      entry(`e${index}`, index % 7 === 0 ? null : `s${index % 20}`),
    );
    const flat = entriesInScreenOrder(many, entries);
    expect(new Set(ids(flat)).size).toBe(300);
    const starts = groupEntries(many, entries)
      .filter((group) => group.scene)
      .map((group) => group.scene!.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });
});

describe('reorderEntry', () => {
  const entries = [entry('a', 's1'), entry('b', 's1'), entry('c', 's2'), entry('d', null)];

  it('moves an entry to the place of another, down or up', () => {
    expect(ids(reorderEntry(entries, 'a', 'b'))).toEqual(['b', 'a', 'c', 'd']);
    expect(ids(reorderEntry(entries, 'c', 'a'))).toEqual(['c', 'a', 'b', 'd']);
  });

  it('takes the scene of the entry it lands on', () => {
    const moved = reorderEntry(entries, 'a', 'd');
    expect(moved.at(-1)).toEqual(entry('a', null));
    expect(reorderEntry(entries, 'd', 'c')[2]).toEqual(entry('d', 's2'));
  });

  it('leaves the list alone for unknown ids or a drop on itself', () => {
    expect(reorderEntry(entries, 'x', 'a')).toEqual(entries);
    expect(reorderEntry(entries, 'a', 'a')).toEqual(entries);
  });
});

describe('placeInScene', () => {
  it('moves the chosen entries to the scene, after the others, in their order', () => {
    const entries = [entry('a', 's1'), entry('b', null), entry('c', 's1'), entry('d', 's2')];
    const placed = placeInScene(entries, new Set(['c', 'a']), 's2');
    expect(placed).toEqual([entry('b', null), entry('d', 's2'), entry('a', 's2'), entry('c', 's2')]);
    expect(groupEntries([scene('s2', 0, 1)], placed)[0]!.entries.map((e) => e.id)).toEqual(['d', 'a', 'c']);
  });
});

describe('settableStatuses', () => {
  it('offers the manual statuses to Creator and Editor, none to User, Viewer or an outsider', () => {
    expect(settableStatuses('creator')).toEqual(manualEntryStatuses);
    expect(settableStatuses('editor')).toEqual(manualEntryStatuses);
    expect(settableStatuses('user')).toEqual([]);
    expect(settableStatuses('viewer')).toEqual([]);
    expect(settableStatuses(null)).toEqual([]);
  });

  it('counts exactly edits, not requested and archived as manual', () => {
    expect(entryStatuses.filter(isManualStatus)).toEqual(['edits', 'not_requested', 'archived']);
  });
});

describe('selection', () => {
  it('selects all, then unselects all when all were selected', () => {
    const some = toggleAll(new Set(['a']), ['a', 'b']);
    expect([...some].sort()).toEqual(['a', 'b']);
    expect(selectionOf(some, ['a', 'b'])).toBe('all');
    const none = toggleAll(some, ['a', 'b']);
    expect(none.size).toBe(0);
    expect(selectionOf(new Set(['a']), ['a', 'b'])).toBe('some');
    expect(selectionOf(new Set(), ['a'])).toBe('none');
    expect(selectionOf(new Set(), [])).toBe('none');
  });

  it('drops entries that left the workspace', () => {
    expect([...liveSelection(new Set(['a', 'gone']), [{ id: 'a' }, { id: 'b' }])]).toEqual(['a']);
  });
});
