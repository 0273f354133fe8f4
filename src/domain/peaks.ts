import { z } from 'zod';
import { PEAKS_POINTS } from './peaks-points';

export { PEAKS_DRAW_POINTS, PEAKS_POINTS, PEAKS_PRECISION, WAVEFORM_PREVIEW_POINTS } from './peaks-points';

/**
 * Waveform peaks at drawing resolution. The stored peaks have PEAKS_POINTS (8,000) points per channel; a waveform
 * drawn 400–1,000 px wide shows at most one bar per 2 px, so the client asks for fewer points
 * (`GET /api/track/peaks/{id}?points=…`): a tenth of the bytes to send, parse and draw.
 */

const PEAKS_MIN_POINTS = 10;

/** The query of `GET /api/track/peaks/{id}`: no `points` answers every stored point. */
export const trackPeaksQuerySchema = z.object({
  points: z.coerce.number().int().min(PEAKS_MIN_POINTS).max(PEAKS_POINTS).optional(),
});

/**
 * Each channel cut to `points` buckets, each keeping its value of largest magnitude with its sign (as the
 * stored peaks were made from the samples), so the bars keep their height. Channels that already have
 * `points` values or fewer come back as they are.
 */
export function reducePeaks(peaks: readonly (readonly number[])[], points: number): number[][] {
  return peaks.map((channel) => {
    if (channel.length <= points) return [...channel];
    const step = channel.length / points;
    const reduced = new Array<number>(points);
    for (let i = 0; i < points; i++) {
      const end = Math.min(Math.ceil((i + 1) * step), channel.length);
      let peak = 0;
      for (let j = Math.floor(i * step); j < end; j++) {
        const value = channel[j]!;
        if (Math.abs(value) > Math.abs(peak)) peak = value;
      }
      reduced[i] = peak;
    }
    return reduced;
  });
}
