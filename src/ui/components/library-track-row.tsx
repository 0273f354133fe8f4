import type { CSSProperties, ReactElement, ReactNode, Ref } from 'react';
import { Body1Strong, Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { MoreHorizontalRegular, MusicNote2Regular } from '@fluentui/react-icons';
import type { TrackDocument } from '../../domain/catalog';
import { links } from '../../domain/routes';
import { useIsPlaying, usePlayerSelector } from '../hooks/use-player';
import { media } from './breakpoints';
import { formatDuration } from './format';
import { FavouriteButton } from './favourite-button';
import { PlayButton, QueueMenuButton } from './play-button';
import { RouterLink } from './router-link';
import { useLibraryT } from '../i18n/library';

/** One more item of a row's actions menu (Remove from this playlist). */
export interface RowMenuAction {
  key: string;
  label: string;
  icon: ReactElement;
  onClick(): void;
}

const moreIcon = <MoreHorizontalRegular />;

const useStyles = makeStyles({
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '56px',
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    backgroundColor: tokens.colorNeutralBackground1,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  current: {
    backgroundColor: tokens.colorBrandBackground2,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
  cover: {
    width: '40px',
    height: '40px',
    flexShrink: 0,
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground5,
    color: tokens.colorNeutralForeground3,
    fontSize: '20px',
  },
  main: { display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1, flexBasis: 0 },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  album: {
    display: 'none',
    color: tokens.colorNeutralForeground3,
    flexGrow: 1,
    flexBasis: 0,
    minWidth: 0,
    [media.mdUp]: { display: 'block' },
  },
  // As wide on every row, so the album column beside it lines up (issue 26 §4).
  extra: {
    display: 'none',
    color: tokens.colorNeutralForeground3,
    flexGrow: 0,
    flexShrink: 0,
    flexBasis: '200px',
    [media.smUp]: { display: 'block' },
  },
  duration: {
    fontVariantNumeric: 'tabular-nums',
    color: tokens.colorNeutralForeground2,
    minWidth: '40px',
    textAlign: 'end',
  },
});

interface LibraryTrackRowProps {
  track: TrackDocument;
  /** The list Play starts (the queue becomes it). */
  queue: readonly TrackDocument[];
  /** A drag handle in front (a playlist's own tracks). */
  handle?: ReactNode;
  /** More items for the actions menu (Remove from this playlist). */
  menuActions?: readonly RowMenuAction[];
  /** A short note beside the duration (when it was played). */
  note?: string;
  ref?: Ref<HTMLLIElement>;
  style?: CSSProperties;
  className?: string;
}

/** One track of a library list: play, cover, title and artist, album, duration, the heart and a menu. */
export function LibraryTrackRow({
  track,
  queue,
  handle,
  menuActions,
  note,
  ref,
  style,
  className,
}: LibraryTrackRowProps) {
  const styles = useStyles();
  const t = useLibraryT();
  const current = usePlayerSelector((state) => state.currentId === track.id);
  const playing = useIsPlaying(track.id);
  return (
    <li
      ref={ref}
      style={style}
      className={mergeClasses(styles.row, current && styles.current, className)}
      aria-label={`${track.title} — ${track.mainArtist.name}`}
      aria-current={playing ? 'true' : undefined}
    >
      {handle}
      <PlayButton track={track} tracks={queue} size="small" />
      {track.coverImageUrl ? (
        <img
          className={styles.cover}
          src={track.coverImageUrl}
          alt=""
          loading="lazy"
          width={40}
          height={40}
        />
      ) : (
        <span className={styles.cover} role="img" aria-label={t('noCover')}>
          <MusicNote2Regular />
        </span>
      )}
      <div className={styles.main}>
        <Body1Strong className={styles.ellipsis}>{track.title}</Body1Strong>
        <Caption1 className={styles.ellipsis}>
          <RouterLink href={links.artist(track.mainArtist.id)}>{track.mainArtist.name}</RouterLink>
        </Caption1>
      </div>
      <Caption1 className={mergeClasses(styles.album, styles.ellipsis)}>{track.album?.title ?? ''}</Caption1>
      {note ? (
        <Caption1 className={mergeClasses(styles.extra, styles.ellipsis)} title={note}>
          {note}
        </Caption1>
      ) : null}
      <Caption1 className={styles.duration}>{formatDuration(track.technicalData.duration)}</Caption1>
      <FavouriteButton track={track} />
      <QueueMenuButton track={track} actions={menuActions} icon={moreIcon} />
    </li>
  );
}
