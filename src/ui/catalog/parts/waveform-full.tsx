import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import WaveSurfer from 'wavesurfer.js';
import type { TrackPeaks } from '../../../domain/catalog';
import { peaksMemoFor, prefetchTrackPeaks } from '../../../sync/catalog/catalog-browse-api';
import { useApi } from '../../hooks/use-api';

/** docs/product.md §9: the full waveform's size and bars; red for progress, grey for the rest. */
const FULL_WAVEFORM = { height: 64, width: 400, barWidth: 1, barGap: 1, barRadius: 10 } as const;

/** The Fluent tokens the canvas colours come from (a canvas cannot read CSS variables itself). */
const colourTokens = { wave: '--colorNeutralForeground4', progress: '--colorPaletteRedBackground3' } as const;

/** The performance mark set each time a full waveform has been drawn (read by bench/track-waveform.mjs). */
const WAVEFORM_DRAWN_MARK = 'waveform-drawn';

const useStyles = makeStyles({
  root: { width: '100%', maxWidth: `${FULL_WAVEFORM.width}px`, minHeight: `${FULL_WAVEFORM.height}px` },
  error: { color: tokens.colorPaletteRedForeground1 },
});

function tokenColour(element: HTMLElement, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

/** Which peaks a drawing came from: the track's 100-value preview, or the full peaks. */
type Resolution = 'preview' | 'full';

function drawWaveform(
  container: HTMLElement,
  trackId: string,
  peaks: TrackPeaks,
  resolution: Resolution,
): WaveSurfer {
  const wave = WaveSurfer.create({
    container,
    ...FULL_WAVEFORM,
    width: '100%',
    waveColor: tokenColour(container, colourTokens.wave, 'gray'),
    progressColor: tokenColour(container, colourTokens.progress, 'red'),
    cursorWidth: 0,
    interact: false,
    // Scaled to the loudest bar, so the preview (0…1) and the full peaks (−1…1) draw at the same height.
    normalize: true,
    peaks: peaks.peaks,
    duration: peaks.duration,
  });
  wave.on('redrawcomplete', () => {
    if (resolution === 'full') container.dataset.drawn = trackId;
    performance.mark(WAVEFORM_DRAWN_MARK, { detail: { trackId, resolution } });
  });
  return wave;
}

interface WaveformFullProps {
  trackId: string;
  /**
   * The track's stored preview (`TrackDocument.waveform`, 100 values 0…1) and its duration: drawn at once,
   * before the full peaks arrive, and kept when they cannot be fetched (offline).
   */
  preview?: { values: readonly number[]; duration: number };
  /** The accessible name of the waveform image. */
  label: string;
  errorText: string;
  /** 0…1 of the track played, shown in the progress colour. */
  progress?: number;
}

/** The preview as peaks, at twice its resolution (linear in between), so its bars are as dense as the full ones. */
function previewPeaks(preview: WaveformFullProps['preview']): TrackPeaks | null {
  if (!preview || preview.values.length === 0 || preview.duration <= 0) return null;
  const { values } = preview;
  const dense = values.flatMap((value, index) => [value, (value + (values[index + 1] ?? value)) / 2]);
  return { duration: preview.duration, peaks: [dense] };
}

/**
 * The full waveform of a track from its stored peaks (GET /api/track/peaks/:id): no audio is fetched or
 * decoded. The peaks are asked once per track per session (see `prefetchTrackPeaks`); until they are here
 * the track's own preview is drawn, so the panel never opens on an empty waveform.
 */
export function WaveformFull({ trackId, preview, label, errorText, progress = 0 }: WaveformFullProps) {
  const styles = useStyles();
  const api = useApi();
  const container = useRef<HTMLDivElement>(null);
  const wave = useRef<WaveSurfer | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  // Read when a track is drawn; a new preview array for the same track does not draw it again.
  const previewRef = useRef(preview);
  previewRef.current = preview;

  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let live = true;
    const draw = (peaks: TrackPeaks, resolution: Resolution) => {
      if (!live) return;
      wave.current?.destroy();
      wave.current = drawWaveform(element, trackId, peaks, resolution);
    };
    const kept = peaksMemoFor(api).peek(trackId);
    const early = kept ? null : previewPeaks(previewRef.current);
    if (kept) draw(kept, 'full');
    else {
      if (early) draw(early, 'preview');
      prefetchTrackPeaks(api, trackId).then(
        (peaks) => draw(peaks, 'full'),
        () => live && !early && setFailed(trackId),
      );
    }
    return () => {
      live = false;
      wave.current?.destroy();
      wave.current = null;
      delete element.dataset.drawn;
    };
  }, [api, trackId]);

  useEffect(() => {
    const current = wave.current;
    if (current && current.getDuration() > 0) current.seekTo(Math.min(1, Math.max(0, progress)));
  }, [progress]);

  if (failed === trackId) {
    return (
      <Caption1 role="alert" className={styles.error}>
        {errorText}
      </Caption1>
    );
  }
  return (
    <div ref={container} className={styles.root} role="img" aria-label={label} data-testid="waveform-full" />
  );
}
