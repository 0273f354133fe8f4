import { z } from 'zod';
import { csvText, type CsvCell } from '../csv';
import type { UsageType } from './enums';
import { formatTimeCode } from './timecode';

/**
 * The cue sheet of an episode's workspace (docs/licensing.md §2 "Cue sheet"): one row per track entry,
 * the columns broadcasters and collecting societies ask for, in the order of the entries' time in (those
 * without one last), then of the workspace. The server writes it as .xlsx (exceljs) and as CSV.
 */
export const cueSheetFormats = ['xlsx', 'csv'] as const;
export type CueSheetFormat = (typeof cueSheetFormats)[number];

/** `GET /api/project/cue-sheet/{workspaceId}?format=xlsx|csv`; .xlsx when no format is given. */
export const cueSheetQuerySchema = z.object({
  format: z.enum(cueSheetFormats, { message: 'validation.unknownOption' }).default('xlsx'),
});

/** What the cue sheet needs of an entry and its track, in workspace order. */
export interface CueSource {
  title: string;
  /** Main and featured artists, as the catalogue credits them. */
  artists: string[];
  /** The rights holder's name (the owner account, a person or a label). */
  owner: string;
  isrc: string | null;
  usageType: UsageType | null;
  timeIn: number | null;
  timeOut: number | null;
}

export const cueSheetColumns = [
  'cue',
  'title',
  'composers',
  'publisher',
  'performer',
  'isrc',
  'usageType',
  'timeIn',
  'timeOut',
  'duration',
] as const;
export type CueSheetColumn = (typeof cueSheetColumns)[number];
export type CueSheetRow = Record<CueSheetColumn, string>;

/** The English headings; the file is for broadcasters, whose forms are in English. */
export const cueSheetHeadings: Record<CueSheetColumn, string> = {
  cue: 'Cue #',
  title: 'Title',
  composers: 'Composers / authors',
  publisher: 'Publisher / owner',
  performer: 'Performer',
  isrc: 'ISRC',
  usageType: 'Usage type',
  timeIn: 'Time in',
  timeOut: 'Time out',
  duration: 'Duration',
};

/** The usage types as a cue sheet names them. */
export const usageTypeLabels: Record<UsageType, string> = {
  background_instrumental: 'Background instrumental',
  background_vocal: 'Background vocal',
  visual_instrumental: 'Visual instrumental',
  visual_vocal: 'Visual vocal',
  theme: 'Theme',
  end_titles: 'End titles',
};

const timeCode = (seconds: number | null) => (seconds === null ? '' : formatTimeCode(seconds));

/** The rows, numbered from 1 in time-in order; an entry without time in keeps its workspace place after them. */
export function cueSheetRows(sources: readonly CueSource[]): CueSheetRow[] {
  const ordered = sources
    .map((source, index) => ({ source, index }))
    .sort((a, b) => (a.source.timeIn ?? Infinity) - (b.source.timeIn ?? Infinity) || a.index - b.index);
  return ordered.map(({ source }, index) => {
    const { timeIn, timeOut } = source;
    const duration = timeIn !== null && timeOut !== null && timeOut > timeIn ? timeOut - timeIn : null;
    return {
      cue: String(index + 1),
      title: source.title,
      composers: source.artists.join(', '),
      publisher: source.owner,
      performer: source.artists.join(', '),
      isrc: source.isrc ?? '',
      usageType: source.usageType ? usageTypeLabels[source.usageType] : '',
      timeIn: timeCode(timeIn),
      timeOut: timeCode(timeOut),
      duration: timeCode(duration),
    };
  });
}

/** The columns written as numbers in CSV; every other cell is text (titles, names, time codes). */
const numericColumns: ReadonlySet<CueSheetColumn> = new Set(['cue']);

/**
 * The cue sheet as CSV (src/domain/csv.ts: RFC 4180, CRLF, formula-like text neutralised), headings first;
 * a UTF-8 byte order mark in front, so Excel reads Cyrillic titles right.
 */
export function cueSheetCsv(rows: readonly CueSheetRow[]): string {
  const cell = (row: CueSheetRow, column: CueSheetColumn): CsvCell =>
    numericColumns.has(column) && row[column] !== '' ? Number(row[column]) : row[column];
  return csvText(
    [
      cueSheetColumns.map((column) => cueSheetHeadings[column]),
      ...rows.map((row) => cueSheetColumns.map((column) => cell(row, column))),
    ],
    { bom: true },
  );
}

/** `<project> - Episode <n>[ - <title>] - cue sheet.<format>`, without characters file systems refuse. */
export function cueSheetFileName(
  projectName: string,
  episode: { number: number; title: string | null } | null,
  format: CueSheetFormat,
): string {
  const parts = [projectName];
  if (episode) parts.push(`Episode ${episode.number}`, ...(episode.title ? [episode.title] : []));
  const base = `${parts.join(' - ')} - cue sheet`.replace(/[\\/:*?"<>|]/g, '_').replace(/\s+/g, ' ');
  return `${base}.${format}`;
}
