import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from './support/e2e';
import { demo, demoPassword, expectHeading, expectPath, logIn, visible } from './support/flows';

// Keyboard journeys through what the accessibility work changed: the header menus loaded on their first
// press, and the controls the axe fixes touched (the route-by-route audit is in accessibility.test.ts).

describe('the header menus, loaded on their first press', () => {
  test('the first menu opened on a fresh page closes on the first Escape, after Tab passed the bot link before its tooltip loaded', async ({
    page,
  }) => {
    // The bot link's tooltip loads when focus first reaches the button; here it arrives after focus has moved
    // on. Mounted shown, it would stay on screen and take the page's next Escape (a menu open then would not
    // close on it).
    const held = await holdTooltipModule(page, () => new Promise((resolve) => setTimeout(resolve, 1500)));
    await customerHome(page, held);

    const accountMenu = await closedMenuTrigger(page, 'Account menu');
    // From the logo (a screen may hold the focus in its content), Tab goes through the header.
    await page.getByRole('link', { name: 'Cueline home' }).focus();
    await tabTo(page, page.getByRole('button', { name: 'Bot link', exact: true }));
    await tabTo(page, accountMenu);
    await expect.poll(() => held.count).toBeGreaterThan(0);
    // The tooltip's module has arrived (and mounted) by now; focus stays where it went.
    await page.waitForTimeout(2500);
    expect(await page.getByRole('tooltip').count()).toBe(0);
    expect(await accountMenu.evaluate((element) => element === document.activeElement)).toBe(true);

    const focusedItem = () =>
      page.evaluate(() =>
        document.activeElement?.getAttribute('role') === 'menuitem'
          ? document.activeElement.textContent
          : null,
      );
    await page.keyboard.press('Enter');
    await visible(page.getByRole('menu'));
    await expect.poll(focusedItem).toBe('Switch to owner');
    expect(await accountMenu.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedItem).toBe('Language');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('menu').count(), { timeout: 1000 }).toBe(0);
    await expect
      .poll(() => accountMenu.evaluate((element) => element === document.activeElement), { timeout: 1000 })
      .toBe(true);

    // From then on the menu's own trigger: ArrowDown opens it, Tab closes it.
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedItem).toBe('Switch to owner');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);
  });

  test("the bot link's tooltip follows a pointer that came before its module, and stays off the open account menu and notifications", async ({
    page,
  }) => {
    // The tooltip's module is held until the pointer rests on the bot link; mounting the tooltip then replaces
    // the button's element under the pointer.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = await holdTooltipModule(page, () => released);
    await customerHome(page, held);
    const accountMenu = await closedMenuTrigger(page, 'Account menu');
    const botLink = page.getByRole('button', { name: 'Bot link', exact: true });
    const box = (await botLink.boundingBox())!;
    const onBotLink = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(onBotLink.x, onBotLink.y);
    await expect.poll(() => held.count).toBeGreaterThan(0);
    release();
    const tooltip = page.getByRole('tooltip').filter({ hasText: 'Bot link' });
    await visible(tooltip);
    await accountMenu.click();
    await expect.poll(() => tooltip.count()).toBe(0);

    // With the menu open, the pointer rests on the bot link again: no tooltip comes to cover the menu's first
    // item, where it would lie.
    await expectNoTooltipOver(page, onBotLink, page.getByRole('menuitem', { name: 'Switch to owner' }));
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);

    // The same with the notifications open: "All read" lies below the bot link.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expectNoTooltipOver(page, onBotLink, page.getByRole('button', { name: 'All read' }));
    await page.keyboard.press('Escape');
  });

  test('the compact navigation menu: the first Escape closes it, a click outside closes it, an item goes where it says', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 480, height: 800 });
    await logIn(page, demo.customer.email, demoPassword, demo.customer.firstName);
    await page.goto('/');
    await expectHeading(page, `Welcome, ${demo.customer.firstName}`);
    const navigation = await closedMenuTrigger(page, 'Navigation menu');
    await page.getByRole('link', { name: 'Skip to content' }).focus();
    await tabTo(page, navigation);
    await page.keyboard.press('Enter');
    await visible(page.getByRole('menu'));
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Projects');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('menu').count(), { timeout: 1000 }).toBe(0);
    await expect
      .poll(() => navigation.evaluate((element) => element === document.activeElement), { timeout: 1000 })
      .toBe(true);

    await navigation.click();
    await visible(page.getByRole('menu'));
    // Outside the menu: the logo (a link to this page).
    await page.getByRole('link', { name: 'Cueline home' }).click();
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);

    await navigation.click();
    await page.getByRole('menuitem', { name: 'Playlists' }).click();
    await expectPath(page, '/playlists/customer');
  });
});

/** Holds each request for the tooltip's module until `until()` settles; `count`: the requests held. */
async function holdTooltipModule(page: Page, until: () => Promise<unknown>): Promise<{ count: number }> {
  const held = { count: 0 };
  await page.route(/\/assets\/loaded-tooltip-[^/]*\.js$/, async (route) => {
    held.count += 1;
    await until();
    await route.continue();
  });
  return held;
}

/** The demo customer's home, loaded afresh after signing in: the tooltip's module is asked for anew. */
async function customerHome(page: Page, held: { count: number }) {
  await logIn(page, demo.customer.email, demoPassword, demo.customer.firstName);
  held.count = 0;
  await page.goto('/');
  await expectHeading(page, `Welcome, ${demo.customer.firstName}`);
}

/** The header button `name` that opens a menu, checked to say so and to be closed. */
async function closedMenuTrigger(page: Page, name: string): Promise<Locator> {
  const trigger = page.getByRole('button', { name, exact: true });
  expect(await trigger.getAttribute('aria-haspopup')).toBe('menu');
  expect(await trigger.getAttribute('aria-expanded')).toBe('false');
  return trigger;
}

/**
 * With a popup open, the pointer rests on the bot link (`onBotLink`) a while: no tooltip shows, and the user
 * sees `target` across its middle line (no tooltip or other layer covers it).
 */
async function expectNoTooltipOver(page: Page, onBotLink: { x: number; y: number }, target: Locator) {
  await visible(target);
  await page.mouse.move(onBotLink.x, onBotLink.y);
  await page.waitForTimeout(800);
  expect(await page.getByRole('tooltip').count()).toBe(0);
  const uncovered = await target.evaluate((element) => {
    const { left, right, top, bottom } = element.getBoundingClientRect();
    const points = [0.1, 0.5, 0.9].map((x) => [left + (right - left) * x, (top + bottom) / 2] as const);
    return points.every(([x, y]) => element.contains(document.elementFromPoint(x, y)));
  });
  expect(uncovered).toBe(true);
}

/**
 * Presses Tab until `target` has the focus; fails when it is not reached within `limit` presses, naming
 * where each press put the focus. After each press it waits for the focus to settle: Fluent's focus manager
 * may move it on after the key (through its hidden guard elements), and a check made before then reads a
 * place the focus only passed through.
 */
async function tabTo(page: Page, target: Locator, limit = 60) {
  await target.waitFor();
  const trail: string[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    await focusSettled(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
    trail.push(
      await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'body';
        const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 24) ?? '';
        return `${active.tagName.toLowerCase()} "${name}"`;
      }),
    );
  }
  throw new Error(`${String(target)} was not reached with ${limit} Tab presses: ${trail.join(' → ')}`);
}

/** Resolves once the same element (not one of Fluent's focus guards) has held the focus for three reads. */
function focusSettled(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = document.activeElement;
        let steady = 0;
        const read = () => {
          const now = document.activeElement;
          if (now === last && !now?.hasAttribute('data-tabster-dummy')) steady += 1;
          else [last, steady] = [now, 0];
          if (steady >= 3) resolve();
          else setTimeout(read, 25);
        };
        read();
      }),
  );
}

describe('keyboard reachability of what the accessibility fixes changed', () => {
  test('demo accounts, account menu, settings sections and catalogue sections work from the keyboard', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await expectHeading(page, 'Log in');
    const demoButton = page.getByRole('button', {
      name: `Sign in as Anna Customer · Customer ${demo.customer.email}`,
    });
    await tabTo(page, demoButton);
    await page.keyboard.press('Enter');
    await expectHeading(page, `Welcome, ${demo.customer.firstName}`);

    const accountMenu = page.getByRole('button', { name: 'Account menu', exact: true });
    await tabTo(page, accountMenu);
    await page.keyboard.press('Enter');
    await visible(page.getByRole('menuitem', { name: 'Settings' }));
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);

    await page.goto('/users/main');
    await expectHeading(page, 'Settings');
    // From nothing focused, Tab lands on a control of the app, not on a focus guard.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    await expect
      .poll(() =>
        page.evaluate(() => {
          const focused = document.activeElement;
          return focused !== null && document.getElementById('root')!.contains(focused)
            ? focused.tagName
            : `outside the app: ${focused?.outerHTML.slice(0, 80) ?? 'nothing'}`;
        }),
      )
      .toMatch(/^(A|BUTTON|INPUT)$/);
    const settingsSections = page.getByRole('navigation', { name: 'Settings sections' });
    const changePassword = settingsSections.getByRole('link', { name: 'Change password' });
    await tabTo(page, changePassword);
    await page.keyboard.press('Enter');
    await expectPath(page, '/users/change-password');
    await expect.poll(() => changePassword.getAttribute('aria-current')).toBe('page');
    expect(
      await settingsSections.getByRole('link', { name: 'Main' }).getAttribute('aria-current'),
    ).toBeNull();

    await page.goto('/catalog/customer');
    const catalogSections = page.getByRole('navigation', { name: 'Catalog sections' });
    const albums = catalogSections.getByRole('link', { name: 'Albums' });
    await tabTo(page, albums);
    await page.keyboard.press('Enter');
    await expectPath(page, '/catalog/customer/albums');
    await expect.poll(() => albums.getAttribute('aria-current')).toBe('page');
  });
});
