import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';
import type { AlbumApi, ArtistApi, ListPage } from '../../src/domain/catalog-documents';
import { paths, type RouteName } from '../../src/domain/routes';
import { describe, expect, test } from './support/e2e';
import {
  chooseFromAccountMenu,
  demo,
  demoPassword,
  expectHeading,
  expectPath,
  field,
  logIn,
  screenWait,
  visible,
} from './support/flows';
import { waitForPlaying } from './player-support';
import { projectWithEpisodes, sendJson } from './workspace-support';

/** axe-core's browser build, evaluated in the page (an inline script tag would meet the app's CSP). */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** An id no demo row has: the screen shows its not-found state, which must be accessible too. */
const unknownId = '00000000-0000-4000-8000-000000000000';

type Viewer = 'signed out' | 'customer' | 'owner' | 'admin';

interface Finding {
  page: string;
  rule: string;
  impact: string;
  target: string;
  html: string;
  help: string;
}

interface AxeResult {
  violations: {
    id: string;
    impact: string | null;
    help: string;
    nodes: { target: unknown[]; html: string }[];
  }[];
}

/** The URL of a route pattern of the table: required parameters from `values`, optional ones left out. */
function urlOf(name: RouteName, values: Record<string, string>): string {
  const filled = paths[name]
    .replace(/\/:(\w+)\?/g, '')
    .replace(/:(\w+)/g, (_, param: string) => {
      const value = values[param] ?? (param.endsWith('Id') ? unknownId : undefined);
      if (value === undefined) throw new Error(`no value for the parameter :${param} of the route ${name}`);
      return encodeURIComponent(value);
    })
    .replace(/\*$/, 'overview');
  return filled;
}

async function firstId<T extends { _id: string }>(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  const list = (await response.json()) as ListPage<T>;
  expect(list.data.length, path).toBeGreaterThan(0);
  return list.data[0]!._id;
}

/** A project of the customer's with an episode whose workspace holds a scene and two tracks. */
async function workspaceWithContent(page: Page): Promise<{ projectId: string; workspaceId: string }> {
  const { projectId, workspaceIds } = await projectWithEpisodes(page, 'Audit project', [1]);
  const workspaceId = workspaceIds[0]!;
  await sendJson(page, 'POST', `/api/project/create-scene/${workspaceId}`, {
    description: 'Opening',
    sceneType: 'opening_titles',
    start: '00:00:00',
    end: '00:01:00',
  });
  const tracks = await page.request.get('/api/track/info?limit=2');
  const ids = ((await tracks.json()) as ListPage<{ _id: string }>).data.map((track) => track._id);
  await sendJson(page, 'PATCH', `/api/project/add-track/${projectId}`, {
    tracksId: ids,
    projectWorkspaceId: workspaceId,
  });
  return { projectId, workspaceId };
}

/** Demo ids for the parameterised routes, as the signed-in viewer can see them. */
async function parameterValues(page: Page, viewer: Viewer): Promise<Record<string, string>> {
  const values: Record<string, string> = { role: viewer === 'owner' ? 'owner' : 'customer' };
  if (viewer === 'customer' || viewer === 'owner') {
    values.albumId = await firstId<AlbumApi>(page, '/api/album/info?limit=1');
    values.artistId = await firstId<ArtistApi>(page, '/api/artist/info?limit=1');
  }
  if (viewer === 'customer') Object.assign(values, await workspaceWithContent(page));
  return values;
}

/**
 * Waits until the route's screen has loaded (no spinner, content in the main area) and its layout has settled.
 * The four viewers audit side by side in one browser, so a lazy route loads while three others do: on a slow
 * CI runner that can take several times the usual, hence a ceiling well above `screenWait`.
 */
async function settle(page: Page, url: string) {
  const ready = () => {
    const spinning = [...document.querySelectorAll('[role="progressbar"]')].some(
      (element) => element.getClientRects().length > 0,
    );
    return !spinning && (document.querySelector('main')?.textContent?.trim() ?? '') !== '';
  };
  await page.waitForFunction(ready, undefined, { timeout: 3 * screenWait }).catch((error: unknown) => {
    throw new Error(`${url} did not finish loading (a spinner stayed, or the main area stayed empty)`, {
      cause: error,
    });
  });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  // Fades and transitions run to their end: colours mid-fade would fail the contrast rule by chance.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Opens a URL the way a link does (the app's router follows pushState), so the session and page stay. */
async function open(page: Page, url: string) {
  await page.evaluate((to) => history.pushState(null, '', to), url);
  await settle(page, url);
}

async function axe(page: Page, where: string): Promise<Finding[]> {
  // Nothing focused, as after a page load or a click on the background: focus guards that are tabbable
  // only while the focus is outside the app show up too.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const result = await page.evaluate(
    (tags) =>
      (
        window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }
      ).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    wcagTags,
  );
  return (result as AxeResult).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        page: where,
        rule: violation.id,
        impact: violation.impact ?? '',
        target: node.target.map(String).join(' >> '),
        html: node.html.length > 160 ? `${node.html.slice(0, 160)}…` : node.html,
        help: violation.help,
      })),
    );
}

/**
 * Every route of the table, in sequence in one page: each final location (after the access rules'
 * redirects) is checked once.
 */
async function auditEveryRoute(
  page: Page,
  viewer: Viewer,
): Promise<{ checked: string[]; findings: Finding[] }> {
  // The pointer off every control, so no page is checked in the hover state of what was last clicked.
  await page.mouse.move(0, 0);
  const values = await parameterValues(page, viewer);
  const checked: string[] = [];
  const findings: Finding[] = [];
  for (const name of Object.keys(paths) as RouteName[]) {
    const url = urlOf(name, values);
    await open(page, url);
    const landed = new URL(page.url()).pathname;
    if (checked.includes(landed)) continue;
    checked.push(landed);
    findings.push(...(await axe(page, landed === url ? `${name} ${url}` : `${name} ${url} → ${landed}`)));
  }
  return { checked, findings };
}

const report = (viewer: Viewer, findings: Finding[]) =>
  findings.map(
    (finding) =>
      `[${viewer}] ${finding.page}: ${finding.rule} (${finding.impact}) at ${finding.target} — ${finding.help}: ${finding.html}`,
  );

// The four viewers audit side by side, each in its own context of the file's one browser. Each opens every
// route of the table in turn, so a viewer's audit gets the time of the suite's longest flows.
describe.concurrent('accessibility (axe-core, WCAG 2.1 A and AA)', { timeout: 300_000 }, () => {
  test('signed out: no serious or critical violation on any route', async ({ page }) => {
    await page.goto('/auth/login');
    await expectHeading(page, 'Log in');
    const { checked, findings } = await auditEveryRoute(page, 'signed out');
    expect(checked).toEqual(expect.arrayContaining(['/auth/login', '/auth/signup', '/terms']));
    expect(report('signed out', findings)).toEqual([]);
  });

  test('customer: no serious or critical violation on any route', async ({ page }) => {
    await logIn(page, demo.customer.email, demoPassword, demo.customer.firstName);
    // With a track playing: the player bar shows on every page and home has its Recently played row.
    await open(page, `/albums/${(await parameterValues(page, 'customer')).albumId}`);
    await page.getByRole('button', { name: 'Play all' }).click();
    await waitForPlaying(page);
    await open(page, '/');
    await visible(page.getByRole('list', { name: 'Recently played' }).getByRole('button').first());
    const { checked, findings } = await auditEveryRoute(page, 'customer');
    expect(checked).toEqual(expect.arrayContaining(['/', '/catalog/customer', '/users']));
    expect(report('customer', findings)).toEqual([]);
  });

  test('owner: no serious or critical violation on any route', async ({ page }) => {
    await logIn(page, demo.owner.email, demoPassword, demo.owner.firstName);
    await chooseFromAccountMenu(page, 'Switch to owner');
    const { checked, findings } = await auditEveryRoute(page, 'owner');
    expect(checked).toEqual(expect.arrayContaining(['/', '/tracks', '/catalog/owner']));
    expect(report('owner', findings)).toEqual([]);
  });

  test('admin: no serious or critical violation on any route', async ({ page }) => {
    await page.goto('/admin/login');
    await expectHeading(page, 'Administrator log in');
    await field(page, 'Email').fill(demo.admin.email);
    await field(page, 'Password').fill(demoPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectHeading(page, 'Administration');
    const { checked, findings } = await auditEveryRoute(page, 'admin');
    expect(checked).toContain('/admin');
    expect(report('admin', findings)).toEqual([]);
  });
});

describe('the header menus, loaded on their first press', () => {
  test('the first menu opened on a fresh page closes on the first Escape, after Tab passed the bot link before its tooltip loaded', async ({
    page,
  }) => {
    // The bot link's tooltip loads when focus first reaches the button; here it arrives after focus has moved
    // on. Mounted shown, it would stay on screen and take the page's next Escape (a menu open then would not
    // close on it).
    let held = 0;
    await page.route(/\/assets\/loaded-tooltip-[^/]*\.js$/, async (route) => {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await logIn(page, demo.customer.email, demoPassword, demo.customer.firstName);
    held = 0;
    await page.goto('/');
    await expectHeading(page, `Welcome, ${demo.customer.firstName}`);

    const accountMenu = page.getByRole('button', { name: 'Account menu', exact: true });
    expect(await accountMenu.getAttribute('aria-haspopup')).toBe('menu');
    expect(await accountMenu.getAttribute('aria-expanded')).toBe('false');
    // From the logo (a screen may hold the focus in its content), Tab goes through the header.
    await page.getByRole('link', { name: 'Cueline home' }).focus();
    await tabTo(page, page.getByRole('button', { name: 'Bot link', exact: true }));
    await tabTo(page, accountMenu);
    await expect.poll(() => held).toBeGreaterThan(0);
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

  test('the compact navigation menu: the first Escape closes it, a click outside closes it, an item goes where it says', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 480, height: 800 });
    await logIn(page, demo.customer.email, demoPassword, demo.customer.firstName);
    await page.goto('/');
    await expectHeading(page, `Welcome, ${demo.customer.firstName}`);
    const navigation = page.getByRole('button', { name: 'Navigation menu', exact: true });
    expect(await navigation.getAttribute('aria-haspopup')).toBe('menu');
    expect(await navigation.getAttribute('aria-expanded')).toBe('false');
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

/** Presses Tab until `target` has the focus; fails when it is not reached within `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  await target.waitFor();
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${String(target)} was not reached with ${limit} Tab presses`);
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
