import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announced, layOutRows, mounts, renderList, wait } from './support/deferred-sortable-list';

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
