import { useMemo } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, makeStyles, MenuItem, mergeClasses, tokens } from '@fluentui/react-components';
import { DeleteRegular, ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import type { TrackDocument } from '../../domain/catalog';
import { useLibraryT, type LibraryT } from '../components/library/i18n';
import { LibraryTrackRow } from '../components/library/library-track-row';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  dragging: { boxShadow: tokens.shadow16, zIndex: 1, position: 'relative' },
  handle: { cursor: 'grab', touchAction: 'none' },
});

function announcements(t: LibraryT, tracks: readonly TrackDocument[]): Announcements {
  const position = (id: UniqueIdentifier | undefined) => tracks.findIndex((track) => track.id === id) + 1;
  const title = (id: UniqueIdentifier) => tracks.find((track) => track.id === id)?.title ?? '';
  const params = (id: UniqueIdentifier, at: UniqueIdentifier | undefined) => ({ title: title(id), position: position(at ?? id), total: tracks.length });
  return {
    onDragStart: ({ active }) => t('dragStart', params(active.id, active.id)),
    onDragOver: ({ active, over }) => (over ? t('dragOver', params(active.id, over.id)) : undefined),
    onDragEnd: ({ active, over }) => t('dragEnd', params(active.id, over?.id)),
    onDragCancel: ({ active }) => t('dragCancel', { title: title(active.id) }),
  };
}

interface ItemProps {
  track: TrackDocument;
  tracks: readonly TrackDocument[];
  onRemove(track: TrackDocument): void;
}

function SortableTrack({ track, tracks, onRemove }: ItemProps) {
  const styles = useStyles();
  const t = useLibraryT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: track.id });
  const handle = (
    <Button
      ref={setActivatorNodeRef}
      appearance="transparent"
      size="small"
      className={styles.handle}
      icon={<ReOrderDotsVerticalRegular />}
      {...attributes}
      {...listeners}
      aria-label={t('reorder', { title: track.title })}
    />
  );
  return (
    <LibraryTrackRow
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={mergeClasses(isDragging && styles.dragging)}
      track={track}
      queue={tracks}
      handle={handle}
      menuItems={
        <MenuItem icon={<DeleteRegular />} onClick={() => onRemove(track)}>
          {t('removeFromPlaylist')}
        </MenuItem>
      }
    />
  );
}

export interface SortableTracksProps {
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
  const t = useLibraryT();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => tracks.map((track) => track.id), [tracks]);
  const accessibility = useMemo(() => ({ announcements: announcements(t, tracks), screenReaderInstructions: { draggable: t('dragHint') } }), [t, tracks]);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={styles.list} aria-label={label} data-player-keys="own">
          {tracks.map((track) => (
            <SortableTrack key={track.id} track={track} tracks={tracks} onRemove={onRemove} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
