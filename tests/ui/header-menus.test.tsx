import { useState } from 'react';
import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Popover,
  PopoverSurface,
  PopoverTrigger,
} from '@fluentui/react-components';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CueDatabase } from '../../src/db';
import { navigationFor } from '../../src/domain/navigation';
import { CompactNav } from '../../src/ui/app/header-nav';
import { TooltipButton } from '../../src/ui/app/tooltip-button';
import { featureStoreOf } from '../../src/ui/hooks/feature-store';
import { requestActivityStore } from '../../src/ui/orders/use-request-activity';
import { openTestDatabase } from '../db/support';
import { renderUi } from './support/render';
import { signedInServices, withLocalData } from './support/signed-in';

// The tooltip's module arrives when a test lets it (`tooltipModule.arrive`), so that a test can act before.
const tooltipModule = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive: () => arrive() };
});
vi.mock('../../src/ui/components/loaded-tooltip', async (importOriginal) => {
  await tooltipModule.arrived;
  return importOriginal();
});

/** happy-dom's own handle on the window (the test environment's). */
type HappyWindow = { happyDOM?: { setViewport(size: { width: number; height: number }): void } };

// The tooltip's module loads on the first reach: slow to transform on a busy machine.
const wait = { timeout: 10_000 };

describe("the compact header's navigation menu", { timeout: 30_000 }, () => {
  let db: CueDatabase;
  const wide = { width: window.innerWidth, height: window.innerHeight };
  beforeEach(async () => {
    // The menu replaces the header's links below the medium breakpoint.
    (window as unknown as HappyWindow).happyDOM?.setViewport({ width: 480, height: 800 });
    db = await openTestDatabase(undefined, ['orders']);
  });
  afterEach(async () => {
    (window as unknown as HappyWindow).happyDOM?.setViewport(wide);
    await db.close();
  });

  it('opens the role’s whole navigation, keeps the dot the wide header’s links show, and goes where chosen', async () => {
    const location = memoryLocation({ path: '/requests', record: true });
    const services = await signedInServices();
    const local = withLocalData(services, db);
    // What the wide header's links keep current (their one watcher is not drawn here): the menu, a reader,
    // shows it and leaves it be.
    featureStoreOf(services.session, requestActivityStore).set(true);
    const { user } = await renderUi(<CompactNav role="owner" />, {
      wrapper: (children) =>
        local(
          <Router hook={location.hook} searchHook={location.searchHook}>
            {children}
          </Router>,
        ),
    });
    const button = () => screen.getByRole('button', { name: 'Navigation menu' });
    // Before the menu's code has loaded (on the first press), the button is already a closed menu's trigger.
    expect(button().getAttribute('aria-haspopup')).toBe('menu');
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(button());
    const menu = await screen.findByRole('menu', {}, wait);
    // The owner's Requests item carries the activity the header's links show.
    expect(await within(menu).findByRole('menuitem', { name: 'Requests, new activity' }, wait)).toBeTruthy();
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(button().getAttribute('aria-haspopup')).toBe('menu');

    await user.click(within(menu).getByRole('menuitem', { name: 'Contracts' }));
    const contracts = navigationFor('owner').find((item) => item.key === 'nav.contracts');
    expect(location.history.at(-1)).toBe(contracts?.href);
    expect(screen.queryByRole('menu')).toBeNull();

    // Opened again, it still shows the dot.
    await user.click(button());
    const again = await screen.findByRole('menu', {}, wait);
    expect(within(again).getByRole('menuitem', { name: 'Requests, new activity' })).toBeTruthy();
  });
});

describe('a button with a tooltip loaded on first reach', () => {
  // First in the file: the tooltip's module arrives once per file, and this case acts before it has.
  it('leaves its tooltip hidden when focus has moved on before the tooltip’s module arrived', async () => {
    const { user } = await renderUi(
      <>
        <TooltipButton label="Bot link" />
        <button type="button">Next</button>
      </>,
    );
    const plain = screen.getByRole('button', { name: 'Bot link' });
    await user.tab();
    expect(document.activeElement).toBe(plain);
    // Focus goes on at once; the module the first reach asked for has not arrived yet.
    await user.tab();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(document.activeElement).toBe(next);
    tooltipModule.arrive();
    await import('../../src/ui/components/loaded-tooltip');
    // Mounting the tooltip replaces the button's element.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bot link' })).not.toBe(plain), wait);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // A tooltip shown now would stay on screen and take the page's next Escape.
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(document.activeElement).toBe(next);
  });

  it('is named by its label, and shows the label as a tooltip once the pointer reaches it', async () => {
    tooltipModule.arrive();
    let pressed = 0;
    const { user } = await renderUi(<TooltipButton label="Bot link" onClick={() => (pressed += 1)} />);
    const button = screen.getByRole('button', { name: 'Bot link' });
    expect(screen.queryByRole('tooltip')).toBeNull();

    await user.hover(button);
    expect((await screen.findByRole('tooltip', {}, wait)).textContent).toBe('Bot link');
    await user.click(screen.getByRole('button', { name: 'Bot link' }));
    expect(pressed).toBe(1);
  });

  it.each(['menu', 'popover'] as const)(
    'stays hidden while a %s is open, where it would lie over the popup’s controls',
    async (popup) => {
      tooltipModule.arrive();
      function WithPopup() {
        const [open, setOpen] = useState(true);
        const close = <Button onClick={() => setOpen(false)}>Close</Button>;
        return (
          <>
            <TooltipButton label="Bot link" />
            {popup === 'menu' ? (
              <Menu open={open} onOpenChange={(_, data) => setOpen(data.open)}>
                <MenuTrigger>
                  <Button>Account</Button>
                </MenuTrigger>
                <MenuPopover>
                  <MenuList>
                    <MenuItem onClick={() => setOpen(false)}>Close</MenuItem>
                  </MenuList>
                </MenuPopover>
              </Menu>
            ) : (
              <Popover open={open} onOpenChange={(_, data) => setOpen(data.open)}>
                <PopoverTrigger>
                  <Button>Notifications</Button>
                </PopoverTrigger>
                <PopoverSurface aria-label="Notifications">{close}</PopoverSurface>
              </Popover>
            )}
          </>
        );
      }
      const { user } = await renderUi(<WithPopup />);
      const item = () => screen.getByRole(popup === 'menu' ? 'menuitem' : 'button', { name: 'Close' });
      await waitFor(() => expect(item()).toBeTruthy(), wait);
      await user.hover(screen.getByRole('button', { name: 'Bot link' }));
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(screen.queryByRole('tooltip')).toBeNull();

      // Once the popup has closed, the pointer's next visit shows it.
      await user.click(item());
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Close' })).toBeNull(), wait);
      await user.unhover(screen.getByRole('button', { name: 'Bot link' }));
      await user.hover(screen.getByRole('button', { name: 'Bot link' }));
      expect((await screen.findByRole('tooltip', {}, wait)).textContent).toBe('Bot link');
    },
  );
});
