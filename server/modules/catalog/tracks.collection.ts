import { eq } from 'drizzle-orm';
import type {
  Density,
  Genre,
  Instrument,
  Mood,
  TempoName,
  TrackLanguage,
  TrackVersion,
  TrackWireDocument,
  VocalType,
} from '../../../src/domain/catalog';
import { tracks, type TrackRow } from '../../db/schema/catalog';
import { defineReplicatedCollection } from '../../sync/registry';
import type { TrackDocumentRow } from './track-documents.repository';

/** Public URLs of a track's files. Audio and covers are catalogue content, readable without a session. */
export const trackUrls = {
  audio: (id: string, ext: string) => `/api/track/audio/${id}.${ext}`,
  file: (key: string) => `/api/files/${key}`,
};

/** The wire document of a track row (src/domain/catalog.ts TrackDocument plus `_deleted`). */
export function toTrackDocument(row: TrackDocumentRow): TrackWireDocument {
  const wav = row.audioWavKey
    ? trackUrls.audio(row.id, 'wav')
    : row.audioType === 'wav'
      ? trackUrls.audio(row.id, 'wav')
      : null;
  return {
    id: row.id,
    title: row.title,
    mainArtist: { id: row.mainArtistId, name: row.mainArtistName },
    artists: row.artists,
    album: row.albumId && row.albumTitle !== null ? { id: row.albumId, title: row.albumTitle } : null,
    coverImageUrl: row.coverKey ? trackUrls.file(row.coverKey) : null,
    cloudUrl: trackUrls.audio(row.id, row.audioType),
    cloudUrlWav: wav,
    technicalData: {
      duration: row.duration,
      bitrate: row.bitrate,
      sampleRate: row.sampleRate,
      channels: row.channels,
      codec: row.codec,
    },
    waveform: row.waveform,
    language: row.language as TrackLanguage | null,
    genres: row.genres as Genre[],
    moods: row.moods as Mood[],
    instruments: row.instruments as Instrument[],
    tags: row.tags,
    tempo: row.tempo as TempoName | null,
    bpm: row.bpm,
    density: row.density as Density | null,
    vocalType: row.vocalType as VocalType | null,
    isrc: row.isrc,
    explicit: row.explicit,
    instrumental: row.instrumental,
    version: row.version as TrackVersion,
    releaseDate: row.releaseDate,
    lyrics: row.lyrics,
    comments: row.comments,
    ownerId: row.ownerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    seq: row.seq,
    // Only a delivery not yet published says so (docs/decisions/0061); published tracks read as before.
    ...(row.unpublished ? { unpublished: true } : {}),
    _deleted: row.deleted,
  };
}

/**
 * The `tracks` collection: an owner's own tracks, fully replicated (docs/design.md §1). Pull-only: tracks
 * change through the catalogue commands (create, change, delete), never by push.
 */
export const tracksCollection = defineReplicatedCollection<TrackRow>({
  name: 'tracks',
  table: tracks,
  visibleTo: (userId) => eq(tracks.ownerId, userId),
  toDocument: (row) => ({ ...toTrackDocument(row) }),
  pullOnly: true,
  audience: (row) => [row.ownerId],
});
