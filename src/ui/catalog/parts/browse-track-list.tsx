import { useCallback, useRef, type SyntheticEvent } from 'react';
import { makeStyles } from '@fluentui/react-components';
import type { TrackDocument } from '../../../domain/catalog';
import { useCatalogOptions } from './use-catalog-options';
import { useListKeyboard } from './use-list-keyboard';
import { useTrackPeaksPrefetch } from './track-details';
import { TRACK_ROW_HEIGHT, TrackRow } from './track-row';
import type { BrowseT } from '../../i18n/browse';

const useStyles = makeStyles({
  list: { position: 'relative', width: '100%' },
});

const MAX_BADGES = 2;

interface BrowseTrackListProps {
  tracks: readonly TrackDocument[];
  label: string;
  t: BrowseT;
  onOpen(track: TrackDocument): void;
}

/**
 * Tracks of an album or artist as track rows (not virtualized: an album or artist holds few). Tab lands
 * on one row, arrow keys, Home and End move, Enter or a click opens; a row's Play button queues the list; hovering or focusing a row starts
 * fetching its peaks so the details open with the waveform at once.
 */
export function BrowseTrackList({ tracks, label, t, onOpen }: BrowseTrackListProps) {
  const styles = useStyles();
  const labels = useCatalogOptions();
  const prefetch = useTrackPeaksPrefetch();
  const listRef = useRef<HTMLDivElement>(null);
  const { activeIndex, setActive, onKeyDown } = useListKeyboard(listRef, tracks.length);
  const warm = (event: SyntheticEvent) => {
    const index = (event.target as HTMLElement).closest<HTMLElement>('[data-index]')?.dataset.index;
    const track = index === undefined ? undefined : tracks[Number(index)];
    if (track) prefetch(track.id);
  };
  const open = useCallback(
    (track: TrackDocument, index: number) => {
      // The peaks request starts before the panel renders, not after.
      prefetch(track.id);
      setActive(index);
      onOpen(track);
    },
    [onOpen, prefetch, setActive],
  );
  const playlistAt = useCallback(() => tracks, [tracks]);
  const badgesOf = (track: TrackDocument) =>
    [...track.genres.map((genre) => labels.option('genres', genre)), ...track.tags].slice(0, MAX_BADGES);

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      className={styles.list}
      style={{ height: `${tracks.length * TRACK_ROW_HEIGHT}px` }}
      onKeyDown={onKeyDown}
      onPointerOver={warm}
      onFocus={warm}
    >
      {tracks.map((track, index) => (
        <TrackRow
          key={track.id}
          track={track}
          index={index}
          top={index * TRACK_ROW_HEIGHT}
          active={index === activeIndex}
          selected={false}
          badges={badgesOf(track)}
          noCoverLabel={t('noCover')}
          onOpen={open}
          onFocusRow={setActive}
          playlistAt={playlistAt}
        />
      ))}
    </div>
  );
}
