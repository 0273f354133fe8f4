// A three-row list on DeferredSortableList, for the tests of loading its reordering code later.
import { useEffect, type Ref } from 'react';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import {
  DeferredSortableList,
  HANDLE_ATTRIBUTE,
  useSortableBindings,
} from '../../../src/ui/library/parts/deferred-sortable';
import type { DragTexts } from '../../../src/ui/components/sortable-list';
import { renderUi } from './render';

// A loaded CI runner may take well over a second to settle what the screen shows.
export const wait = { timeout: 10_000 };

const texts: Record<string, string> = {
  dragStart: 'Picked up {title}, position {position} of {total}.',
  dragOver: '{title} moved to position {position} of {total}.',
  dragEnd: '{title} dropped at position {position} of {total}.',
  dragCancel: 'Moving {title} was cancelled.',
  dragHint: 'Space picks a track up.',
};
const say: DragTexts = (key, params = {}) =>
  texts[key]!.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));

const items = [
  { id: 'a', title: 'Amber' },
  { id: 'b', title: 'Birch' },
  { id: 'c', title: 'Cedar' },
];

/** Counts each row's mounts: loading the reordering code must not remount a row. */
export const mounts = new Map<string, number>();

function Item({ id, title }: { id: string; title: string }) {
  const sortable = useSortableBindings(id);
  useEffect(() => void mounts.set(id, (mounts.get(id) ?? 0) + 1), [id]);
  return (
    <li ref={sortable?.setNodeRef as Ref<HTMLLIElement> | undefined}>
      {title}
      <button
        ref={sortable?.setActivatorNodeRef as Ref<HTMLButtonElement> | undefined}
        {...{ [HANDLE_ATTRIBUTE]: id }}
        {...sortable?.handleProps}
        aria-label={`Reorder ${title}`}
      />
    </li>
  );
}

/** happy-dom lays nothing out: each list item gets a 40 px high row of its own, in document order. */
export function layOutRows() {
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function rect(
    this: HTMLElement,
  ) {
    const row = this.closest('li');
    const index = row ? Array.from(row.parentElement!.children).indexOf(row) : 0;
    const top = index * 40;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 300,
      bottom: top + 40,
      width: 300,
      height: 40,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

export async function renderList() {
  const onMove = vi.fn();
  const rendered = await renderUi(
    <DeferredSortableList items={items} say={say} onMove={onMove}>
      {(triggers) => (
        <ol aria-label="Tracks" {...triggers}>
          {items.map((item) => (
            <Item key={item.id} {...item} />
          ))}
        </ol>
      )}
    </DeferredSortableList>,
  );
  return { ...rendered, onMove };
}

export const announced = () =>
  screen
    .queryAllByRole('status')
    .map((region) => region.textContent ?? '')
    .join(' ');
