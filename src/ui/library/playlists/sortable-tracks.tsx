import type { Ref } from 'react';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DeleteRegular, ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import type { TrackDocument } from '../../../domain/catalog';
import { LibraryTrackRow } from '../../components/library-track-row';
import { DeferredSortableList, HANDLE_ATTRIBUTE, useSortableBindings } from '../parts/deferred-sortable';
import { usePlaylistsT } from './i18n';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  dragging: { boxShadow: tokens.shadow16, zIndex: 1, position: 'relative' },
  handle: { cursor: 'grab', touchAction: 'none' },
});

interface ItemProps {
  track: TrackDocument;
  tracks: readonly TrackDocument[];
  onRemove(track: TrackDocument): void;
}

function SortableTrack({ track, tracks, onRemove }: ItemProps) {
  const styles = useStyles();
  const t = usePlaylistsT();
  // Undefined until the reordering code has loaded: the same elements, the handle not yet draggable.
  const sortable = useSortableBindings(track.id);
  const handle = (
    <Button
      ref={sortable?.setActivatorNodeRef as Ref<HTMLButtonElement> | undefined}
      appearance="transparent"
      size="small"
      className={styles.handle}
      icon={<ReOrderDotsVerticalRegular />}
      {...{ [HANDLE_ATTRIBUTE]: track.id }}
      {...sortable?.handleProps}
      aria-label={t('reorder', { title: track.title })}
    />
  );
  return (
    <LibraryTrackRow
      ref={sortable?.setNodeRef as Ref<HTMLLIElement> | undefined}
      style={{ transform: sortable?.transform, transition: sortable?.transition }}
      className={mergeClasses(sortable?.isDragging && styles.dragging)}
      track={track}
      queue={tracks}
      handle={handle}
      menuActions={[
        {
          key: 'remove',
          label: t('removeFromPlaylist'),
          icon: <DeleteRegular />,
          onClick: () => onRemove(track),
        },
      ]}
    />
  );
}

interface SortableTracksProps {
  tracks: readonly TrackDocument[];
  label: string;
  onMove(fromId: string, toId: string): void;
  onRemove(track: TrackDocument): void;
}

/**
 * A playlist's tracks in order: drag a track by its handle (pointer, or Space/Enter then the arrow
 * keys, Space/Enter to drop, Escape to cancel) to reorder it; each row plays the list from itself.
 */
export function SortableTracks({ tracks, label, onMove, onRemove }: SortableTracksProps) {
  const styles = useStyles();
  const t = usePlaylistsT();
  return (
    <DeferredSortableList items={tracks} say={t} onMove={onMove}>
      {(triggers) => (
        <ol className={styles.list} aria-label={label} data-player-keys="own" {...triggers}>
          {tracks.map((track) => (
            <SortableTrack key={track.id} track={track} tracks={tracks} onRemove={onRemove} />
          ))}
        </ol>
      )}
    </DeferredSortableList>
  );
}
