import { useEffect, useRef, useState, type RefObject } from 'react';
import WaveSurfer from 'wavesurfer.js';
import { WAVEFORM_OPTIONS } from '../../domain/player';
import type { TrackPeaks } from '../../domain/catalog';
import { useApi } from '../hooks/use-api';
import { prefetchTrackPeaks } from '../../sync/catalog/catalog-browse-api';

/** The performance mark set when the player's waveform has been drawn (read by bench/player-start.mjs). */
const PLAYER_WAVEFORM_MARK = 'player-waveform-drawn';

/** The Fluent tokens the canvas colours come from (a canvas cannot read CSS variables itself). */
const colourTokens = { wave: '--colorNeutralStroke1', progress: '--colorPaletteRedBackground3' } as const;

function tokenColour(element: HTMLElement, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

/**
 * Resolves once the element has taken its current `src` (its `currentSrc` follows `src` a little later):
 * wavesurfer reads the source when it is created and would otherwise put the old one back.
 */
function sourceSettled(audio: HTMLAudioElement): Promise<void> {
  if (!audio.src || audio.currentSrc === audio.src) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      audio.removeEventListener('loadstart', done);
      audio.removeEventListener('error', done);
      resolve();
    };
    audio.addEventListener('loadstart', done);
    audio.addEventListener('error', done);
  });
}

function draw(
  container: HTMLElement,
  audio: HTMLAudioElement,
  trackId: string,
  peaks: TrackPeaks,
): WaveSurfer {
  const wave = WaveSurfer.create({
    container,
    ...WAVEFORM_OPTIONS,
    width: '100%',
    media: audio,
    peaks: peaks.peaks,
    duration: peaks.duration,
    waveColor: tokenColour(container, colourTokens.wave, 'gray'),
    progressColor: tokenColour(container, colourTokens.progress, 'red'),
    cursorWidth: 0,
    interact: false,
  });
  wave.once('redrawcomplete', () => {
    container.dataset.drawn = trackId;
    performance.mark(PLAYER_WAVEFORM_MARK, { detail: { trackId } });
  });
  return wave;
}

type WaveformStatus = 'loading' | 'drawn' | 'failed';

/**
 * Draws the waveform of `trackId` from its stored peaks over the shared media element: wavesurfer gets
 * the element, the peaks and the duration, so the audio is neither fetched twice nor decoded.
 */
export function useWavesurfer(
  container: RefObject<HTMLDivElement | null>,
  audio: HTMLAudioElement,
  trackId: string,
) {
  const api = useApi();
  const [status, setStatus] = useState<{ trackId: string; value: WaveformStatus }>({
    trackId,
    value: 'loading',
  });
  const wave = useRef<WaveSurfer | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let live = true;
    Promise.all([prefetchTrackPeaks(api, trackId), sourceSettled(audio)]).then(
      ([peaks]) => {
        if (!live) return;
        wave.current = draw(element, audio, trackId, peaks);
        wave.current.once('redrawcomplete', () => live && setStatus({ trackId, value: 'drawn' }));
      },
      (error: unknown) => {
        console.warn('The waveform could not be loaded', error);
        if (live) setStatus({ trackId, value: 'failed' });
      },
    );
    return () => {
      live = false;
      wave.current?.destroy();
      wave.current = null;
      delete element.dataset.drawn;
    };
  }, [api, audio, container, trackId]);

  return status.trackId === trackId ? status.value : 'loading';
}
