import { describe, expect, it } from 'vitest';
import type { AlbumDocument } from '../../src/domain/catalog';
import { filterMyTracks } from '../../src/domain/catalog-owner-filter';
import { buildReleases } from '../../src/domain/catalog-owner-releases';
import { trackFactory } from '../db/tracks-support';

describe('my tracks list', () => {
  const tracks = [
    trackFactory({
      title: 'Blue Harbour',
      tags: ['night'],
      technicalData: { duration: 200, bitrate: 1, sampleRate: 1, channels: 1, codec: 'mp3' },
    }),
    trackFactory({
      title: 'amber',
      mainArtist: { id: 'x', name: 'Nora Vale' },
      technicalData: { duration: 90, bitrate: 1, sampleRate: 1, channels: 1, codec: 'mp3' },
    }),
    trackFactory({
      title: 'Coda',
      album: { id: 'a', title: 'Harbour Songs' },
      technicalData: { duration: 300, bitrate: 1, sampleRate: 1, channels: 1, codec: 'mp3' },
    }),
  ];

  it('searches every word in title, artists, album and tags, case-insensitively', () => {
    expect(filterMyTracks(tracks, 'harbour', 'title').map((t) => t.title)).toEqual(['Blue Harbour', 'Coda']);
    expect(filterMyTracks(tracks, 'NORA amb', 'newest').map((t) => t.title)).toEqual(['amber']);
    expect(filterMyTracks(tracks, 'night blue', 'newest').map((t) => t.title)).toEqual(['Blue Harbour']);
    expect(filterMyTracks(tracks, 'nothing', 'newest')).toEqual([]);
  });

  it('sorts newest, oldest, by title and by duration', () => {
    expect(filterMyTracks(tracks, '', 'newest').map((t) => t.title)).toEqual([
      'Coda',
      'amber',
      'Blue Harbour',
    ]);
    expect(filterMyTracks(tracks, '', 'oldest').map((t) => t.title)).toEqual([
      'Blue Harbour',
      'amber',
      'Coda',
    ]);
    expect(filterMyTracks(tracks, '', 'title').map((t) => t.title)).toEqual([
      'amber',
      'Blue Harbour',
      'Coda',
    ]);
    expect(filterMyTracks(tracks, '', 'duration').map((t) => t.title)).toEqual([
      'Coda',
      'Blue Harbour',
      'amber',
    ]);
  });
});

describe('releases', () => {
  const album = (overrides: Partial<AlbumDocument>): AlbumDocument => ({
    id: 'al',
    title: 'Album',
    artist: { id: 'ar', name: 'Nora Vale' },
    coverImageUrl: null,
    releaseDate: null,
    description: null,
    trackCount: 2,
    duration: 400,
    ownerId: 'o',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });

  it('lists albums and singles (tracks without album) newest release first, undated by when they were added', () => {
    const single = trackFactory({ title: 'Single', releaseDate: '2025-06-01' });
    const inAlbum = trackFactory({ title: 'Inside', album: { id: 'a1', title: 'Dated' } });
    const undated = trackFactory({ title: 'Undated', createdAt: '2025-01-10T10:00:00.000Z' });
    const releases = buildReleases(
      [
        album({ id: 'a1', title: 'Dated', releaseDate: '2025-09-01', trackCount: 1 }),
        album({ id: 'a2', title: 'Old', releaseDate: '2024-02-02' }),
      ],
      [single, inAlbum, undated],
    );
    expect(releases.map((r) => [r.kind, r.title])).toEqual([
      ['album', 'Dated'],
      ['single', 'Single'],
      ['single', 'Undated'],
      ['album', 'Old'],
    ]);
    expect(releases[1]).toMatchObject({
      trackCount: 1,
      duration: single.technicalData.duration,
      artist: 'Artist',
    });
  });
});
