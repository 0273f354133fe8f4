import type { AlbumDocument, ArtistDocument } from './catalog';

/** The first letter an artist is filed under; digits and signs go under "#". */
export function letterOf(name: string): string {
  const first = name.trim().charAt(0).toLocaleUpperCase();
  return /\p{L}/u.test(first) ? first : '#';
}

/** Artists grouped by letter, A–Z (any alphabet), "#" last. */
export function groupByLetter(artists: readonly ArtistDocument[]): [string, ArtistDocument[]][] {
  const groups = new Map<string, ArtistDocument[]>();
  for (const artist of [...artists].sort((a, b) => a.name.localeCompare(b.name))) {
    const letter = letterOf(artist.name);
    groups.set(letter, [...(groups.get(letter) ?? []), artist]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)));
}

/** Discography order: newest release first; albums without a date after, newest added first. */
export function newestFirst(albums: readonly AlbumDocument[]): AlbumDocument[] {
  const when = (album: AlbumDocument) => album.releaseDate ?? '';
  return [...albums].sort((a, b) => when(b).localeCompare(when(a)) || b.createdAt.localeCompare(a.createdAt));
}

/**
 * The owner behind an artist: the artist API names none, so it is the owner of most of the artist's
 * tracks (null when the artist has none).
 */
export function artistOwnerId(tracks: readonly { ownerId: string }[]): string | null {
  const counts = new Map<string, number>();
  for (const track of tracks) counts.set(track.ownerId, (counts.get(track.ownerId) ?? 0) + 1);
  let best: string | null = null;
  for (const [owner, count] of counts) if (best === null || count > (counts.get(best) ?? 0)) best = owner;
  return best;
}
