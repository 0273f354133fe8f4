import { Body1Strong, Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { MusicNote2Regular } from '@fluentui/react-icons';
import { usePlayerT } from './i18n';
import type { PlayerTrack } from './player-track';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minWidth: 0 },
  cover: {
    flexShrink: 0,
    borderRadius: tokens.borderRadiusMedium,
    objectFit: 'cover',
    backgroundColor: tokens.colorNeutralBackground4,
    color: tokens.colorNeutralForeground3,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  small: { width: '48px', height: '48px', fontSize: '24px' },
  large: { width: 'min(280px, 70vw)', height: 'min(280px, 70vw)', fontSize: '96px' },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  line: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  artist: { color: tokens.colorNeutralForeground2 },
});

/** The cover image, or a music-note placeholder when the track has none. */
export function Cover({ track, size }: { track: PlayerTrack; size: 'small' | 'large' }) {
  const styles = useStyles();
  const t = usePlayerT();
  const className = mergeClasses(styles.cover, styles[size]);
  if (track.coverImageUrl) {
    return <img className={className} src={track.coverImageUrl} alt={t('cover', { title: track.title })} />;
  }
  return (
    <span className={className} role="img" aria-label={t('noCover')}>
      <MusicNote2Regular />
    </span>
  );
}

/** Title and main artist of a track, one line each. */
export function TrackTitle({ track, className }: { track: PlayerTrack; className?: string }) {
  const styles = useStyles();
  return (
    <span className={mergeClasses(styles.text, className)}>
      <Body1Strong className={styles.line} data-player-title="">
        {track.title}
      </Body1Strong>
      <Caption1 className={mergeClasses(styles.line, styles.artist)} data-player-artist="">
        {track.artistName}
      </Caption1>
    </span>
  );
}

/** The mini player: cover (or placeholder), title and main artist. */
export function MiniPlayer({ track }: { track: PlayerTrack }) {
  const styles = useStyles();
  return (
    <span className={styles.root}>
      <Cover track={track} size="small" />
      <TrackTitle track={track} />
    </span>
  );
}
