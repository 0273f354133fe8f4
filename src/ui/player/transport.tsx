import type { ReactElement } from 'react';
import { Button, ToggleButton, makeStyles, tokens, type ButtonProps } from '@fluentui/react-components';
import {
  ArrowRepeat1Regular,
  ArrowRepeatAllOffRegular,
  ArrowRepeatAllRegular,
  ArrowShuffleOffRegular,
  ArrowShuffleRegular,
  NextFilled,
  PauseFilled,
  PlayFilled,
  PreviousFilled,
} from '@fluentui/react-icons';
import type { RepeatMode } from '../../domain/player';
import { usePlayerControls, usePlayerSelector } from '../hooks/use-player';
import { usePlayerT, type PlayerKey } from './i18n';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

const repeatLabel: Record<RepeatMode, PlayerKey> = {
  off: 'repeatOff',
  track: 'repeatTrack',
  context: 'repeatContext',
};
const repeatIcon: Record<RepeatMode, ReactElement> = {
  off: <ArrowRepeatAllOffRegular />,
  track: <ArrowRepeat1Regular />,
  context: <ArrowRepeatAllRegular />,
};

/** The play/pause button of the current track. */
export function PlayPauseButton({ size = 'large' }: { size?: ButtonProps['size'] }) {
  const t = usePlayerT();
  const controls = usePlayerControls();
  const playing = usePlayerSelector((state) => state.playing);
  return (
    <Button
      appearance="primary"
      shape="circular"
      size={size}
      icon={playing ? <PauseFilled /> : <PlayFilled />}
      aria-label={playing ? t('pause') : t('play')}
      onClick={controls.toggle}
    />
  );
}

export function NextButton() {
  const t = usePlayerT();
  const controls = usePlayerControls();
  return <Button appearance="subtle" icon={<NextFilled />} aria-label={t('next')} onClick={controls.next} />;
}

/** Shuffle, previous, play/pause, next and repeat; shuffle and repeat announce their state. */
export function Transport({ className }: { className?: string }) {
  const styles = useStyles();
  const t = usePlayerT();
  const controls = usePlayerControls();
  const shuffle = usePlayerSelector((state) => state.shuffle);
  const repeat = usePlayerSelector((state) => state.repeat);
  return (
    <div className={className ?? styles.root} role="group" aria-label={t('controls')}>
      <ToggleButton
        appearance="subtle"
        checked={shuffle}
        icon={shuffle ? <ArrowShuffleRegular /> : <ArrowShuffleOffRegular />}
        aria-label={t('shuffle')}
        onClick={controls.toggleShuffle}
      />
      <Button
        appearance="subtle"
        icon={<PreviousFilled />}
        aria-label={t('previous')}
        onClick={controls.previous}
      />
      <PlayPauseButton />
      <NextButton />
      <ToggleButton
        appearance="subtle"
        checked={repeat !== 'off'}
        icon={repeatIcon[repeat]}
        aria-label={t(repeatLabel[repeat])}
        title={t(repeatLabel[repeat])}
        onClick={controls.cycleRepeat}
      />
    </div>
  );
}
