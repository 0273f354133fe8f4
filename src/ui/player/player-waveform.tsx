import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { SEEK_DEBOUNCE_MS, SEEK_STEP_SECONDS, WAVEFORM_OPTIONS } from '../../domain/player';
import { usePlayerContext, usePlayerSelector } from '../hooks/use-player';
import { usePlayerT } from './i18n';
import { formatTime, type PlayerTrack } from './player-track';
import { useWavesurfer } from './use-wavesurfer';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  time: { fontVariantNumeric: 'tabular-nums', color: tokens.colorNeutralForeground2, minWidth: '36px' },
  area: {
    position: 'relative',
    width: `min(${WAVEFORM_OPTIONS.width}px, 100%)`,
    height: `${WAVEFORM_OPTIONS.height}px`,
    flexShrink: 1,
    minWidth: '120px',
  },
  /** Its own stacking context, so wavesurfer's layers stay under the seek slider. */
  wave: { position: 'absolute', inset: 0, zIndex: 0 },
  fallback: {
    position: 'absolute',
    left: 0,
    right: 0,
    top: '50%',
    height: '2px',
    backgroundColor: tokens.colorNeutralStroke1,
  },
  seek: {
    position: 'absolute',
    inset: 0,
    zIndex: 1,
    cursor: 'pointer',
    touchAction: 'none',
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  cursor: {
    position: 'absolute',
    top: 0,
    bottom: 0,
    width: '2px',
    backgroundColor: tokens.colorPaletteRedBackground3,
  },
  status: { position: 'absolute', left: 0, bottom: 0, color: tokens.colorNeutralForeground3 },
});

const fractionAt = (event: PointerEvent<HTMLElement>) => {
  const rect = event.currentTarget.getBoundingClientRect();
  return rect.width > 0 ? Math.min(1, Math.max(0, (event.clientX - rect.left) / rect.width)) : 0;
};

/** Click seeks at once; a drag shows where it will land and seeks 200 ms after the pointer rests. */
function useDragSeek(duration: number, seek: (time: number) => void) {
  const [preview, setPreview] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancel, []);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!(duration > 0)) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setPreview(fractionAt(event));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (preview === null) return;
    const fraction = fractionAt(event);
    setPreview(fraction);
    cancel();
    timer.current = setTimeout(() => seek(fraction * duration), SEEK_DEBOUNCE_MS);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (preview === null) return;
    cancel();
    seek(fractionAt(event) * duration);
    setPreview(null);
  };
  const onPointerCancel = () => {
    cancel();
    setPreview(null);
  };
  return { preview, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel } };
}

const keySteps: Record<string, (time: number, duration: number) => number> = {
  ArrowLeft: (time) => time - SEEK_STEP_SECONDS,
  ArrowDown: (time) => time - SEEK_STEP_SECONDS,
  ArrowRight: (time) => time + SEEK_STEP_SECONDS,
  ArrowUp: (time) => time + SEEK_STEP_SECONDS,
  PageDown: (time) => time - 30,
  PageUp: (time) => time + 30,
  Home: () => 0,
  End: (_time, duration) => duration,
};

/**
 * The waveform of the current track (wavesurfer.js over the shared media element, drawn from the
 * server's peaks) under a seek slider: click or drag to seek, or the arrow keys, Page Up/Down, Home, End.
 */
export function PlayerWaveform({ track, className }: { track: PlayerTrack; className?: string }) {
  const styles = useStyles();
  const t = usePlayerT();
  const { audio, controls } = usePlayerContext();
  const container = useRef<HTMLDivElement>(null);
  const errorId = useId();
  const status = useWavesurfer(container, audio, track.id);
  const currentTime = usePlayerSelector((state) => state.currentTime);
  const duration = usePlayerSelector((state) => state.duration) || track.duration;
  const { preview, handlers } = useDragSeek(duration, controls.seek);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = keySteps[event.key];
    if (!step || !(duration > 0)) return;
    event.preventDefault();
    controls.seek(Math.min(duration, Math.max(0, step(currentTime, duration))));
  };
  const shown = preview === null ? currentTime : preview * duration;
  const valueText = t('positionText', { time: formatTime(shown), duration: formatTime(duration) });

  return (
    <div className={mergeClasses(styles.root, className)}>
      <Caption1 className={styles.time}>{formatTime(shown)}</Caption1>
      <div className={styles.area}>
        {status === 'drawn' ? null : <div className={styles.fallback} />}
        <div
          ref={container}
          className={styles.wave}
          role="img"
          aria-label={t('waveform', { title: track.title })}
          data-waveform={track.id}
        />
        <div
          role="slider"
          tabIndex={0}
          aria-label={t('seek')}
          aria-valuemin={0}
          aria-valuemax={Math.round(duration)}
          aria-valuenow={Math.round(shown)}
          aria-valuetext={valueText}
          aria-describedby={status === 'failed' ? errorId : undefined}
          className={styles.seek}
          onKeyDown={onKeyDown}
          {...handlers}
        >
          {preview === null ? null : <span className={styles.cursor} style={{ left: `${preview * 100}%` }} />}
        </div>
        {status === 'failed' ? (
          <Caption1 id={errorId} className={styles.status}>
            {t('waveformError')}
          </Caption1>
        ) : null}
      </div>
      <Caption1 className={styles.time}>{formatTime(duration)}</Caption1>
    </div>
  );
}
