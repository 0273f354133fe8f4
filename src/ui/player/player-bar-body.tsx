import { useState } from 'react';
import { Button, mergeClasses } from '@fluentui/react-components';
import { ChevronUpRegular, DismissRegular, TextBulletListLtrRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import { playerAtBottomEdge } from '../../domain/app-rules';
import { FavouriteButton } from '../components/favourite-button';
import { usePlayerControls } from '../hooks/use-player';
import { usePlayerT } from './i18n';
import { NowPlaying } from './now-playing';
import { usePlayerBarStyles } from './player-bar.styles';
import { PlayerWaveform } from './player-waveform';
import type { PlayerTrack } from './player-track';
import { MiniPlayer } from './track-summary';
import { NextButton, PlayPauseButton, Transport } from './transport';
import { VolumeControl } from './volume-control';

/** The bar of the current track, its expanded view and queue; loaded when a track first becomes current. */
export function PlayerBarBody({ track }: { track: PlayerTrack }) {
  const styles = usePlayerBarStyles();
  const t = usePlayerT();
  const controls = usePlayerControls();
  const [location] = useLocation();
  const [expanded, setExpanded] = useState(false);
  const atEdge = playerAtBottomEdge(location);
  const open = () => setExpanded(true);
  return (
    <>
      <section
        aria-label={t('region')}
        className={mergeClasses(styles.bar, atEdge ? styles.edge : styles.floating)}
        data-placement={atEdge ? 'edge' : 'floating'}
      >
        <div className={styles.mini} onClick={open}>
          <MiniPlayer track={track} />
        </div>
        <div className={styles.phoneControls}>
          <PlayPauseButton size="medium" />
          <NextButton />
        </div>
        <Transport className={styles.transport} />
        <PlayerWaveform track={track} className={styles.waveform} />
        <VolumeControl className={styles.volume} />
        <div className={styles.end}>
          <FavouriteButton track={track} size="medium" />
          <Button
            appearance="subtle"
            className={styles.queueButton}
            icon={<TextBulletListLtrRegular />}
            aria-label={t('queueButton')}
            onClick={open}
          />
          <Button appearance="subtle" icon={<ChevronUpRegular />} aria-label={t('expand')} onClick={open} />
          <Button
            appearance="subtle"
            icon={<DismissRegular />}
            aria-label={t('close')}
            onClick={controls.close}
          />
        </div>
      </section>
      <NowPlaying track={track} open={expanded} onOpenChange={setExpanded} />
    </>
  );
}
