import { describe, expect, it } from 'vitest';
import {
  requestLineStatuses,
  countByStatus,
  createRequestFilterCache,
  emptyRequestFilter,
  filterOptions,
  filterRequestLines,
  groupByProject,
  isFiltered,
  queryRequestLines,
  sortRequestLines,
  type RequestFilter,
  type RequestLine,
} from '../../src/domain/orders/queue';
import { requestLine } from '../support/request-lines';

/** Every status counted, those not named at 0 (the chips also count contract stages: issue 26 §3). */
const counted = (counts: Record<string, number>) => ({
  ...Object.fromEntries(requestLineStatuses.map((status) => [status, 0])),
  ...counts,
});

const ids = (lines: readonly RequestLine[]) => lines.map((line) => line.id);

const storm = requestLine({
  id: 'storm',
  trackTitle: 'Crème Brûlée Storm',
  artistName: 'Ёжик в тумане',
  projectName: 'Northern Lights',
  projectId: 'p-north',
  customerName: 'Anna Petrova',
  customerId: 'c-anna',
  media: ['tv', 'internet'],
  status: 'requested',
  createdAt: '2026-03-01T08:00:00.000Z',
});
const harbour = requestLine({
  id: 'harbour',
  trackTitle: 'Midnight Harbour',
  artistName: 'Velvet Echo',
  projectName: 'Coffee spot',
  projectId: 'p-coffee',
  customerName: 'Brand Studio',
  customerId: 'c-brand',
  media: ['cinema'],
  status: 'pending',
  price: 1_500_000,
  share: 100,
  comment: 'Opening titles, please confirm',
  createdAt: '2026-03-02T23:59:59.999Z',
});
const river = requestLine({
  id: 'river',
  trackTitle: 'Silver River',
  artistName: 'Golden Echo',
  projectName: 'Northern Lights',
  projectId: 'p-north',
  customerName: 'Anna Petrova',
  customerId: 'c-anna',
  media: ['streaming', 'tv'],
  status: 'approved',
  price: 90_000,
  share: 50,
  createdAt: '2026-03-03T00:00:00.000Z',
});
const ёлка = requestLine({
  id: 'elka',
  trackTitle: 'Зимняя сказка',
  artistName: 'Ёлка',
  projectName: 'Новый год',
  projectId: 'p-ny',
  customerName: 'Студия Север',
  customerId: 'c-sever',
  media: ['radio'],
  status: 'rejected',
  price: 0,
  share: 100,
  createdAt: '2026-02-28T12:00:00.000Z',
});
const all = [storm, harbour, river, ёлка];
const filter = (overrides: Partial<RequestFilter>): RequestFilter => ({
  ...emptyRequestFilter,
  ...overrides,
});

describe('request queue filter (docs/licensing.md §3 "Request queue")', () => {
  it.each<[string, Partial<RequestFilter>, string[]]>([
    ['nothing filters nothing, in the given order', {}, ['storm', 'harbour', 'river', 'elka']],
    ['a track title', { search: 'harbour' }, ['harbour']],
    ['an artist', { search: 'golden' }, ['river']],
    ['a project', { search: 'northern' }, ['storm', 'river']],
    ['a customer', { search: 'brand studio' }, ['harbour']],
    ['a comment', { search: 'confirm' }, ['harbour']],
    ['upper case typed', { search: 'MIDNIGHT' }, ['harbour']],
    ['accents left out', { search: 'creme brulee' }, ['storm']],
    ['accents typed where the text has none', { search: 'mídnight' }, ['harbour']],
    ['е typed for ё', { search: 'ежик' }, ['storm']],
    ['ё typed for ё', { search: 'ёлка' }, ['elka']],
    ['е typed for Ё in Cyrillic capitals', { search: 'ЕЛКА' }, ['elka']],
    ['Cyrillic project and customer', { search: 'новый север' }, ['elka']],
    ['every word, in any field and order', { search: 'anna silver' }, ['river']],
    ['a word no line has', { search: 'anna zzz' }, []],
    ['a prefix while typing', { search: 'mid' }, ['harbour']],
    ['blank search', { search: '   ' }, ['storm', 'harbour', 'river', 'elka']],
    ['the track id is not searched', { search: 'track-' }, []],
    ['a status', { status: 'pending' }, ['harbour']],
    ['a project', { projectId: 'p-north' }, ['storm', 'river']],
    ['a customer', { customerId: 'c-sever' }, ['elka']],
    ['one order, every line of it', { orderId: 'order-1' }, ['storm', 'harbour', 'river', 'elka']],
    ['an order no line belongs to', { orderId: 'order-9' }, []],
    ['a medium among several', { media: 'tv' }, ['storm', 'river']],
    ['a medium no line has', { media: 'podcast' }, []],
    ['from a day, that day included', { from: '2026-03-02' }, ['harbour', 'river']],
    ['to a day, its last millisecond included', { to: '2026-03-02' }, ['storm', 'harbour', 'elka']],
    ['one day', { from: '2026-03-03', to: '2026-03-03' }, ['river']],
    ['a range with nothing in it', { from: '2026-04-01', to: '2026-04-30' }, []],
    ['a range ending before it starts', { from: '2026-03-03', to: '2026-03-01' }, []],
    ['text and status together', { search: 'northern', status: 'approved' }, ['river']],
    ['project and medium together', { projectId: 'p-north', media: 'internet' }, ['storm']],
  ])('%s', (_name, overrides, expected) => {
    expect(ids(filterRequestLines(all, filter(overrides)))).toEqual(expected);
  });

  it('keeps the order it is given', () => {
    expect(ids(filterRequestLines([ёлка, river, storm], filter({ from: '2026-02-01' })))).toEqual([
      'elka',
      'river',
      'storm',
    ]);
  });

  it('folds each line once into the cache and reuses it on the next keystroke', () => {
    const cache = createRequestFilterCache();
    filterRequestLines(all, filter({ search: 'm' }), cache);
    expect(cache.get(storm)).toContain('creme brulee storm');
    expect(cache.get(storm)).toContain('ежик в тумане');
    // A cached text wins over the line's fields: the cache is keyed by the (immutable) line object.
    cache.set(storm, 'something else');
    expect(ids(filterRequestLines(all, filter({ search: 'something' }), cache))).toEqual(['storm']);
  });

  it('leaves the cache alone when there is no search', () => {
    const cache = createRequestFilterCache();
    filterRequestLines(all, filter({ status: 'pending' }), cache);
    expect(cache.has(harbour)).toBe(false);
  });

  it.each<[string, Partial<RequestFilter>, Record<string, number>]>([
    ['all lines', {}, counted({ all: 4, requested: 1, pending: 1, approved: 1, rejected: 1 })],
    [
      'the chosen status does not narrow its own counts',
      { status: 'approved' },
      counted({ all: 4, requested: 1, pending: 1, approved: 1, rejected: 1 }),
    ],
    [
      'the other criteria do',
      { projectId: 'p-north' },
      counted({ all: 2, requested: 1, pending: 0, approved: 1, rejected: 0 }),
    ],
    [
      'the search does',
      { search: 'echo' },
      counted({ all: 2, requested: 0, pending: 1, approved: 1, rejected: 0 }),
    ],
    [
      'nothing matching',
      { search: 'zzz' },
      counted({ all: 0, requested: 0, pending: 0, approved: 0, rejected: 0 }),
    ],
  ])('counts per status for the chips: %s', (_name, overrides, expected) => {
    expect(queryRequestLines(all, filter(overrides), createRequestFilterCache()).counts).toEqual(expected);
  });

  it('countByStatus counts the lines it is given', () => {
    expect(countByStatus([storm, storm, river])).toEqual(
      counted({ all: 3, requested: 2, pending: 0, approved: 1, rejected: 0 }),
    );
    expect(countByStatus([])).toEqual(
      counted({ all: 0, requested: 0, pending: 0, approved: 0, rejected: 0 }),
    );
  });

  it.each<[Partial<RequestFilter>, boolean]>([
    [{}, false],
    [{ search: '  ' }, false],
    [{ sort: 'price', direction: 'asc', view: 'grouped' }, false],
    [{ search: 'a' }, true],
    [{ status: 'pending' }, true],
    [{ projectId: 'p' }, true],
    [{ customerId: 'c' }, true],
    [{ media: 'tv' }, true],
    [{ from: '2026-01-01' }, true],
    [{ to: '2026-01-01' }, true],
  ])('isFiltered(%o) is %s', (overrides, expected) => {
    expect(isFiltered(filter(overrides))).toBe(expected);
  });
});

describe('request queue order', () => {
  const a = requestLine({
    id: 'a',
    projectName: 'beta',
    projectId: 'p2',
    status: 'approved',
    price: 500,
    createdAt: '2026-01-02T00:00:00Z',
  });
  const b = requestLine({
    id: 'b',
    projectName: 'Alpha',
    projectId: 'p1',
    status: 'requested',
    price: null,
    createdAt: '2026-01-03T00:00:00Z',
  });
  const c = requestLine({
    id: 'c',
    projectName: 'Ålpha',
    projectId: 'p3',
    status: 'pending',
    price: 100,
    createdAt: '2026-01-01T00:00:00Z',
  });
  const d = requestLine({
    id: 'd',
    projectName: 'beta',
    projectId: 'p2',
    status: 'rejected',
    price: 500,
    createdAt: '2026-01-04T00:00:00Z',
  });
  const e = requestLine({
    id: 'e',
    projectName: 'Alpha',
    projectId: 'p1',
    status: 'pending',
    price: null,
    createdAt: '2026-01-03T00:00:00Z',
  });
  const lines = [a, b, c, d, e];

  it.each<[Parameters<typeof sortRequestLines>[1], Parameters<typeof sortRequestLines>[2], string[]]>([
    ['date', 'desc', ['d', 'b', 'e', 'a', 'c']],
    ['date', 'asc', ['c', 'a', 'e', 'b', 'd']],
    ['price', 'asc', ['c', 'd', 'a', 'b', 'e']],
    ['price', 'desc', ['d', 'a', 'c', 'b', 'e']],
    // Folded names: Ålpha reads as alpha, a project of its own placed by its id; newest first inside a project.
    ['project', 'asc', ['b', 'e', 'c', 'd', 'a']],
    ['project', 'desc', ['d', 'a', 'c', 'b', 'e']],
    ['status', 'asc', ['b', 'e', 'c', 'a', 'd']],
    ['status', 'desc', ['d', 'a', 'e', 'c', 'b']],
  ])('by %s %s', (sort, direction, expected) => {
    expect(ids(sortRequestLines(lines, sort, direction))).toEqual(expected);
  });

  it('returns a copy and leaves its input as it was', () => {
    const input = [...lines];
    sortRequestLines(input, 'price', 'asc');
    expect(input).toEqual(lines);
  });
});

describe('grouping and options', () => {
  it('groups by project where each first appears, the lines in their order', () => {
    const groups = groupByProject([harbour, storm, ёлка, river]);
    expect(groups.map((group) => [group.projectId, group.projectName, ids(group.lines)])).toEqual([
      ['p-coffee', 'Coffee spot', ['harbour']],
      ['p-north', 'Northern Lights', ['storm', 'river']],
      ['p-ny', 'Новый год', ['elka']],
    ]);
    expect(groupByProject([])).toEqual([]);
  });

  it('lists each project and customer once, by name', () => {
    expect(filterOptions(all)).toEqual({
      projects: [
        { id: 'p-coffee', name: 'Coffee spot' },
        { id: 'p-north', name: 'Northern Lights' },
        { id: 'p-ny', name: 'Новый год' },
      ],
      customers: [
        { id: 'c-anna', name: 'Anna Petrova' },
        { id: 'c-brand', name: 'Brand Studio' },
        { id: 'c-sever', name: 'Студия Север' },
      ],
    });
  });
});
