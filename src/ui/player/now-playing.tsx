import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { breakpoints } from '../components/breakpoints';
import { usePlayerT } from './i18n';
import { PlayerWaveform } from './player-waveform';
import { AddToProjectButton } from '../components/add-to-project-button';
import type { PlayerTrack } from './player-track';
import { QueueList } from './queue-list';
import { Cover, TrackTitle } from './track-summary';
import { Transport } from './transport';
import { useMatchMedia } from './use-match-media';
import { VolumeControl } from './volume-control';

const useStyles = makeStyles({
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingBottom: tokens.spacingVerticalXXL,
  },
  now: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    textAlign: 'center',
  },
  title: { alignItems: 'center', maxWidth: '100%' },
  transport: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  waveform: { width: '100%', justifyContent: 'center' },
  volume: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
});

interface NowPlayingProps {
  track: PlayerTrack;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The now-playing view with the queue: a side panel on wide screens, full screen on phones. */
export function NowPlaying({ track, open, onOpenChange }: NowPlayingProps) {
  const styles = useStyles();
  const t = usePlayerT();
  const phone = useMatchMedia(`(max-width: ${breakpoints.md - 1}px)`);
  return (
    <OverlayDrawer
      open={open}
      position="end"
      size={phone ? 'full' : 'medium'}
      onOpenChange={(_event, data) => onOpenChange(data.open)}
      aria-label={t('nowPlaying')}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              icon={<DismissRegular />}
              aria-label={t('collapse')}
              onClick={() => onOpenChange(false)}
            />
          }
        >
          {t('nowPlaying')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <section className={styles.now} aria-label={t('current')}>
          <Cover track={track} size="large" />
          <TrackTitle track={track} className={styles.title} />
          <PlayerWaveform track={track} className={styles.waveform} />
          <Transport className={styles.transport} />
          <VolumeControl className={styles.volume} />
          <AddToProjectButton tracks={[track]} appearance="subtle" />
        </section>
        <section aria-labelledby="player-queue-heading">
          <Subtitle2 as="h2" id="player-queue-heading">
            {t('queue')}
          </Subtitle2>
          <QueueList />
        </section>
      </DrawerBody>
    </OverlayDrawer>
  );
}
