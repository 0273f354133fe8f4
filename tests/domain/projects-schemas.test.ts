import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addTrackSchema,
  BUDGET_MAX,
  budgetInRange,
  changeStatusesSchema,
  commentWorkspaceSchema,
  compilationFieldsSchema,
  compilationTrackSchema,
  entryFieldsSchema,
  episodeChangeSchema,
  episodeFieldsSchema,
  episodeWorkspaceSchema,
  memberChangeSchema,
  memberInviteSchema,
  memberRemoveSchema,
  moveTrackSchema,
  projectChangeSchema,
  projectFieldsSchema,
  projectListQuerySchema,
  removeTrackSchema,
  sceneChangeSchema,
  sceneFieldsSchema,
  SELECTION_MAX,
} from '../../src/domain/projects';

const ID = '0b6c3f4e-8a52-4a8e-9d7e-3f2a1c5b7d90';
const ID2 = '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';

/** The message of each failed field, by its path. */
function errors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the project form and create payload (docs/product.md §3 Project)', () => {
  it('takes a name and a type, leaving every other field unset', () => {
    expect(projectFieldsSchema.parse({ name: ' Night shift ', type: 'film' })).toEqual({
      name: 'Night shift',
      description: null,
      type: 'film',
      budgetMin: null,
      budgetMax: null,
      director: null,
      episodesCount: null,
      seasons: null,
      platforms: [],
      production: null,
      productionYear: null,
      brand: null,
      coverColor: null,
    });
  });

  it('reads the numbers multipart sends as text and drops repeated platforms', () => {
    const fields = projectFieldsSchema.parse({
      name: 'Series',
      type: 'tv_series',
      budgetMin: '150000',
      budgetMax: '9900000',
      episodesCount: '8',
      seasons: '2',
      productionYear: '2026',
      platforms: ['tv', 'streaming', 'tv'],
      coverColor: 'teal',
      description: '',
    });
    expect(fields).toMatchObject({
      budgetMin: 150_000,
      budgetMax: 9_900_000,
      episodesCount: 8,
      seasons: 2,
      productionYear: 2026,
      platforms: ['tv', 'streaming'],
      coverColor: 'teal',
      description: null,
    });
  });

  it('asks for the name and the type', () => {
    expect(errors(projectFieldsSchema, {})).toEqual({
      name: 'validation.required',
      type: 'validation.required',
    });
    expect(errors(projectFieldsSchema, { name: '   ', type: '' })).toEqual({
      name: 'validation.required',
      type: 'validation.required',
    });
  });

  it('refuses values off the lists', () => {
    expect(
      errors(projectFieldsSchema, {
        name: 'x',
        type: 'opera',
        platforms: ['tv', 'vinyl'],
        coverColor: '#ff0000',
      }),
    ).toEqual({
      type: 'validation.unknownOption',
      'platforms.1': 'validation.unknownOption',
      coverColor: 'validation.unknownOption',
    });
  });

  it('keeps the budget in whole kopecks from 0 to the cap', () => {
    const base = { name: 'x', type: 'film' };
    expect(errors(projectFieldsSchema, { ...base, budgetMin: -1 })).toEqual({
      budgetMin: 'validation.atLeast',
    });
    expect(errors(projectFieldsSchema, { ...base, budgetMin: 10.5 })).toEqual({
      budgetMin: 'validation.number',
    });
    expect(errors(projectFieldsSchema, { ...base, budgetMax: 'lots' })).toEqual({
      budgetMax: 'validation.number',
    });
    expect(errors(projectFieldsSchema, { ...base, budgetMax: BUDGET_MAX + 1 })).toEqual({
      budgetMax: 'validation.atMost',
    });
    expect(projectFieldsSchema.parse({ ...base, budgetMin: 0, budgetMax: BUDGET_MAX })).toMatchObject({
      budgetMin: 0,
      budgetMax: BUDGET_MAX,
    });
  });

  it('needs the minimum budget not above the maximum', () => {
    const base = { name: 'x', type: 'film' };
    expect(errors(projectFieldsSchema, { ...base, budgetMin: 200, budgetMax: 100 })).toEqual({
      budgetMax: 'projects.budgetRange',
    });
    expect(projectFieldsSchema.safeParse({ ...base, budgetMin: 100, budgetMax: 100 }).success).toBe(true);
    expect(projectFieldsSchema.safeParse({ ...base, budgetMin: 100 }).success).toBe(true);
    expect(projectFieldsSchema.safeParse({ ...base, budgetMax: 100 }).success).toBe(true);
    expect(budgetInRange(1, 0)).toBe(false);
    expect(budgetInRange(0, 0)).toBe(true);
    expect(budgetInRange(null, 0)).toBe(true);
    expect(budgetInRange(5, undefined)).toBe(true);
  });

  it('bounds the counts, the year and the texts', () => {
    const base = { name: 'x', type: 'film' };
    expect(
      errors(projectFieldsSchema, {
        ...base,
        episodesCount: 0,
        seasons: 101,
        productionYear: 1800,
        director: 'd'.repeat(201),
        description: 'd'.repeat(2001),
      }),
    ).toEqual({
      episodesCount: 'validation.atLeast',
      seasons: 'validation.atMost',
      productionYear: 'validation.atLeast',
      director: 'validation.tooLong',
      description: 'validation.tooLong',
    });
    expect(errors(projectFieldsSchema, { ...base, name: 'n'.repeat(1_000_000) })).toEqual({
      name: 'validation.tooLong',
    });
  });
});

describe('changing a project', () => {
  it('changes only what is sent; blank or null clears an optional field', () => {
    expect(projectChangeSchema.parse({})).toEqual({});
    expect(projectChangeSchema.parse({ director: '', budgetMin: null, removeCover: 'true' })).toEqual({
      director: null,
      budgetMin: null,
      removeCover: true,
    });
  });

  it('keeps the name required and the budget in order when both ends are sent', () => {
    expect(errors(projectChangeSchema, { name: '' })).toEqual({ name: 'validation.required' });
    expect(errors(projectChangeSchema, { budgetMin: '5', budgetMax: '4' })).toEqual({
      budgetMax: 'projects.budgetRange',
    });
  });
});

describe('episodes (docs/product.md §5 "Episode number must be between 0 and 100")', () => {
  const valid = { number: 1, duration: '00:45:00' };

  it.each([0, 1, 50, 100, '0', '100'])('accepts number %j', (number) => {
    expect(episodeFieldsSchema.parse({ ...valid, number }).number).toBe(Number(number));
  });

  it.each([-1, 101, 1000, '-1', '101'])('refuses number %j with the range message', (number) => {
    expect(errors(episodeFieldsSchema, { ...valid, number })).toEqual({ number: 'validation.episodeRange' });
  });

  it.each([1.5, 0.1, '2.5', 'one', Number.NaN, true])('refuses %j as not a whole number', (number) => {
    expect(errors(episodeFieldsSchema, { ...valid, number })).toEqual({ number: 'validation.number' });
  });

  it('asks for the number and a duration in the time format', () => {
    expect(errors(episodeFieldsSchema, { number: '', duration: '' })).toEqual({
      number: 'validation.required',
      duration: 'validation.timeFormat',
    });
    expect(errors(episodeFieldsSchema, { number: 1, duration: '99:60:00' })).toEqual({
      duration: 'validation.timeFormat',
    });
  });

  it('keeps the duration in seconds and the title optional', () => {
    expect(episodeFieldsSchema.parse({ number: 3, duration: '01:02:03', title: ' Pilot ' })).toEqual({
      number: 3,
      duration: 3723,
      title: 'Pilot',
    });
    expect(episodeFieldsSchema.parse(valid).title).toBeNull();
  });

  it('changes any field alone, with the same rules', () => {
    expect(episodeChangeSchema.parse({ title: 'Finale' })).toEqual({ title: 'Finale' });
    expect(errors(episodeChangeSchema, { number: 101 })).toEqual({ number: 'validation.episodeRange' });
  });
});

describe('scenes (docs/licensing.md §2 "Scene")', () => {
  const valid = { description: 'Car chase', sceneType: 'montage', start: '00:10:00', end: '00:12:30' };

  it('keeps start and end as seconds', () => {
    expect(sceneFieldsSchema.parse(valid)).toEqual({ ...valid, start: 600, end: 750 });
  });

  it.each([
    ['00:12:30', '00:10:00'],
    ['00:10:00', '00:10:00'],
    ['23:59:59', '00:00:00'],
  ])('refuses start %s with end %s', (start, end) => {
    expect(errors(sceneFieldsSchema, { ...valid, start, end })).toEqual({ end: 'validation.endAfterStart' });
  });

  it('asks for every field, from the lists and in the time format', () => {
    expect(errors(sceneFieldsSchema, {})).toEqual({
      description: 'validation.required',
      sceneType: 'validation.required',
      start: 'validation.timeFormat',
      end: 'validation.timeFormat',
    });
    expect(errors(sceneFieldsSchema, { ...valid, sceneType: 'chase', start: '1:00' })).toEqual({
      sceneType: 'validation.unknownOption',
      start: 'validation.timeFormat',
    });
  });

  it('checks a change only when it sends both times', () => {
    expect(sceneChangeSchema.parse({ end: '00:00:01' })).toEqual({ end: 1 });
    expect(errors(sceneChangeSchema, { start: '00:00:05', end: '00:00:05' })).toEqual({
      end: 'validation.endAfterStart',
    });
  });
});

describe('track entries (docs/licensing.md §2 "Track entry")', () => {
  it('takes in and out as time codes, out after in', () => {
    expect(entryFieldsSchema.parse({ timeIn: '00:01:00', timeOut: '00:01:30', usageType: 'theme' })).toEqual({
      timeIn: 60,
      timeOut: 90,
      usageType: 'theme',
    });
    expect(errors(entryFieldsSchema, { timeIn: '00:01:30', timeOut: '00:01:30' })).toEqual({
      timeOut: 'validation.endAfterStart',
    });
    expect(errors(entryFieldsSchema, { timeIn: '00:02:00', timeOut: '00:01:00' })).toEqual({
      timeOut: 'validation.endAfterStart',
    });
  });

  it('lets either time stay unset and clears with blanks', () => {
    expect(entryFieldsSchema.parse({ timeIn: '00:00:10' })).toEqual({ timeIn: 10 });
    expect(entryFieldsSchema.parse({ timeIn: '', timeOut: null, sceneId: null, comment: ' ' })).toEqual({
      timeIn: null,
      timeOut: null,
      sceneId: null,
      comment: null,
    });
  });

  it('refuses unknown usage types, bad times and bad scene ids', () => {
    expect(errors(entryFieldsSchema, { usageType: 'loud', timeOut: '24:00:00', sceneId: 'scene-1' })).toEqual(
      {
        usageType: 'validation.unknownOption',
        timeOut: 'validation.timeFormat',
        sceneId: 'validation.invalidId',
      },
    );
  });
});

describe('members (docs/licensing.md §2 "Members")', () => {
  it('invites an address with a role below Creator', () => {
    expect(memberInviteSchema.parse({ email: ' Ann@Example.COM ', role: 'viewer' })).toEqual({
      email: 'ann@example.com',
      role: 'viewer',
    });
  });

  it('asks for the e-mail and the role', () => {
    expect(errors(memberInviteSchema, { email: '' })).toEqual({
      email: 'validation.emailRequired',
      role: 'validation.selectRole',
    });
    expect(errors(memberInviteSchema, { email: 'ann@', role: 'creator' })).toEqual({
      email: 'validation.invalidEmail',
      role: 'validation.unknownOption',
    });
  });

  it('changes and removes a member by user id', () => {
    expect(memberChangeSchema.parse({ userId: ID, role: 'editor' })).toEqual({ userId: ID, role: 'editor' });
    expect(errors(memberChangeSchema, { userId: 'ann', role: 'owner' })).toEqual({
      userId: 'validation.invalidId',
      role: 'validation.unknownOption',
    });
    expect(errors(memberRemoveSchema, {})).toEqual({ userId: 'validation.invalidId' });
  });
});

describe('placing tracks', () => {
  it('adds a selection of tracks to a workspace, each once', () => {
    expect(addTrackSchema.parse({ tracksId: [ID, ID.toUpperCase(), ID2], projectWorkspaceId: ID })).toEqual({
      tracksId: [ID, ID2],
      projectWorkspaceId: ID,
    });
    expect(errors(addTrackSchema, { tracksId: [] })).toEqual({
      tracksId: 'validation.selectTrack',
      projectWorkspaceId: 'validation.invalidId',
    });
    expect(errors(addTrackSchema, { tracksId: ['x'], projectWorkspaceId: ID })).toEqual({
      'tracksId.0': 'validation.invalidId',
    });
    const many = Array.from({ length: SELECTION_MAX + 1 }, () => ID);
    expect(errors(addTrackSchema, { tracksId: many, projectWorkspaceId: ID })).toEqual({
      tracksId: 'validation.atMostItems',
    });
  });

  it('removes tracks, composer orders or single entries, at least one of them', () => {
    expect(removeTrackSchema.parse({ tracksId: [ID], projectWorkspaceId: ID2 })).toEqual({
      tracksId: [ID],
      projectWorkspaceId: ID2,
      composerOrdersId: [],
      trackEntryIds: [],
    });
    expect(removeTrackSchema.safeParse({ composerOrdersId: [ID], projectWorkspaceId: ID2 }).success).toBe(
      true,
    );
    expect(removeTrackSchema.parse({ trackEntryIds: [ID], projectWorkspaceId: ID2 })).toMatchObject({
      tracksId: [],
      trackEntryIds: [ID],
    });
    expect(errors(removeTrackSchema, { projectWorkspaceId: ID2 })).toEqual({
      tracksId: 'validation.selectTrack',
    });
  });

  it('moves entries to a workspace and, optionally, a scene', () => {
    expect(moveTrackSchema.parse({ trackEntryIds: [ID], projectWorkspaceId: ID2 })).toEqual({
      trackEntryIds: [ID],
      projectWorkspaceId: ID2,
      sceneId: null,
    });
    expect(errors(moveTrackSchema, { trackEntryIds: [], projectWorkspaceId: ID2, sceneId: 'x' })).toEqual({
      trackEntryIds: 'validation.selectTrack',
      sceneId: 'validation.invalidId',
    });
  });

  it('sets by hand only the statuses before a request, and archive', () => {
    for (const status of ['edits', 'not_requested', 'archived'])
      expect(changeStatusesSchema.parse({ trackEntryIds: [ID], status }).status).toBe(status);
    for (const status of ['requested', 'agreed', 'completed', 'closed'])
      expect(errors(changeStatusesSchema, { trackEntryIds: [ID], status })).toEqual({
        status: 'validation.unknownOption',
      });
    expect(errors(changeStatusesSchema, { trackEntryIds: [ID] })).toEqual({ status: 'validation.required' });
  });
});

describe('workspace comment, episode binding and compilations', () => {
  it('comments a workspace, blank clearing it', () => {
    expect(commentWorkspaceSchema.parse({ comment: ' Keep it quiet ' })).toEqual({
      comment: 'Keep it quiet',
    });
    expect(commentWorkspaceSchema.parse({ comment: '' })).toEqual({ comment: null });
    expect(errors(commentWorkspaceSchema, { comment: 'c'.repeat(2001) })).toEqual({
      comment: 'validation.tooLong',
    });
    expect(errors(commentWorkspaceSchema, { comment: 42 })).toEqual({ comment: 'validation.invalidType' });
  });

  it('binds a workspace to an episode or unbinds it', () => {
    expect(episodeWorkspaceSchema.parse({ episodeId: null })).toEqual({ episodeId: null });
    expect(errors(episodeWorkspaceSchema, { episodeId: 'e1' })).toEqual({
      episodeId: 'validation.invalidId',
    });
  });

  it('names a compilation and adds one track at a time', () => {
    expect(compilationFieldsSchema.parse({ name: ' Shortlist ' })).toEqual({ name: 'Shortlist' });
    expect(errors(compilationFieldsSchema, { name: ' ' })).toEqual({ name: 'validation.required' });
    expect(errors(compilationFieldsSchema, { name: 'n'.repeat(101) })).toEqual({
      name: 'validation.tooLong',
    });
    expect(errors(compilationTrackSchema, { trackId: 7 })).toEqual({ trackId: 'validation.invalidId' });
  });
});

describe('the projects list query', () => {
  it('pages by default and reads the filters from the query string', () => {
    expect(projectListQuerySchema.parse({})).toEqual({ page: 1, limit: 30 });
    expect(
      projectListQuerySchema.parse({
        page: '2',
        search: ' noir ',
        type: 'film',
        status: 'draft',
        archived: 'true',
      }),
    ).toEqual({ page: 2, limit: 30, search: 'noir', type: 'film', status: 'draft', archived: true });
  });

  it('refuses filters off the lists', () => {
    expect(errors(projectListQuerySchema, { type: 'opera', status: 'active' })).toEqual({
      type: 'validation.unknownOption',
      status: 'validation.unknownOption',
    });
  });
});
