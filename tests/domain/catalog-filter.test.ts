import { describe, expect, it } from 'vitest';
import { buildTrackIndex, filterTracks, localFacets, normalizeText } from '../../src/domain/catalog-filter';
import { trackFactory } from '../db/tracks-support';

const tracks = [
  trackFactory({
    title: 'Café del Mar',
    mainArtist: { id: 'a1', name: 'Ëlan' },
    genres: ['ambient'],
    moods: ['calm'],
    technicalData: { duration: 200, bitrate: 1, sampleRate: 1, channels: 1, codec: 'mp3' },
  }),
  trackFactory({
    title: 'Harbour Lights',
    mainArtist: { id: 'a2', name: 'Port City' },
    genres: ['jazz'],
    tags: ['night'],
    technicalData: { duration: 90, bitrate: 1, sampleRate: 1, channels: 1, codec: 'mp3' },
  }),
  trackFactory({
    title: 'Midnight',
    mainArtist: { id: 'a3', name: 'Harbour Band' },
    artists: [{ id: 'a4', name: 'Zoë' }],
    album: { id: 'al', title: 'Ночные огни' },
    genres: ['jazz', 'ambient'],
    explicit: true,
  }),
];
const index = buildTrackIndex(tracks);
const titles = (list: { title: string }[]) => list.map((track) => track.title);

describe('keystroke filter over the cached tracks', () => {
  it('matches title, main and featured artists, album and tags, ignoring case and diacritics', () => {
    expect(normalizeText('Ëlan CAFÉ ёлка')).toBe('elan cafe елка');
    expect(titles(filterTracks(index, { search: 'cafe', sort: 'titleAsc' }).tracks)).toEqual([
      'Café del Mar',
    ]);
    expect(titles(filterTracks(index, { search: 'elan' }).tracks)).toEqual(['Café del Mar']);
    expect(titles(filterTracks(index, { search: 'zoe' }).tracks)).toEqual(['Midnight']);
    expect(titles(filterTracks(index, { search: 'ночные' }).tracks)).toEqual(['Midnight']);
    expect(titles(filterTracks(index, { search: 'NIGHT' }).tracks)).toEqual(['Midnight', 'Harbour Lights']);
  });

  it('puts title matches first for relevance and follows a chosen sort otherwise', () => {
    expect(titles(filterTracks(index, { search: 'harbour' }).tracks)).toEqual(['Harbour Lights', 'Midnight']);
    expect(titles(filterTracks(index, { sort: 'durationDesc' }).tracks)).toEqual(
      ['Café del Mar', 'Midnight', 'Harbour Lights'].sort((a, b) => {
        const d = (t: string) => tracks.find((x) => x.title === t)!.technicalData.duration;
        return d(b) - d(a);
      }),
    );
    expect(titles(filterTracks(index, { sort: 'titleDesc' }).tracks)).toEqual([
      'Midnight',
      'Harbour Lights',
      'Café del Mar',
    ]);
  });

  it('gives the same matches typing on, back and with other chips as a fresh index (the last matches narrow only)', () => {
    const typed = buildTrackIndex(tracks);
    const steps = [
      { search: 'h' },
      { search: 'ha' },
      { search: 'harbour' },
      { search: 'harbour l' },
      { search: 'harbour' },
      { search: 'harbour', filters: { genres: ['jazz'] } },
      { search: 'harbour band', filters: { genres: ['jazz'] } },
      { search: 'harbour band', filters: { genres: ['ambient'] } },
      { search: 'harbour band', sort: 'titleDesc' as const },
      { search: 'night' },
      { search: 'night', explicit: false },
      {},
    ];
    for (const query of steps)
      expect(titles(filterTracks(typed, query).tracks), JSON.stringify(query)).toEqual(
        titles(filterTracks(buildTrackIndex(tracks), query).tracks),
      );
    expect(titles(filterTracks(typed, { search: 'harbour l' }).tracks)).toEqual(['Harbour Lights']);
    expect(titles(filterTracks(typed, { search: 'harbour' }).tracks)).toEqual(['Harbour Lights', 'Midnight']);
  });

  it('keeps the previous index for the same tracks and sorts a changed set as a fresh index does', () => {
    const first = buildTrackIndex(tracks);
    expect(filterTracks(first, { sort: 'durationAsc' }).tracks).toHaveLength(3);
    expect(buildTrackIndex([...tracks], first)).toBe(first);
    const renamed = {
      ...tracks[0]!,
      title: 'Zephyr',
      technicalData: { ...tracks[0]!.technicalData, duration: 10 },
    };
    const added = trackFactory({
      title: 'Aria',
      technicalData: { ...tracks[0]!.technicalData, duration: 500 },
    });
    const changed = [renamed, tracks[1]!, tracks[2]!, added];
    const next = buildTrackIndex(changed, first);
    expect(next).not.toBe(first);
    for (const sort of ['titleAsc', 'durationAsc', 'titleDesc'] as const)
      expect(titles(filterTracks(next, { sort }).tracks)).toEqual(
        titles(filterTracks(buildTrackIndex(changed), { sort }).tracks),
      );
    expect(titles(filterTracks(next, { sort: 'durationAsc' }).tracks)).toEqual([
      'Zephyr',
      'Harbour Lights',
      'Midnight',
      'Aria',
    ]);
  });

  it('applies chips (OR within a group, AND across) and switches, with facets like the server', () => {
    const jazz = filterTracks(index, { filters: { genres: ['jazz'] }, sort: 'titleAsc' });
    expect(titles(jazz.tracks)).toEqual(['Harbour Lights', 'Midnight']);
    // The genre counts ignore the genre filter itself; other groups count the filtered tracks.
    const facets = localFacets(index, { filters: { genres: ['jazz'] } });
    expect(facets.genres).toEqual({ ambient: 2, jazz: 2 });
    expect(facets.moods).toEqual({});
    expect(localFacets(index, { search: 'cafe' }).moods).toEqual({ calm: 1 });
    expect(titles(filterTracks(index, { filters: { genres: ['jazz'] }, explicit: false }).tracks)).toEqual([
      'Harbour Lights',
    ]);
    expect(titles(filterTracks(index, { filters: { genres: ['jazz'], moods: ['calm'] } }).tracks)).toEqual(
      [],
    );
  });
});
