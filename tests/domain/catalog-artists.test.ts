import { describe, expect, it } from 'vitest';
import { groupByLetter, letterOf, newestFirst } from '../../src/domain/catalog-artists';
import type { AlbumDocument, ArtistDocument } from '../../src/domain/catalog';

const artist = (name: string): ArtistDocument => ({
  id: `id-${name}`,
  name,
  bio: null,
  website: null,
  imageUrl: null,
  trackCount: 1,
  albumCount: 0,
});

const album = (title: string, releaseDate: string | null, createdAt: string): AlbumDocument => ({
  id: title,
  title,
  artist: { id: 'a', name: 'A' },
  coverImageUrl: null,
  releaseDate,
  description: null,
  trackCount: 1,
  duration: 60,
  ownerId: 'o',
  createdAt,
});

describe('artist and album ordering', () => {
  it('files artists by first letter in any alphabet, signs under # at the end', () => {
    expect(letterOf('  ábba')).toBe('Á');
    expect(letterOf('Земфира')).toBe('З');
    expect(letterOf('2Cellos')).toBe('#');
    const groups = groupByLetter([artist('beta'), artist('Alpha'), artist('4 Tops'), artist('Amber')]);
    expect(groups.map(([letter, list]) => [letter, list.map((a) => a.name)])).toEqual([
      ['A', ['Alpha', 'Amber']],
      ['B', ['beta']],
      ['#', ['4 Tops']],
    ]);
  });

  it('lists a discography newest release first, undated albums last', () => {
    const list = newestFirst([
      album('old', '2019-05-01', '2026-01-03T00:00:00Z'),
      album('undated', null, '2026-01-04T00:00:00Z'),
      album('new', '2024-02-01', '2026-01-01T00:00:00Z'),
    ]);
    expect(list.map((a) => a.title)).toEqual(['new', 'old', 'undated']);
  });
});
