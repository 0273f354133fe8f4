import { useCallback, useEffect, useMemo, useRef, type SyntheticEvent } from 'react';
import { makeStyles, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';
import type { TrackDocument } from '../../domain/catalog';
import { listWindow } from '../../domain/player';
import { useCatalogOptions } from './parts/use-catalog-options';
import { useListKeyboard } from './parts/use-list-keyboard';
import { useScrollMargin } from '../hooks/use-scroll-margin';
import { useWindowRows } from './parts/use-window-rows';
import { useTrackPeaksPrefetch } from './parts/track-details';
import { TRACK_ROW_HEIGHT, TrackRow } from './parts/track-row';
import type { CatalogT } from './i18n';
import { rowSlots } from './row-slots';

const useStyles = makeStyles({
  list: { position: 'relative', width: '100%' },
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  skeletonRow: { height: `${TRACK_ROW_HEIGHT - 8}px`, width: '100%' },
});

interface TrackListProps {
  tracks: TrackDocument[];
  /** Out of view and of the accessibility tree (nothing matches), kept mounted. */
  hidden?: boolean;
  t: CatalogT;
  selectedId: string | null;
  hasMore: boolean;
  onLoadMore(): void;
  onOpen(track: TrackDocument): void;
}

const MAX_BADGES = 2;

/** Row keys for the visible tracks that follow each track while it stays in view (row-slots.ts). */
function useRowSlots(ids: readonly string[]): number[] {
  const last = useRef(new Map<string, number>());
  const joined = ids.join('\n');
  return useMemo(() => {
    const { slots, byId } = rowSlots(last.current, ids);
    last.current = byId;
    return slots;
    // `joined` names the ids.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [joined]);
}

/**
 * Tracks in a windowed list scrolled with the window (rows of one height: useWindowRows). Tab lands on
 * one row; arrow keys, Home, End and Page keys move; Enter opens. More pages load as the end comes into view. A row's Play button
 * queues the list as shown (around that row when it is long); hovering or focusing a row starts
 * fetching its peaks, so its details open with the waveform drawn.
 */
export function TrackList({ tracks, hidden, t, selectedId, hasMore, onLoadMore, onOpen }: TrackListProps) {
  const styles = useStyles();
  const labels = useCatalogOptions();
  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useScrollMargin(listRef);
  const {
    rows: items,
    totalSize,
    scrollToIndex,
  } = useWindowRows({ count: tracks.length, rowHeight: TRACK_ROW_HEIGHT, overscan: 4, scrollMargin });
  const slots = useRowSlots(items.map((item) => tracks[item.index]?.id ?? ''));
  const { activeIndex, setActive, onKeyDown } = useListKeyboard(listRef, tracks.length, {
    reveal: scrollToIndex,
    pageRowHeight: TRACK_ROW_HEIGHT,
  });

  const lastIndex = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (hasMore && lastIndex >= tracks.length - 5) onLoadMore();
  }, [hasMore, lastIndex, tracks.length, onLoadMore]);

  // One badge list per track object, so rows that stay on screen skip re-rendering (TrackRow is memoised).
  const badgesOf = useMemo(() => {
    const cache = new WeakMap<TrackDocument, string[]>();
    return (track: TrackDocument) => {
      let badges = cache.get(track);
      if (!badges) {
        badges = [...track.genres.map((genre) => labels.option('genres', genre)), ...track.tags].slice(
          0,
          MAX_BADGES,
        );
        cache.set(track, badges);
      }
      return badges;
    };
  }, [labels]);

  const focusRow = useCallback((index: number) => setActive(index), [setActive]);
  // Read at a press or a hover only, so the rows need not re-render when the list changes.
  const shown = useRef(tracks);
  shown.current = tracks;
  const playlistAt = useCallback((index: number) => listWindow(shown.current, index), []);
  const prefetch = useTrackPeaksPrefetch();
  const open = useCallback(
    (track: TrackDocument, index: number) => {
      // The peaks request starts before the panel renders, not after.
      prefetch(track.id);
      setActive(index);
      onOpen(track);
    },
    [onOpen, setActive, prefetch],
  );
  const warm = useCallback(
    (event: SyntheticEvent) => {
      const index = (event.target as HTMLElement).closest<HTMLElement>('[data-index]')?.dataset.index;
      const track = index === undefined ? undefined : shown.current[Number(index)];
      if (track) prefetch(track.id);
    },
    [prefetch],
  );

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={t('list')}
      hidden={hidden}
      className={styles.list}
      style={{ height: `${totalSize}px` }}
      onKeyDown={onKeyDown}
      onPointerOver={warm}
      onFocus={warm}
    >
      {items.map((item, position) => {
        const track = tracks[item.index];
        if (!track) return null;
        return (
          <TrackRow
            key={slots[position]}
            track={track}
            index={item.index}
            top={item.top}
            active={item.index === activeIndex}
            selected={track.id === selectedId}
            badges={badgesOf(track)}
            noCoverLabel={t('noCover')}
            onOpen={open}
            onFocusRow={focusRow}
            playlistAt={playlistAt}
          />
        );
      })}
    </div>
  );
}

/** Placeholder rows while the first results load. */
export function TrackListSkeleton({ label }: { label: string }) {
  const styles = useStyles();
  return (
    <Skeleton aria-label={label} className={styles.skeleton}>
      {Array.from({ length: 6 }, (_, i) => (
        <SkeletonItem key={i} className={styles.skeletonRow} />
      ))}
    </Skeleton>
  );
}
