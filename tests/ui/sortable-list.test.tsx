import { useSortable } from '@dnd-kit/sortable';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SortableList, type DragTexts } from '../../src/ui/components/sortable-list';
import { renderUi } from './support/render';
import { layOutRows } from './support/deferred-sortable-list';

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

function Item({ id, title }: { id: string; title: string }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef } = useSortable({ id });
  return (
    <li ref={setNodeRef}>
      {title}
      <button ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={`Reorder ${title}`} />
    </li>
  );
}

async function renderList() {
  const onMove = vi.fn();
  const rendered = await renderUi(
    <SortableList items={items} say={say} onMove={onMove}>
      <ol aria-label="Tracks">
        {items.map((item) => (
          <Item key={item.id} {...item} />
        ))}
      </ol>
    </SortableList>,
  );
  return { ...rendered, onMove };
}

const announced = () =>
  screen
    .getAllByRole('status')
    .map((region) => region.textContent ?? '')
    .join(' ');

describe('the sortable list by keyboard', () => {
  beforeEach(() => void layOutRows());
  afterEach(() => vi.restoreAllMocks());

  it('picks a row up with Space, moves it with the arrows, drops it with Space and reports the move', async () => {
    const { user, onMove } = await renderList();
    const handle = screen.getByRole('button', { name: 'Reorder Cedar' });
    handle.focus();

    await user.keyboard(' ');
    await vi.waitFor(() => expect(handle.getAttribute('aria-pressed')).toBe('true'), wait);
    await user.keyboard('{ArrowUp}');
    await vi.waitFor(() => expect(announced()).toContain('Cedar moved to position 2 of 3.'), wait);
    await user.keyboard('{ArrowUp}');
    await vi.waitFor(() => expect(announced()).toContain('Cedar moved to position 1 of 3.'), wait);
    await user.keyboard(' ');

    await vi.waitFor(() => expect(announced()).toContain('Cedar dropped at position 1 of 3.'), wait);
    expect(onMove).toHaveBeenCalledExactlyOnceWith('c', 'a');
    expect(handle.getAttribute('aria-pressed')).toBeNull();
  });

  it('puts the row back when Escape cancels, and reports no move', async () => {
    const { user, onMove } = await renderList();
    const handle = screen.getByRole('button', { name: 'Reorder Amber' });
    handle.focus();

    await user.keyboard(' ');
    await vi.waitFor(() => expect(handle.getAttribute('aria-pressed')).toBe('true'), wait);
    await user.keyboard('{ArrowDown}');
    await vi.waitFor(() => expect(announced()).toContain('Amber moved to position 2 of 3.'), wait);
    await user.keyboard('{Escape}');

    await vi.waitFor(() => expect(announced()).toContain('Moving Amber was cancelled.'), wait);
    expect(onMove).not.toHaveBeenCalled();
  });

  it('tells keyboard users how to move a row', async () => {
    await renderList();
    const handle = screen.getByRole('button', { name: 'Reorder Birch' });
    const hint = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Space picks a track up.');
  });
});
