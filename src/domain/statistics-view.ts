import { csvText } from './csv';
import type { StatisticsInterval } from './statistics';

/** The statistics screen's period choices (issue 14): three presets and a custom range of UTC days. */
export const periodPresets = ['7d', '30d', '12m', 'custom'] as const;
export type PeriodPreset = (typeof periodPresets)[number];

export interface StatisticsPeriod {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const presetDays: Record<Exclude<PeriodPreset, 'custom'>, number> = { '7d': 7, '30d': 30, '12m': 365 };

/** The period of a preset ending today (UTC), or the custom range as given. */
export function periodOf(preset: PeriodPreset, now: Date, custom: StatisticsPeriod): StatisticsPeriod {
  if (preset === 'custom') return custom;
  const to = dayOf(now.getTime());
  return { from: dayOf(Date.parse(`${to}T00:00:00Z`) - (presetDays[preset] - 1) * DAY_MS), to };
}

/** Days in a period, both ends included (0 when it is not a valid, ordered period). */
export function periodLength({ from, to }: StatisticsPeriod): number {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  return Number.isFinite(days) && days > 0 ? Math.round(days) : 0;
}

/** The series' interval for a period: daily up to three months, weekly up to a year and a bit, then monthly. */
export function intervalFor(period: StatisticsPeriod): StatisticsInterval {
  const days = periodLength(period);
  if (days <= 92) return 'day';
  return days <= 400 ? 'week' : 'month';
}

/** One table a chart shows: column headers and rows of cells, the same for its table view and its CSV. */
export interface ChartTable {
  columns: string[];
  rows: (string | number)[][];
}

/**
 * The CSV of a chart's table (src/domain/csv.ts: RFC 4180, CRLF lines, formula-like text neutralised).
 * Numbers are written as they are shown in the table.
 */
export function tableCsv(table: ChartTable): string {
  return csvText([table.columns, ...table.rows]);
}

/** What the figures are narrowed to: all tracks, or one track, album or artist. */
export type FigureFilter = { kind: 'all' } | { kind: 'track' | 'album' | 'artist'; id: string; name: string };

interface FilterSource {
  _id: string;
  title: string;
  artist: string;
  artistId: string;
  album: string | null;
  albumId: string | null;
}

/** The filters a list of the owner's tracks offers: each track, album and artist once, in list order. */
export function filterChoices(tracks: FilterSource[]): FigureFilter[] {
  const seen = new Set<string>();
  const choices: FigureFilter[] = [];
  const add = (choice: Exclude<FigureFilter, { kind: 'all' }>) => {
    const key = `${choice.kind}:${choice.id}`;
    if (seen.has(key)) return;
    seen.add(key);
    choices.push(choice);
  };
  for (const track of tracks) add({ kind: 'track', id: track._id, name: track.title });
  for (const track of tracks)
    if (track.albumId && track.album) add({ kind: 'album', id: track.albumId, name: track.album });
  for (const track of tracks) add({ kind: 'artist', id: track.artistId, name: track.artist });
  return choices;
}

/** The query ids of a filter. */
export function filterQuery(filter: FigureFilter): { trackId?: string; albumId?: string; artistId?: string } {
  if (filter.kind === 'all') return {};
  return { [`${filter.kind}Id`]: filter.id };
}

export const filterKey = (filter: FigureFilter) =>
  filter.kind === 'all' ? 'all' : `${filter.kind}:${filter.id}`;
