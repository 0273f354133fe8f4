import type { ReactElement } from 'react';
import { Button, Slider, makeStyles, tokens } from '@fluentui/react-components';
import { Speaker0Regular, Speaker1Regular, Speaker2Regular, SpeakerMuteRegular } from '@fluentui/react-icons';
import { volumeIcon, type VolumeIcon } from '../../domain/player';
import { usePlayerControls, usePlayerSelector } from '../hooks/use-player';
import { usePlayerT } from './i18n';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  slider: { width: '112px', minWidth: '80px' },
});

const icons: Record<VolumeIcon, ReactElement> = {
  muted: <SpeakerMuteRegular />,
  low: <Speaker0Regular />,
  medium: <Speaker1Regular />,
  high: <Speaker2Regular />,
};

/** Mute (remembers and restores the volume) and the 0…100 % volume slider. */
export function VolumeControl({ className }: { className?: string }) {
  const styles = useStyles();
  const t = usePlayerT();
  const controls = usePlayerControls();
  const volume = usePlayerSelector((state) => state.volume);
  const muted = usePlayerSelector((state) => state.muted);
  const percent = Math.round(volume * 100);
  return (
    <div className={className ?? styles.root}>
      <Button
        appearance="subtle"
        icon={icons[volumeIcon(volume, muted)]}
        aria-label={muted ? t('unmute') : t('mute')}
        data-volume-icon={volumeIcon(volume, muted)}
        onClick={controls.toggleMute}
      />
      <Slider
        className={styles.slider}
        size="small"
        min={0}
        max={100}
        value={percent}
        aria-label={t('volume')}
        aria-valuetext={`${percent} %`}
        onChange={(_event, data) => controls.setVolume(data.value / 100)}
      />
    </div>
  );
}
