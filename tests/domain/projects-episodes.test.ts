import { describe, expect, it } from 'vitest';
import {
  episodeNumberTaken,
  kopecksToRubles,
  rublesToKopecks,
  sortEpisodes,
  sortScenes,
} from '../../src/domain/projects';

describe('episode numbers are unique within a project (docs/licensing.md §2)', () => {
  const episodes = [
    { id: 'e0', number: 0 },
    { id: 'e1', number: 1 },
  ];

  it('refuses a number another episode has', () => {
    expect(episodeNumberTaken(episodes, 0)).toBe('projects.episodeTaken');
    expect(episodeNumberTaken(episodes, 1, 'e0')).toBe('projects.episodeTaken');
  });

  it('accepts a free number, and an episode keeping its own', () => {
    expect(episodeNumberTaken(episodes, 2)).toBeNull();
    expect(episodeNumberTaken(episodes, 1, 'e1')).toBeNull();
    expect(episodeNumberTaken([], 0)).toBeNull();
  });

  it('lists episodes by number', () => {
    expect(sortEpisodes([{ number: 3 }, { number: 0 }, { number: 1 }]).map((e) => e.number)).toEqual([
      0, 1, 3,
    ]);
  });
});

describe('scenes are ordered by start (docs/licensing.md §2)', () => {
  it('orders by start, then end, then id, without touching the input', () => {
    const scenes = [
      { id: 'b', start: 60, end: 90 },
      { id: 'c', start: 0, end: 30 },
      { id: 'a', start: 60, end: 90 },
      { id: 'd', start: 60, end: 70 },
    ];
    expect(sortScenes(scenes).map((scene) => scene.id)).toEqual(['c', 'd', 'a', 'b']);
    expect(scenes.map((scene) => scene.id)).toEqual(['b', 'c', 'a', 'd']);
  });
});

describe('budget in roubles on the form, kopecks in the payload (docs/design.md §5 "Money")', () => {
  it.each([
    ['0', 0],
    ['1500', 150_000],
    ['1 500', 150_000],
    ['1\u00a0500,5', 150_050],
    ['1500.05', 150_005],
    [' 12.30 ', 1230],
  ])('reads %j as %d kopecks', (text, kopecks) => {
    expect(rublesToKopecks(text)).toBe(kopecks);
  });

  it.each(['', '-1', '1.234', '1,2,3', 'abc', '1e5', '.5', '99999999999999999999'])('refuses %j', (text) => {
    expect(rublesToKopecks(text)).toBeNull();
  });

  it('writes kopecks back as roubles that read the same', () => {
    for (const kopecks of [0, 1, 10, 99, 100, 150_050, 10_000_000_000_000])
      expect(rublesToKopecks(kopecksToRubles(kopecks))).toBe(kopecks);
    expect(kopecksToRubles(150_000)).toBe('1500');
    expect(kopecksToRubles(150_050)).toBe('1500.50');
    expect(() => kopecksToRubles(-1)).toThrow(RangeError);
    expect(() => kopecksToRubles(0.5)).toThrow(RangeError);
  });
});
