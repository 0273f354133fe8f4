import { memo } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  svg: { display: 'block', width: '100%', height: '100%', color: tokens.colorNeutralForeground3 },
});

const HEIGHT = 24;

/** One path of vertical bars, one per value (0…1), centred on the middle line. */
export function waveformPath(values: readonly number[]): string {
  let d = '';
  values.forEach((raw, i) => {
    const value = Math.min(1, Math.max(0, Number.isFinite(raw) ? raw : 0));
    const bar = Math.max(0.5, value * HEIGHT);
    d += `M${i + 0.5} ${((HEIGHT - bar) / 2).toFixed(2)}v${bar.toFixed(2)}`;
  });
  return d;
}

/** Path strings by waveform array: a row that shows a track again (scrolling, typing) reuses its path. */
const paths = new WeakMap<readonly number[], string>();

function cachedPath(values: readonly number[]): string {
  let d = paths.get(values);
  if (d === undefined) {
    d = waveformPath(values);
    paths.set(values, d);
  }
  return d;
}

interface WaveformMiniProps {
  /** The track's preview waveform (100 values 0…1). */
  values: readonly number[];
  className?: string;
  /** An accessible name; without one the drawing is decorative. */
  label?: string;
}

/** A small waveform for list rows, drawn from the stored preview as an inline SVG. */
export const WaveformMini = memo(function WaveformMini({ values, className, label }: WaveformMiniProps) {
  const styles = useStyles();
  const d = cachedPath(values);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      className={mergeClasses(styles.svg, className)}
      viewBox={`0 0 ${Math.max(values.length, 1)} ${HEIGHT}`}
      preserveAspectRatio="none"
      {...a11y}
    >
      <path d={d} stroke="currentColor" strokeWidth={0.6} fill="none" vectorEffect="non-scaling-stroke" />
    </svg>
  );
});
