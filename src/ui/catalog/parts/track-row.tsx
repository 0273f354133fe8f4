import { memo, useMemo, useRef, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { mergeClasses } from '@fluentui/react-components';
import { MusicNote2Regular } from '@fluentui/react-icons';
import { Link } from 'wouter';
import type { TrackDocument } from '../../../domain/catalog';
import { links } from '../../../domain/routes';
import { formatDuration } from '../../components/format';
import { TrackRowActions } from './track-row-actions';
import { TRACK_ROW_HEIGHT, useTrackRowStyles } from './track-row.styles';
import { WaveformMini } from './waveform-mini';

export { TRACK_ROW_HEIGHT };

const noCoverIcon = <MusicNote2Regular />;

interface TrackRowProps {
  track: TrackDocument;
  index: number;
  /** Offset from the top of the list (virtualized rows are absolutely placed). */
  top: number;
  /** The row that Tab lands on. */
  active: boolean;
  selected: boolean;
  /** Labels of the first genres and tags shown as badges. */
  badges: readonly string[];
  noCoverLabel: string;
  onOpen(track: TrackDocument, index: number): void;
  onFocusRow(index: number): void;
  /** The list the row belongs to, read when its Play button is pressed: it becomes the queue (just the track when missing). */
  playlistAt?(index: number): readonly TrackDocument[];
}

interface TrackRowBodyProps {
  track: TrackDocument;
  badges: readonly string[];
  noCoverLabel: string;
  tabIndex: number;
  /** The row's list for its Play button, read at the press (stable while the row stays mounted). */
  playlist?(): readonly TrackDocument[];
}

/**
 * What a row shows of its track. Memoised apart from the row's position: a track that stays on screen
 * while the list above it changes only moves (the catalogue's keystrokes), its buttons are not rendered again.
 */
const TrackRowBody = memo(function TrackRowBody({
  track,
  badges,
  noCoverLabel,
  tabIndex,
  playlist,
}: TrackRowBodyProps) {
  const styles = useTrackRowStyles();
  return (
    <>
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
        <span className={styles.cover} role="img" aria-label={noCoverLabel}>
          {noCoverIcon}
        </span>
      )}
      <div className={styles.main}>
        <span className={`${styles.title} ${styles.ellipsis}`}>{track.title}</span>
        <span className={`${styles.caption} ${styles.ellipsis}`}>
          <Link className={styles.link} href={links.artist(track.mainArtist.id)}>
            {track.mainArtist.name}
          </Link>
        </span>
      </div>
      <span className={`${styles.caption} ${styles.wide} ${styles.ellipsis} ${styles.album}`}>
        {track.album?.title ?? ''}
      </span>
      <div className={`${styles.wide} ${styles.badges}`}>
        {badges.map((badge, i) => (
          // By position: a row showing another track changes the badges' text, not their elements.
          <span key={i} className={styles.badge}>
            {badge}
          </span>
        ))}
      </div>
      <WaveformMini className={styles.wave} values={track.waveform} />
      <div className={styles.end} onClick={stopPropagation}>
        <span className={`${styles.caption} ${styles.duration}`}>
          {formatDuration(track.technicalData.duration)}
        </span>
        <TrackRowActions track={track} tabIndex={tabIndex} playlist={playlist} />
      </div>
    </>
  );
});

const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/** One track of a list: cover, title, main artist (link), album, badges, small waveform and duration. */
export const TrackRow = memo(function TrackRow(props: TrackRowProps) {
  const { track, index, top, active, selected, badges, noCoverLabel, onOpen, onFocusRow, playlistAt } = props;
  const styles = useTrackRowStyles();
  const style: CSSProperties = { transform: `translateY(${top}px)` };
  const tabIndex = active ? 0 : -1;
  // The Play button asks for the list at the press, at the row's index then.
  const indexNow = useRef(index);
  indexNow.current = index;
  const playlist = useMemo(() => (playlistAt ? () => playlistAt(indexNow.current) : undefined), [playlistAt]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault();
      onOpen(track, index);
    }
  };
  return (
    <div
      role="listitem"
      aria-label={`${track.title} — ${track.mainArtist.name}`}
      aria-current={selected ? 'true' : undefined}
      data-index={index}
      tabIndex={tabIndex}
      className={selected ? mergeClasses(styles.row, styles.selected) : styles.row}
      style={style}
      onClick={(event) => {
        if (!(event.target as HTMLElement).closest('a')) onOpen(track, index);
      }}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocusRow(index);
      }}
      onKeyDown={onKeyDown}
    >
      <TrackRowBody
        track={track}
        badges={badges}
        noCoverLabel={noCoverLabel}
        tabIndex={tabIndex}
        playlist={playlist}
      />
    </div>
  );
});
