import { useMemo, type ReactNode } from 'react';
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

/** The keys of the drag texts a feature's dictionary provides (announcements and the keyboard hint). */
export type DragTextKey = 'dragStart' | 'dragOver' | 'dragEnd' | 'dragCancel' | 'dragHint';
export type DragTexts = (key: DragTextKey, params?: Record<string, string | number>) => string;

interface Sortable {
  id: string;
  title: string;
}

/** Screen-reader announcements: "{title} moved to position {position} of {total}." and the like. */
function announcements(say: DragTexts, items: readonly Sortable[]): Announcements {
  const position = (id: UniqueIdentifier | undefined) => items.findIndex((item) => item.id === id) + 1;
  const title = (id: UniqueIdentifier) => items.find((item) => item.id === id)?.title ?? '';
  const params = (id: UniqueIdentifier, at: UniqueIdentifier | undefined) => ({
    title: title(id),
    position: position(at ?? id),
    total: items.length,
  });
  return {
    onDragStart: ({ active }) => say('dragStart', params(active.id, active.id)),
    onDragOver: ({ active, over }) => (over ? say('dragOver', params(active.id, over.id)) : undefined),
    onDragEnd: ({ active, over }) => say('dragEnd', params(active.id, over?.id)),
    onDragCancel: ({ active }) => say('dragCancel', { title: title(active.id) }),
  };
}

interface SortableListProps {
  items: readonly Sortable[];
  say: DragTexts;
  /** A drop of `fromId` onto the place of `toId` (never the same). */
  onMove(fromId: string, toId: string): void;
  /** The list element; each item uses `useSortable({ id })` with its handle as the activator. */
  children: ReactNode;
}

/**
 * A vertical list reordered by dragging a handle: with the pointer, or with Space/Enter, the arrow keys
 * and Space/Enter to drop (Escape cancels), each step announced for screen readers.
 */
export function SortableList({ items, say, onMove, children }: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const accessibility = useMemo(
    () => ({
      announcements: announcements(say, items),
      screenReaderInstructions: { draggable: say('dragHint') },
    }),
    [say, items],
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
