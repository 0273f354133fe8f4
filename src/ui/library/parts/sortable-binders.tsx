import { useLayoutEffect } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { BindersProps, SortableBindingsStore } from './deferred-sortable';
import { SortableList } from '../../components/sortable-list';

/** Reports one row's `useSortable` bindings to the store its row reads; renders nothing. */
function Binder({ id, store }: { id: string; store: SortableBindingsStore }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  useLayoutEffect(() => {
    store.set(id, {
      setNodeRef,
      setActivatorNodeRef,
      handleProps: { ...attributes, ...listeners },
      transform: CSS.Translate.toString(transform) ?? undefined,
      transition: transition ?? undefined,
      isDragging,
    });
  });
  useLayoutEffect(() => () => store.delete(id), [id, store]);
  return null;
}

/**
 * dnd-kit's context for a deferred sortable list (src/ui/library/parts/deferred-sortable.tsx), rendered
 * beside the list: one binder per row, the announcements and the keyboard hint. Loaded on its own chunk.
 */
export function SortableBinders({ items, say, onMove, store }: BindersProps) {
  return (
    <SortableList items={items} say={say} onMove={onMove}>
      {items.map((item) => (
        <Binder key={item.id} id={item.id} store={store} />
      ))}
    </SortableList>
  );
}
