import { useEffect, type Ref } from 'react';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DeferredSortableList,
  HANDLE_ATTRIBUTE,
  useSortableBindings,
} from '../../src/ui/components/deferred-sortable';
import type { DragTexts } from '../../src/ui/components/sortable-list';
import { renderUi } from './support/render';

// A loaded CI runner may take well over a second to settle what the screen shows.
const wait = { timeout: 10_000 };

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
const mounts = new Map<string, number>();

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
function layOutRows() {
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

async function renderList() {
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

const announced = () =>
  screen
    .queryAllByRole('status')
    .map((region) => region.textContent ?? '')
    .join(' ');

// The module keeps the loaded code for the page, so the first test sees it not yet loaded.
describe('a sortable list whose reordering code loads later', () => {
  beforeEach(() => {
    mounts.clear();
    layOutRows();
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps the focused handle and its row through the load, and replays a Space pressed before it', async () => {
    const { user, onMove } = await renderList();
    const handle = screen.getByRole('button', { name: 'Reorder Cedar' });
    handle.focus();
    expect(handle.getAttribute('aria-roledescription')).toBeNull();

    await user.keyboard(' ');
    await vi.waitFor(() => expect(handle.getAttribute('aria-pressed')).toBe('true'), wait);
    expect(document.activeElement).toBe(handle);
    expect(screen.getByRole('button', { name: 'Reorder Cedar' })).toBe(handle);
    expect([...mounts.values()]).toEqual([1, 1, 1]);
    await user.keyboard('{ArrowUp}');
    await vi.waitFor(() => expect(announced()).toContain('Cedar moved to position 2 of 3.'), wait);
    await user.keyboard(' ');

    await vi.waitFor(() => expect(announced()).toContain('Cedar dropped at position 2 of 3.'), wait);
    expect(onMove).toHaveBeenCalledExactlyOnceWith('c', 'b');
    expect(handle.getAttribute('aria-pressed')).toBeNull();
  });

  it('once loaded, reorders by keyboard, cancels with Escape and describes the handle', async () => {
    const { user, onMove } = await renderList();
    const handle = screen.getByRole('button', { name: 'Reorder Amber' });
    await vi.waitFor(() => expect(handle.getAttribute('aria-roledescription')).toBe('sortable'), wait);
    const hint = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Space picks a track up.');
    handle.focus();

    await user.keyboard(' ');
    await vi.waitFor(() => expect(handle.getAttribute('aria-pressed')).toBe('true'), wait);
    await user.keyboard('{ArrowDown}');
    await vi.waitFor(() => expect(announced()).toContain('Amber moved to position 2 of 3.'), wait);
    await user.keyboard('{Escape}');

    await vi.waitFor(() => expect(announced()).toContain('Moving Amber was cancelled.'), wait);
    expect(onMove).not.toHaveBeenCalled();
  });
});
