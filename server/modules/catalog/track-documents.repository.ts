import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tracks, type TrackRow } from '../../db/schema/catalog';

/** The columns a track's document is made of (tracks.collection.ts `toTrackDocument`). */
export type TrackDocumentRow = Pick<
  TrackRow,
  | 'id'
  | 'title'
  | 'mainArtistId'
  | 'mainArtistName'
  | 'artists'
  | 'albumId'
  | 'albumTitle'
  | 'coverKey'
  | 'audioType'
  | 'audioWavKey'
  | 'duration'
  | 'bitrate'
  | 'sampleRate'
  | 'channels'
  | 'codec'
  | 'waveform'
  | 'language'
  | 'genres'
  | 'moods'
  | 'instruments'
  | 'tags'
  | 'tempo'
  | 'bpm'
  | 'density'
  | 'vocalType'
  | 'isrc'
  | 'explicit'
  | 'instrumental'
  | 'version'
  | 'releaseDate'
  | 'lyrics'
  | 'comments'
  | 'ownerId'
  | 'createdAt'
  | 'updatedAt'
  | 'seq'
  | 'deleted'
  | 'unpublished'
>;

/**
 * Only those columns, so a search page's rows leave out the search text and the toasted search vector
 * (its text form is several times the lyrics); the waveform comes as its text, parsed as JSON
 * (`waveformOf`), not element by element as a PostgreSQL array.
 */
const documentColumns = {
  id: tracks.id,
  title: tracks.title,
  mainArtistId: tracks.mainArtistId,
  mainArtistName: tracks.mainArtistName,
  artists: tracks.artists,
  albumId: tracks.albumId,
  albumTitle: tracks.albumTitle,
  coverKey: tracks.coverKey,
  audioType: tracks.audioType,
  audioWavKey: tracks.audioWavKey,
  duration: tracks.duration,
  bitrate: tracks.bitrate,
  sampleRate: tracks.sampleRate,
  channels: tracks.channels,
  codec: tracks.codec,
  waveform: sql<string>`${tracks.waveform}::text`,
  language: tracks.language,
  genres: tracks.genres,
  moods: tracks.moods,
  instruments: tracks.instruments,
  tags: tracks.tags,
  tempo: tracks.tempo,
  bpm: tracks.bpm,
  density: tracks.density,
  vocalType: tracks.vocalType,
  isrc: tracks.isrc,
  explicit: tracks.explicit,
  instrumental: tracks.instrumental,
  version: tracks.version,
  releaseDate: tracks.releaseDate,
  lyrics: tracks.lyrics,
  comments: tracks.comments,
  ownerId: tracks.ownerId,
  createdAt: tracks.createdAt,
  updatedAt: tracks.updatedAt,
  seq: tracks.seq,
  deleted: tracks.deleted,
  unpublished: tracks.unpublished,
};

/**
 * A `real[]`'s text (`{0.5,0.25}`) as numbers: the elements are PostgreSQL's shortest exact digits, which
 * JSON reads as `parseFloat` does (what the array parser would give); anything JSON does not read
 * (`NaN`, `Infinity`) goes through `Number` one by one.
 */
export function waveformOf(text: string): number[] {
  const inner = text.slice(1, -1);
  if (inner === '') return [];
  try {
    return JSON.parse(`[${inner}]`) as number[];
  } catch {
    return inner.split(',').map((value) => (value === 'NaN' ? NaN : Number(value)));
  }
}

/**
 * Reads the live document rows of a list of ids, in the order of the ids: one statement prepared once per
 * connection (a named statement; the ids are its one parameter), not built and planned per page.
 */
export function trackDocumentRows(db: Db) {
  const statement = db
    .select(documentColumns)
    .from(tracks)
    .where(and(sql`${tracks.id} = any(${sql.placeholder('ids')}::uuid[])`, eq(tracks.deleted, false)))
    .prepare('track_document_rows');
  return async (ids: string[]): Promise<TrackDocumentRow[]> => {
    if (ids.length === 0) return [];
    const rows = await statement.execute({ ids });
    const byId = new Map(rows.map((row) => [row.id, { ...row, waveform: waveformOf(row.waveform) }]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  };
}
