import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layOutRows, mounts, renderList, wait } from './support/deferred-sortable-list';

// Its own file: the module keeps the loaded code for the page, and this test needs it not yet loaded.
describe('a sortable list whose reordering code loads later, with the pointer', () => {
  beforeEach(() => {
    mounts.clear();
    layOutRows();
  });
  afterEach(() => vi.restoreAllMocks());

  it('replays a press on a handle made before the code arrived, so the drag that follows moves the row', async () => {
    const { onMove } = await renderList();
    const handle = screen.getByRole('button', { name: 'Reorder Amber' });
    const pointer = { pointerId: 1, isPrimary: true, button: 0, buttons: 1, pointerType: 'mouse' };
    fireEvent.pointerDown(handle, { ...pointer, clientX: 10, clientY: 20 });
    expect(handle.getAttribute('aria-roledescription')).toBeNull();

    await vi.waitFor(() => expect(handle.getAttribute('aria-roledescription')).toBe('sortable'), wait);
    // The pointer keeps moving, as a hand does, while the press is replayed.
    await vi.waitFor(() => {
      fireEvent.pointerMove(document, { ...pointer, clientX: 10, clientY: 40 });
      expect(handle.getAttribute('aria-pressed')).toBe('true');
    }, wait);
    fireEvent.pointerMove(document, { ...pointer, clientX: 10, clientY: 70 });
    fireEvent.pointerMove(document, { ...pointer, clientX: 10, clientY: 85 });
    fireEvent.pointerUp(document, { ...pointer, buttons: 0, clientX: 10, clientY: 85 });

    await vi.waitFor(() => expect(onMove).toHaveBeenCalledOnce(), wait);
    expect(onMove.mock.calls[0]![0]).toBe('a');
    expect([...mounts.values()]).toEqual([1, 1, 1]);
  });
});
