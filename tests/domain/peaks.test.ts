import { describe, expect, it } from 'vitest';
import { reducePeaks, trackPeaksQuerySchema } from '../../src/domain/peaks';

describe('waveform peaks at drawing resolution', () => {
  it('keeps the value of largest magnitude of each bucket, with its sign', () => {
    expect(reducePeaks([[0.1, -0.9, 0.5, 0.2, 0, 0.3]], 3)).toEqual([[-0.9, 0.5, 0.3]]);
  });
  it('reduces every channel to the asked number of points', () => {
    const channel = Array.from({ length: 8000 }, (_, i) => Math.sin(i / 50));
    const reduced = reducePeaks([channel, channel.map((v) => -v)], 1000);
    expect(reduced.map((c) => c.length)).toEqual([1000, 1000]);
    expect(Math.max(...reduced[0]!.map(Math.abs))).toBeCloseTo(Math.max(...channel.map(Math.abs)), 6);
    expect(reduced[1]).toEqual(reduced[0]!.map((v) => -v));
  });
  it('a channel with no more points than asked comes back unchanged', () => {
    expect(reducePeaks([[0.5, -0.5]], 1000)).toEqual([[0.5, -0.5]]);
  });
  it('the query takes a whole number of points within bounds, or none', () => {
    expect(trackPeaksQuerySchema.parse({ points: '1000' })).toEqual({ points: 1000 });
    expect(trackPeaksQuerySchema.parse({})).toEqual({});
    expect(trackPeaksQuerySchema.safeParse({ points: '9000' }).success).toBe(false);
    expect(trackPeaksQuerySchema.safeParse({ points: '1.5' }).success).toBe(false);
  });
});
