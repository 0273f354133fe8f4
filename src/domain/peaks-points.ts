// The sizes of waveform peaks (./peaks.ts), apart from its schemas: the player's controls use them on
// every page.

/** Points per channel of the stored peaks (wavesurfer.js `exportPeaks` maxLength); also the most a client may ask for. */
export const PEAKS_POINTS = 8000;
/** Stored peaks are rounded to 1/PEAKS_PRECISION (wavesurfer.js `exportPeaks` precision). */
export const PEAKS_PRECISION = 10_000;
/** Values of a track's small waveform for list rows, 0…1. */
export const WAVEFORM_PREVIEW_POINTS = 100;
/** The points per channel the app's waveforms ask for: a bar per 2 px up to 2,000 px. */
export const PEAKS_DRAW_POINTS = 1000;
