import type { TrackDocument } from './catalog';

export const myTrackSorts = ['newest', 'oldest', 'title', 'duration'] as const;
export type MyTrackSort = (typeof myTrackSorts)[number];

const haystack = (track: TrackDocument) =>
  [
    track.title,
    track.mainArtist.name,
    ...track.artists.map((artist) => artist.name),
    track.album?.title ?? '',
    ...track.tags,
    track.isrc ?? '',
  ]
    .join('\n')
    .toLocaleLowerCase();

const comparators: Record<MyTrackSort, (a: TrackDocument, b: TrackDocument) => number> = {
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  oldest: (a, b) => a.createdAt.localeCompare(b.createdAt),
  title: (a, b) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }),
  duration: (a, b) => b.technicalData.duration - a.technicalData.duration,
};

/**
 * The owner's list as shown: every word of the search must appear in the title, artists, album, tags or
 * ISRC; then sorted. Runs in memory over the live query's result (docs/design.md §1).
 */
export function filterMyTracks<T extends TrackDocument>(
  tracks: readonly T[],
  search: string,
  sort: MyTrackSort,
): T[] {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const matching =
    words.length === 0
      ? [...tracks]
      : tracks.filter((track) => {
          const text = haystack(track);
          return words.every((word) => text.includes(word));
        });
  return matching.sort((a, b) => comparators[sort](a, b) || a.id.localeCompare(b.id));
}
