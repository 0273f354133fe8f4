import type { AlbumDocument, TrackDocument } from './catalog';

/** One release of the owner: an album, or a single (a track without an album). */
export interface Release {
  kind: 'album' | 'single';
  id: string;
  title: string;
  artist: string;
  coverImageUrl: string | null;
  releaseDate: string | null;
  trackCount: number;
  /** Seconds. */
  duration: number;
  /** When the release has no date, it sorts by when it was added. */
  createdAt: string;
}

const fromAlbum = (album: AlbumDocument): Release => ({
  kind: 'album',
  id: album.id,
  title: album.title,
  artist: album.artist.name,
  coverImageUrl: album.coverImageUrl,
  releaseDate: album.releaseDate,
  trackCount: album.trackCount,
  duration: album.duration,
  createdAt: album.createdAt,
});

const fromSingle = (track: TrackDocument): Release => ({
  kind: 'single',
  id: track.id,
  title: track.title,
  artist: track.mainArtist.name,
  coverImageUrl: track.coverImageUrl,
  releaseDate: track.releaseDate,
  trackCount: 1,
  duration: track.technicalData.duration,
  createdAt: track.createdAt,
});

const sortKey = (release: Release) => release.releaseDate ?? release.createdAt.slice(0, 10);

/** Albums and singles, newest release first (undated ones by the day they were added). */
export function buildReleases(albums: readonly AlbumDocument[], tracks: readonly TrackDocument[]): Release[] {
  const releases = [
    ...albums.map(fromAlbum),
    ...tracks.filter((track) => track.album === null).map(fromSingle),
  ];
  return releases.sort(
    (a, b) =>
      sortKey(b).localeCompare(sortKey(a)) ||
      b.createdAt.localeCompare(a.createdAt) ||
      a.id.localeCompare(b.id),
  );
}
