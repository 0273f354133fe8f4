import type { Media } from '../../projects/enums';
import { foldText } from '../../projects/filter';
import { requestLineStatuses, type RequestLine, type RequestLineStatus } from './line';

/**
 * The request queue's filter and order (docs/licensing.md §3 "Request queue"): run in memory on every
 * keystroke over all the owner's lines (10,000 within a frame). Sorting is done once per list and order
 * (`sortRequestLines`); the filter keeps the order it is given, so a keystroke only filters.
 */

export const requestSorts = ['date', 'price', 'project', 'status'] as const;
export type RequestSort = (typeof requestSorts)[number];
export type SortDirection = 'asc' | 'desc';
export type RequestView = 'flat' | 'grouped';

export interface RequestFilter {
  /** Every word must appear in the track, artist, project, customer or comment (case, accents and ё folded). */
  search: string;
  status: RequestLineStatus | null;
  projectId: string | null;
  /** One order's lines (an "Open proposal" link lands on them). */
  orderId: string | null;
  customerId: string | null;
  /** Lines whose media include this one. */
  media: Media | null;
  /** The first and last day sent, yyyy-mm-dd in UTC, both included; null leaves that side open. */
  from: string | null;
  to: string | null;
  sort: RequestSort;
  direction: SortDirection;
  view: RequestView;
}

/** Newest first, flat, nothing filtered out. */
export const emptyRequestFilter: RequestFilter = {
  search: '',
  status: null,
  projectId: null,
  orderId: null,
  customerId: null,
  media: null,
  from: null,
  to: null,
  sort: 'date',
  direction: 'desc',
  view: 'flat',
};

/** Each line's folded search text, kept between keystrokes; a line replaced by the database is a new key. */
export type RequestFilterCache = WeakMap<RequestLine, string>;
export const createRequestFilterCache = (): RequestFilterCache => new WeakMap();

function searchText(line: RequestLine, cache: RequestFilterCache): string {
  let text = cache.get(line);
  if (text === undefined) {
    text = foldText(
      `${line.trackTitle}\n${line.artistName}\n${line.projectName}\n${line.customerName}\n${line.comment ?? ''}`,
    );
    cache.set(line, text);
  }
  return text;
}

/** The search's words, folded once per keystroke. */
export const searchWords = (search: string): string[] => foldText(search).split(/\s+/).filter(Boolean);

/** Whether any criterion but the status narrows the list (the chips count against these). */
export function isFiltered(filter: RequestFilter): boolean {
  return (
    filter.search.trim() !== '' ||
    filter.status !== null ||
    filter.projectId !== null ||
    filter.orderId !== null ||
    filter.customerId !== null ||
    filter.media !== null ||
    filter.from !== null ||
    filter.to !== null
  );
}

export type StatusCounts = Record<RequestLineStatus | 'all', number>;

const zeroCounts = (): StatusCounts =>
  Object.fromEntries(['all', ...requestLineStatuses].map((status) => [status, 0])) as StatusCounts;

/**
 * One pass over `lines`: the lines that pass the whole filter, in the given order, and per status how many
 * pass every criterion but the status (what each chip would show if chosen).
 */
export function queryRequestLines(
  lines: readonly RequestLine[],
  filter: RequestFilter,
  cache: RequestFilterCache,
): { lines: RequestLine[]; counts: StatusCounts } {
  const words = searchWords(filter.search);
  const { status, projectId, orderId, customerId, media, from } = filter;
  // An ISO time of the last day sorts before this bound; the day after does not.
  const to = filter.to === null ? null : `${filter.to}T\uffff`;
  const counts = zeroCounts();
  const shown: RequestLine[] = [];
  outer: for (const line of lines) {
    if (projectId !== null && line.projectId !== projectId) continue;
    if (orderId !== null && line.orderId !== orderId) continue;
    if (customerId !== null && line.customerId !== customerId) continue;
    if (media !== null && !line.media.includes(media)) continue;
    if (from !== null && line.createdAt < from) continue;
    if (to !== null && line.createdAt > to) continue;
    if (words.length > 0) {
      const text = searchText(line, cache);
      for (const word of words) if (!text.includes(word)) continue outer;
    }
    counts.all += 1;
    counts[line.status] += 1;
    if (status === null || line.status === status) shown.push(line);
  }
  return { lines: shown, counts };
}

/** The lines that pass the filter, in the given order. */
export function filterRequestLines(
  lines: readonly RequestLine[],
  filter: RequestFilter,
  cache: RequestFilterCache = createRequestFilterCache(),
): RequestLine[] {
  return queryRequestLines(lines, filter, cache).lines;
}

/** How many of `lines` have each status, and all of them: the filter chips' counts. */
export function countByStatus(lines: readonly RequestLine[]): StatusCounts {
  const counts = zeroCounts();
  for (const line of lines) {
    counts.all += 1;
    counts[line.status] += 1;
  }
  return counts;
}

const statusRank = Object.fromEntries(requestLineStatuses.map((status, index) => [status, index])) as Record<
  RequestLineStatus,
  number
>;
const byNewest = (a: RequestLine, b: RequestLine) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * A sorted copy. Ties fall back to newest first, then the id, so the order is stable and total. Lines not
 * priced yet go last in either price direction; projects compare by their folded names.
 */
export function sortRequestLines(
  lines: readonly RequestLine[],
  sort: RequestSort,
  direction: SortDirection,
): RequestLine[] {
  const sign = direction === 'asc' ? 1 : -1;
  if (sort === 'date') return [...lines].sort((a, b) => -sign * byNewest(a, b));
  if (sort === 'status')
    return [...lines].sort((a, b) => sign * (statusRank[a.status] - statusRank[b.status]) || byNewest(a, b));
  if (sort === 'price')
    return [...lines].sort((a, b) => {
      if (a.price === b.price) return byNewest(a, b);
      if (a.price === null) return 1;
      if (b.price === null) return -1;
      return sign * (a.price - b.price);
    });
  // Each project's place among the folded names, worked out once: the lines then compare by integers.
  const names = new Map<string, string>();
  for (const line of lines)
    if (!names.has(line.projectId)) names.set(line.projectId, foldText(line.projectName));
  const ranked = [...names].sort(([aId, a], [bId, b]) => (a !== b ? (a < b ? -1 : 1) : aId < bId ? -1 : 1));
  const rank = new Map(ranked.map(([projectId], index) => [projectId, index]));
  const rankOf = (line: RequestLine) => rank.get(line.projectId) ?? 0;
  return [...lines].sort((a, b) => {
    const x = rankOf(a);
    const y = rankOf(b);
    return x !== y ? (x < y ? -sign : sign) : byNewest(a, b);
  });
}

export interface ProjectGroup {
  projectId: string;
  projectName: string;
  lines: RequestLine[];
}

/** The lines by project, each group where its first line falls, the lines in their given order. */
export function groupByProject(lines: readonly RequestLine[]): ProjectGroup[] {
  const groups = new Map<string, ProjectGroup>();
  for (const line of lines) {
    let group = groups.get(line.projectId);
    if (!group) {
      group = { projectId: line.projectId, projectName: line.projectName, lines: [] };
      groups.set(line.projectId, group);
    }
    group.lines.push(line);
  }
  return [...groups.values()];
}

export interface NamedOption {
  id: string;
  name: string;
}

/** The projects and customers the lines name, each once, by name: the options of the filter's dropdowns. */
export function filterOptions(lines: readonly RequestLine[]): {
  projects: NamedOption[];
  customers: NamedOption[];
} {
  const projects = new Map<string, string>();
  const customers = new Map<string, string>();
  for (const line of lines) {
    projects.set(line.projectId, line.projectName);
    customers.set(line.customerId, line.customerName);
  }
  const sorted = (map: Map<string, string>) =>
    [...map]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1));
  return { projects: sorted(projects), customers: sorted(customers) };
}
