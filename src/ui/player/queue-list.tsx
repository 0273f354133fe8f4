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
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { usePlayerControls, usePlayerSelector } from '../hooks/use-player';
import { usePlayerT, type PlayerT } from './i18n';
import type { PlayerTrack } from './player-track';
import { QueueItem } from './queue-item';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  empty: { color: tokens.colorNeutralForeground3 },
});

function announcements(t: PlayerT, queue: readonly PlayerTrack[]): Announcements {
  const position = (id: UniqueIdentifier | undefined) => queue.findIndex((track) => track.id === id) + 1;
  const title = (id: UniqueIdentifier) => queue.find((track) => track.id === id)?.title ?? '';
  const params = (id: UniqueIdentifier, at: UniqueIdentifier | undefined) => ({
    title: title(id),
    position: position(at ?? id),
    total: queue.length,
  });
  return {
    onDragStart: ({ active }) => t('dragStart', params(active.id, active.id)),
    onDragOver: ({ active, over }) => (over ? t('dragOver', params(active.id, over.id)) : undefined),
    onDragEnd: ({ active, over }) => t('dragEnd', params(active.id, over?.id)),
    onDragCancel: ({ active }) => t('dragCancel', { title: title(active.id) }),
  };
}

/**
 * The queue in play order: drag a track by its handle (pointer, or Space/Enter then the arrow keys) to
 * reorder it; each track plays on click and has Play next, Move to the end and Remove.
 */
export function QueueList() {
  const styles = useStyles();
  const t = usePlayerT();
  const controls = usePlayerControls();
  const queue = usePlayerSelector((state) => state.queue);
  const currentId = usePlayerSelector((state) => state.currentId);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => queue.map((track) => track.id), [queue]);
  const accessibility = useMemo(
    () => ({ announcements: announcements(t, queue), screenReaderInstructions: { draggable: t('dragHint') } }),
    [t, queue],
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    controls.reorder(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  if (queue.length === 0) return <Body1 className={styles.empty}>{t('queueEmpty')}</Body1>;
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={styles.list} aria-label={t('queue')} data-player-keys="own">
          {queue.map((track) => (
            <QueueItem key={track.id} track={track} current={track.id === currentId} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
