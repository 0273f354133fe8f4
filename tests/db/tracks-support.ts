import type { TrackDocType } from '../../src/db';
import { trackFacetGroups, type TrackFacets } from '../../src/domain/catalog';

let seq = 0;
/** A track document with sensible defaults. */
export function trackFactory(overrides: Partial<TrackDocType> = {}): TrackDocType {
  seq += 1;
  const createdAt = new Date(Date.UTC(2026, 0, 1, 12, 0, seq)).toISOString();
  const id = `00000000-0000-4000-9000-${String(seq).padStart(12, '0')}`;
  return {
    id,
    title: `Track ${seq}`,
    mainArtist: { id: '00000000-0000-4000-a000-000000000001', name: 'Artist' },
    artists: [],
    album: null,
    coverImageUrl: null,
    cloudUrl: `/api/track/audio/${id}.mp3`,
    cloudUrlWav: null,
    technicalData: {
      duration: 120 + seq,
      bitrate: 192000,
      sampleRate: 44100,
      channels: 2,
      codec: 'MPEG 1 Layer 3',
    },
    waveform: Array.from({ length: 100 }, (_, i) => (i % 10) / 10),
    language: null,
    genres: ['jazz'],
    moods: [],
    instruments: [],
    tags: [],
    tempo: null,
    bpm: null,
    density: null,
    vocalType: null,
    isrc: null,
    explicit: false,
    instrumental: true,
    version: 'original',
    releaseDate: null,
    lyrics: null,
    comments: null,
    ownerId: '00000000-0000-4000-b000-000000000001',
    createdAt,
    updatedAt: createdAt,
    seq,
    ...overrides,
  };
}

export function emptyFacets(): TrackFacets {
  return Object.fromEntries(trackFacetGroups.map((group) => [group, {}])) as TrackFacets;
}
