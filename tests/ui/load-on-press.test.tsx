import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useLoadOnPress } from '../../src/ui/hooks/use-load-on-press';

/** A trigger as the menus use it: the popup (here a plain element) mounted from the first press. */
function Trigger({ load }: { load: () => void }) {
  const { pressed, open, setOpen, triggerProps } = useLoadOnPress(load);
  return (
    <>
      <button type="button" {...triggerProps}>
        More
      </button>
      {pressed && open && (
        <div role="menu" aria-label="Actions">
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
      )}
    </>
  );
}

describe('useLoadOnPress', () => {
  it('asks for the code on hover or focus, mounts the popup open on the first press, then leaves the trigger alone', async () => {
    const user = userEvent.setup();
    const load = vi.fn();
    render(<Trigger load={load} />);
    const trigger = screen.getByRole('button', { name: 'More' });
    expect(screen.queryByRole('menu')).toBeNull();

    await user.hover(trigger);
    expect(load).toHaveBeenCalledTimes(1);
    trigger.focus();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(trigger);
    expect(screen.getByRole('menu', { name: 'Actions' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('menu')).toBeNull();
    // Once pressed, the popup's own trigger opens it: this one no longer loads or opens anything.
    await user.unhover(trigger);
    await user.hover(trigger);
    await user.click(trigger);
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
