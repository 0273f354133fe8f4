import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import WaveSurfer from 'wavesurfer.js';
import type { TrackPeaks } from '../../domain/catalog';
import { browseCacheFor, browseKeys, prefetchTrackPeaks } from '../../sync/catalog-browse-api';
import { useApi } from '../hooks/use-api';

/** SPEC.md §9: the full waveform's size and bars; red for progress, grey for the rest. */
export const FULL_WAVEFORM = { height: 64, width: 400, barWidth: 1, barGap: 1, barRadius: 10 } as const;

/** The Fluent tokens the canvas colours come from (a canvas cannot read CSS variables itself). */
const colourTokens = { wave: '--colorNeutralForeground4', progress: '--colorPaletteRedBackground3' } as const;

/** The performance mark set each time a full waveform has been drawn (read by bench/track-waveform.mjs). */
export const WAVEFORM_DRAWN_MARK = 'waveform-drawn';

const useStyles = makeStyles({
  root: { width: '100%', maxWidth: `${FULL_WAVEFORM.width}px`, minHeight: `${FULL_WAVEFORM.height}px` },
  error: { color: tokens.colorPaletteRedForeground1 },
});

function tokenColour(element: HTMLElement, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

function drawWaveform(container: HTMLElement, trackId: string, peaks: TrackPeaks): WaveSurfer {
  const wave = WaveSurfer.create({
    container,
    ...FULL_WAVEFORM,
    width: '100%',
    waveColor: tokenColour(container, colourTokens.wave, 'gray'),
    progressColor: tokenColour(container, colourTokens.progress, 'red'),
    cursorWidth: 0,
    interact: false,
    peaks: peaks.peaks,
    duration: peaks.duration,
  });
  wave.on('redrawcomplete', () => {
    container.dataset.drawn = trackId;
    performance.mark(WAVEFORM_DRAWN_MARK, { detail: { trackId } });
  });
  return wave;
}

export interface WaveformFullProps {
  trackId: string;
  /** The accessible name of the waveform image. */
  label: string;
  errorText: string;
  /** 0…1 of the track played, shown in the progress colour. */
  progress?: number;
}

/**
 * The full waveform of a track from its stored peaks (GET /api/track/peaks/:id): no audio is fetched or
 * decoded. The peaks are asked once per track per session (see `prefetchTrackPeaks`).
 */
export function WaveformFull({ trackId, label, errorText, progress = 0 }: WaveformFullProps) {
  const styles = useStyles();
  const api = useApi();
  const container = useRef<HTMLDivElement>(null);
  const wave = useRef<WaveSurfer | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let live = true;
    const draw = (peaks: TrackPeaks) => {
      if (live) wave.current = drawWaveform(element, trackId, peaks);
    };
    const kept = browseCacheFor(api).peek<TrackPeaks>(browseKeys.peaks(trackId));
    if (kept) draw(kept);
    else prefetchTrackPeaks(api, trackId).then(draw, () => live && setFailed(trackId));
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
  return <div ref={container} className={styles.root} role="img" aria-label={label} data-testid="waveform-full" />;
}
