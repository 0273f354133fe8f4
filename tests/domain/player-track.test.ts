import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readPlayerTrack } from '../../src/ui/player/player-track';

/** The schema the stored tracks were read with before the hand-written check (the reference). */
const text = z.string().max(1000);
const storedTrackSchema = z.object({
  id: z.string().min(1).max(200),
  title: text,
  artistName: text,
  albumTitle: text.nullable(),
  coverImageUrl: text.nullable(),
  cloudUrl: text,
  cloudUrlWav: text.nullable(),
  duration: z.number().finite().min(0),
});

const track = {
  id: 't1',
  title: 'Night Drive',
  artistName: 'Ann Lee',
  albumTitle: 'Roads',
  coverImageUrl: '/c.webp',
  cloudUrl: '/api/track/audio/t1',
  cloudUrlWav: null,
  duration: 182.5,
};

const cases: [string, unknown][] = [
  ['a full track', track],
  ['no album, cover or wav', { ...track, albumTitle: null, coverImageUrl: null, cloudUrlWav: null }],
  ['extra keys', { ...track, genre: 'jazz' }],
  ['a zero duration', { ...track, duration: 0 }],
  ['empty texts', { ...track, title: '', artistName: '', cloudUrl: '' }],
  ['a 200-character id', { ...track, id: 'i'.repeat(200) }],
  ['a 1000-character title', { ...track, title: 't'.repeat(1000) }],
  ['a 201-character id', { ...track, id: 'i'.repeat(201) }],
  ['an empty id', { ...track, id: '' }],
  ['a 1001-character title', { ...track, title: 't'.repeat(1001) }],
  ['a 1001-character album', { ...track, albumTitle: 'a'.repeat(1001) }],
  ['a negative duration', { ...track, duration: -1 }],
  ['an infinite duration', { ...track, duration: Infinity }],
  ['a NaN duration', { ...track, duration: NaN }],
  ['a string duration', { ...track, duration: '182' }],
  ['a missing album', { ...track, albumTitle: undefined }],
  ['a numeric cloudUrl', { ...track, cloudUrl: 7 }],
  ['null', null],
  ['an array', [track]],
  ['a string', 't1'],
];

describe('readPlayerTrack', () => {
  it.each(cases)('%s: the same answer as the stored-track schema', (_, value) => {
    const parsed = storedTrackSchema.safeParse(value);
    expect(readPlayerTrack(value)).toEqual(parsed.success ? parsed.data : null);
  });

  it('keeps a valid track and refuses a broken one', () => {
    expect(readPlayerTrack({ ...track, extra: 1 })).toEqual(track);
    expect(readPlayerTrack({ ...track, id: '' })).toBeNull();
  });
});
