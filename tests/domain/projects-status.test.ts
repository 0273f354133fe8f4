import { describe, expect, it } from 'vitest';
import {
  entryStatuses,
  episodeRequired,
  isAgreedOrFurther,
  isRequestedOrFurther,
  projectStatus,
  type EntryStatus,
  type ProjectStatus,
} from '../../src/domain/projects';

/** docs/decisions/0009-project-model.md: how each entry status counts for the project's status. */
const kind: Record<EntryStatus, 'archived' | 'unrequested' | 'requested' | 'agreed'> = {
  edits: 'unrequested',
  not_requested: 'unrequested',
  requested: 'requested',
  rejected: 'requested',
  agreed: 'agreed',
  close: 'agreed',
  sended_edo: 'agreed',
  signed_owner: 'agreed',
  signed_customer: 'agreed',
  completed: 'agreed',
  project_completed: 'agreed',
  archived: 'archived',
};

/** docs/licensing.md §2 read literally, over the kinds above. */
function expected(statuses: EntryStatus[]): ProjectStatus {
  const live = statuses.filter((status) => kind[status] !== 'archived');
  const agreed = live.filter((status) => kind[status] === 'agreed').length;
  const requested = live.filter((status) => kind[status] !== 'unrequested').length;
  if (requested === 0) return 'draft';
  if (agreed === live.length) return 'agreed';
  return agreed > 0 ? 'partially_agreed' : 'in_progress';
}

/** Every multiset of `size` entry statuses. */
function* combinations(size: number, from = 0): Generator<EntryStatus[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (let index = from; index < entryStatuses.length; index += 1)
    for (const rest of combinations(size - 1, index)) yield [entryStatuses[index]!, ...rest];
}

describe('project status (docs/licensing.md §2, docs/design.md §5)', () => {
  it('classifies every entry status', () => {
    for (const status of entryStatuses) {
      expect(isAgreedOrFurther(status)).toBe(kind[status] === 'agreed');
      expect(isRequestedOrFurther(status)).toBe(kind[status] === 'agreed' || kind[status] === 'requested');
    }
  });

  it('is draft with no entries, with only archived ones, and with nothing requested', () => {
    expect(projectStatus([])).toBe('draft');
    expect(projectStatus(['archived', 'archived'])).toBe('draft');
    expect(projectStatus(['edits', 'not_requested', 'archived'])).toBe('draft');
  });

  it('moves through in_progress, partially_agreed and agreed as entries advance', () => {
    expect(projectStatus(['requested', 'edits'])).toBe('in_progress');
    expect(projectStatus(['rejected'])).toBe('in_progress');
    expect(projectStatus(['agreed', 'requested'])).toBe('partially_agreed');
    expect(projectStatus(['agreed', 'edits'])).toBe('partially_agreed');
    expect(projectStatus(['agreed', 'rejected'])).toBe('partially_agreed');
    expect(projectStatus(['agreed', 'signed_owner', 'project_completed'])).toBe('agreed');
  });

  it('ignores archived entries: the rest decide', () => {
    expect(projectStatus(['agreed', 'archived'])).toBe('agreed');
    expect(projectStatus(['requested', 'archived'])).toBe('in_progress');
  });

  it('is closed whenever the Creator closed the project, whatever its entries', () => {
    for (const statuses of combinations(2)) expect(projectStatus(statuses, true)).toBe('closed');
    expect(projectStatus([], true)).toBe('closed');
  });

  it('follows the rule for every combination of up to four entries', () => {
    let checked = 0;
    for (let size = 0; size <= 4; size += 1)
      for (const statuses of combinations(size)) {
        expect(projectStatus(statuses), statuses.join(',')).toBe(expected(statuses));
        expect(projectStatus([...statuses].reverse())).toBe(expected(statuses));
        checked += 1;
      }
    // 1 + 12 + 78 + 364 + 1365 multisets of 12 statuses.
    expect(checked).toBe(1820);
  });

  it('reads an iterable once, so a live query can pass its entries straight in', () => {
    const statuses = new Set<EntryStatus>(['agreed', 'requested']);
    expect(projectStatus(statuses.values())).toBe('partially_agreed');
  });
});

describe('the first episode (docs/product.md §4 "Licensing rules")', () => {
  it('holds the chat and requests back until there is an episode', () => {
    expect(episodeRequired(0, 'chat')).toBe('projects.chatNeedsEpisode');
    expect(episodeRequired(0, 'request')).toBe('projects.requestNeedsEpisode');
    expect(episodeRequired(1, 'chat')).toBeNull();
    expect(episodeRequired(3, 'request')).toBeNull();
  });
});
