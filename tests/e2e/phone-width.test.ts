import type { Locator, Page } from 'playwright-core';
import { links, paths, type RouteName } from '../../src/domain/routes';
import path from 'node:path';
import { onTestFailed } from 'vitest';
import { baseUrl, describe, expect, screenshotDir, test } from './support/e2e';
import { chooseFromAccountMenu, demo, demoPassword, logIn, screenWait, visible } from './support/flows';

/**
 * docs/design.md §2 (responsive) and issue 26 §6: every route of the route table (src/domain/routes.ts) at
 * an iPhone 13's width, with the demo data, as the account that uses it: the page is no wider than the
 * window, and the title of its first row (or its heading) is on screen and wide enough to read.
 */
const PHONE = { width: 390, height: 844 };
type Account = 'visitor' | 'customer' | 'owner' | 'admin';

/** The ids a route's link needs, read from the API as the signed-in account. */
interface Ids {
  playlist: string;
  project: string;
  workspace: string;
  order: string;
  album: string;
  artist: string;
  playlistToken: string;
  projectToken: string;
}

type Find = (page: Page) => Promise<Locator>;

interface Check {
  account: Account;
  url(ids: Ids): string;
  /** The page's heading (level 1) that must read on the phone, by its name. */
  title: string | RegExp;
  /** Instead of the heading (one drawn for screen readers only), the element to read: a row's title. */
  find?: Find;
}

/** The title of the first item of a list whose items are named "Title — Artist" (tracks, entries). */
const listTitle: Find = async (page) => {
  const item = await visible(page.getByRole('list', { name: /./ }).getByRole('listitem').first());
  const title = (await item.getAttribute('aria-label'))?.split(' — ')[0] ?? '';
  return item.getByText(title, { exact: true });
};

const heading = /.+/;
/** One check per route: a route added to the table without one fails to compile. */
const checks: Record<RouteName, Check> = {
  auth: { account: 'visitor', url: () => paths.auth, title: 'Log in' },
  login: { account: 'visitor', url: () => links.login(), title: 'Log in' },
  signup: { account: 'visitor', url: () => links.signup(), title: heading },
  confirmSignup: { account: 'visitor', url: () => paths.confirmSignup, title: heading },
  forgotPassword: { account: 'visitor', url: () => links.forgotPassword(), title: heading },
  resetPassword: { account: 'visitor', url: () => paths.resetPassword, title: heading },
  adminLogin: { account: 'visitor', url: () => links.adminLogin(), title: 'Administrator log in' },
  terms: { account: 'visitor', url: () => links.terms(), title: heading },
  reference: { account: 'visitor', url: () => links.reference(), title: heading },
  sharedPlaylist: {
    account: 'visitor',
    url: (ids) => links.sharedPlaylist(ids.playlistToken),
    title: heading,
  },
  sharedProject: { account: 'visitor', url: (ids) => links.sharedProject(ids.projectToken), title: heading },
  home: { account: 'customer', url: () => links.home(), title: `Welcome, ${demo.customer.firstName}` },
  users: { account: 'customer', url: () => links.settings(), title: heading },
  projects: { account: 'customer', url: () => links.projects(), title: heading },
  project: { account: 'customer', url: (ids) => links.project(ids.project), title: heading },
  playlists: { account: 'customer', url: () => links.playlists('customer'), title: heading },
  playlist: { account: 'customer', url: (ids) => links.playlist('customer', ids.playlist), title: heading },
  liked: { account: 'customer', url: () => links.liked(), title: heading },
  history: { account: 'customer', url: () => links.history(), title: heading },
  workspace: { account: 'customer', url: () => links.workspace(), title: heading },
  workspaceDetail: {
    account: 'customer',
    url: (ids) => links.workspace(ids.project, ids.workspace),
    title: heading,
  },
  contracts: { account: 'customer', url: () => links.contracts('customer'), title: heading },
  orders: { account: 'customer', url: (ids) => links.orders('customer', ids.order), title: heading },
  // The old address redirects to `orders` (src/ui/app/old-addresses.tsx).
  proposals: { account: 'customer', url: (ids) => `/proposals/customer/${ids.order}`, title: heading },
  allArtists: { account: 'customer', url: () => links.allArtists(), title: heading },
  allArtist: { account: 'customer', url: (ids) => links.allArtist(ids.artist), title: heading },
  tasks: { account: 'customer', url: () => links.tasks('customer'), title: heading },
  edo: { account: 'owner', url: () => links.edo('owner'), title: heading },
  payments: { account: 'customer', url: () => links.payments('customer'), title: heading },
  catalog: { account: 'customer', url: () => links.catalog('customer'), title: heading, find: listTitle },
  tracks: { account: 'owner', url: () => links.tracks(), title: heading },
  compositions: { account: 'owner', url: () => links.compositions(), title: heading },
  albums: { account: 'owner', url: () => links.albums(), title: heading },
  album: { account: 'owner', url: (ids) => links.album(ids.album), title: heading },
  artists: { account: 'owner', url: () => links.artists(), title: heading },
  artist: { account: 'owner', url: (ids) => links.artist(ids.artist), title: heading },
  requests: { account: 'owner', url: () => links.requests(), title: heading },
  statistics: { account: 'owner', url: () => links.statistics(), title: heading },
  admin: { account: 'admin', url: () => links.admin(), title: 'Administration' },
  adminSection: { account: 'admin', url: () => links.adminSection('audit'), title: 'Administration' },
};

/** The first row's title where a route's rows matter most: what a phone must still read in full. */
const tableRowTitle: Find = async (page) =>
  (await visible(page.getByRole('row').nth(1))).getByRole('link').first();
const rowTitles: { account: Account; url(ids: Ids): string; find: Find }[] = [
  {
    account: 'owner',
    url: () => links.requests(),
    find: async (page) => {
      const row = await visible(page.getByRole('grid').getByRole('row').first());
      const title = (await row.getAttribute('aria-label'))?.split(', ')[0] ?? '';
      return row.getByText(title, { exact: true });
    },
  },
  { account: 'owner', url: () => links.edo('owner'), find: tableRowTitle },
  { account: 'customer', url: () => links.contracts('customer'), find: tableRowTitle },
  {
    account: 'customer',
    url: (ids) => links.workspace(ids.project, ids.workspace),
    find: listTitle,
  },
];

async function api<T>(page: Page, path: string, role: 'customer' | 'owner', method = 'GET', data?: object) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(`${origin}/api${path}`, {
    method,
    headers: { 'x-user-profile': role, origin },
    ...(data ? { data } : {}),
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()}`);
  return (await response.json()) as T;
}

type Page1 = { data: { _id: string }[] };
const first = (list: Page1, what: string) => {
  const id = list.data[0]?._id;
  if (!id) throw new Error(`no ${what} in the demo data`);
  return id;
};

/** The demo data's ids, read as the customer (its projects, playlists, orders) and shared by link. */
async function customerIds(page: Page): Promise<Ids> {
  const { _id: playlist } = await api<{ _id: string }>(page, '/playlist/create', 'customer', 'POST', {
    name: 'On a phone',
  });
  const project = first(await api<Page1>(page, '/project/info', 'customer'), 'project');
  const detail = await api<{ workspaces: { _id: string }[] }>(
    page,
    `/project/info-project/${project}`,
    'customer',
  );
  const order = first(await api<Page1>(page, '/order/info', 'customer'), 'order');
  const artist = first(await api<Page1>(page, '/artist/info', 'customer'), 'artist');
  const album = first(await api<Page1>(page, '/album/info', 'customer'), 'album');
  const shareP = await api<{ token: string }>(page, `/playlist/share-link/${playlist}`, 'customer', 'PATCH');
  const shareJ = await api<{ token: string }>(page, `/project/share-link/${project}`, 'customer', 'PATCH');
  const workspace = detail.workspaces[0]?._id;
  if (!workspace) throw new Error('no workspace in the demo project');
  return {
    playlist,
    project,
    workspace,
    order,
    album,
    artist,
    playlistToken: shareP.token,
    projectToken: shareJ.token,
  };
}

/** How the page sits in the window: its width past the window's, and where the title element is. */
function layout(title: Locator) {
  return title.first().evaluate((element) => {
    const box = element.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    return {
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      left: Math.round(box.left),
      right: Math.round(box.right),
      // The title's box is as wide as its text, or at least 96 px (more than a letter or two).
      readable: box.width >= Math.min(text.width, 96) - 1,
    };
  });
}

async function expectFits(name: string, title: Locator) {
  await visible(title.first());
  await expect
    .poll(() => layout(title), { timeout: screenWait, message: name })
    .toEqual(expect.objectContaining({ overflow: 0, readable: true }));
  const placed = await layout(title);
  expect(placed.left, name).toBeGreaterThanOrEqual(0);
  expect(placed.right, name).toBeLessThanOrEqual(PHONE.width);
}

const accounts = { customer: demo.customer, owner: demo.owner } as const;
let ids: Ids | null = null;

async function signIn(page: Page, account: Account) {
  if (account === 'visitor') return;
  if (account === 'admin') {
    await page.goto(links.adminLogin());
    await page.getByLabel(/^Email/).fill(demo.admin.email);
    await page.getByLabel(/^Password/).fill(demoPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === paths.admin);
    return;
  }
  await logIn(page, accounts[account].email, demoPassword, accounts[account].firstName);
  if (account === 'owner') await chooseFromAccountMenu(page, 'Switch to owner');
}

async function readIds(page: Page) {
  await logIn(page, demo.customer.email, demoPassword, demo.customer.firstName);
  ids = await customerIds(page);
}

/** Issue 26 §4: the catalogue's list starts right under its bar (count, Filters, sort), no empty band. */
async function expectNoBandAboveCatalogue(page: Page) {
  await page.goto(links.catalog('customer'));
  const filters = await visible(page.getByRole('button', { name: /^Filters/ }));
  const first = await visible(page.getByRole('list', { name: /./ }).getByRole('listitem').first());
  const gap = async () =>
    ((await first.boundingBox())?.y ?? 0) - (await filters.evaluate((e) => e.getBoundingClientRect().bottom));
  await expect.poll(gap).toBeGreaterThan(0);
  expect(await gap()).toBeLessThanOrEqual(24);
}

describe('every route at a phone width (390 px)', () => {
  for (const account of ['visitor', 'customer', 'owner', 'admin'] as const) {
    test(`the ${account}'s routes fit the window and their titles read`, async ({ browser }) => {
      if (!ids) {
        const setup = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'block' });
        await readIds(await setup.newPage());
        await setup.close();
      }
      const known = ids!;
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: PHONE,
        serviceWorkers: 'block',
      });
      context.setDefaultTimeout(15_000);
      const page = await context.newPage();
      onTestFailed(() =>
        page
          .screenshot({ path: path.join(screenshotDir, `phone-width-${account}.png`), fullPage: true })
          .then(() => undefined),
      );
      // A visitor is a normal answer (issue 26 §4): no 401 for /api/user/info or /api/auth/refresh.
      const refused: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 401) refused.push(new URL(response.url()).pathname);
      });
      await signIn(page, account);
      for (const [name, check] of Object.entries(checks)) {
        if (check.account !== account) continue;
        await page.goto(check.url(known));
        const title = check.find
          ? await check.find(page)
          : page.getByRole('heading', { level: 1, name: check.title });
        await expectFits(name, title);
      }
      for (const check of rowTitles) {
        if (check.account !== account) continue;
        await page.goto(check.url(known));
        await expectFits(`${check.url(known)}: the first row's title`, await check.find(page));
      }
      expect(refused).toEqual([]);
      if (account === 'customer') await expectNoBandAboveCatalogue(page);
      await context.close();
    });
  }
});

/** The top tracks chart's bar labels: their texts and how far each sticks out of the chart's card. */
function barLabels(page: Page) {
  return page.getByRole('region', { name: 'Top tracks' }).evaluate((card) => {
    const edge = card.getBoundingClientRect();
    return [...card.querySelectorAll('svg text')]
      .filter((text) => /\p{L}/u.test(text.textContent ?? ''))
      .map((text) => {
        const box = text.getBoundingClientRect();
        return { text: text.textContent, outside: Math.max(0, edge.left - box.left, box.right - edge.right) };
      });
  });
}

describe('statistics: the top tracks chart (issue 26 §4)', () => {
  test('its bar labels read in full, at a phone width and on a desktop', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE, serviceWorkers: 'block' });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await signIn(page, 'owner');
    for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
      await page.setViewportSize(viewport);
      await page.goto(links.statistics());
      await expect
        .poll(async () => (await barLabels(page)).length, { timeout: screenWait })
        .toBeGreaterThan(0);
      const labels = await barLabels(page);
      for (const label of labels) {
        expect(label.outside, `${viewport.width} px: ${label.text}`).toBe(0);
        expect(label.text, `${viewport.width} px`).not.toMatch(/\.\.\.$|…$/);
      }
    }
    await context.close();
  });
});

describe('the shared project on a desktop (issue 26 §4)', () => {
  test('its track rows keep the album column in line beside the cue notes', async ({ browser }) => {
    if (!ids) await readIds(await (await browser.newContext({ baseURL: baseUrl })).newPage());
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(links.sharedProject(ids!.projectToken));
    const list = await visible(page.getByRole('list', { name: /^Tracks of / }).first());
    await visible(list.getByRole('listitem').first());
    // Each row: album, cue note, duration ("3:41"); the album and the note start at one x on every row.
    const columns = await list.evaluate((element) =>
      [...element.querySelectorAll('li')].map((row) => {
        const cells = [...row.children];
        const duration = cells.find((cell) => /^\d+:\d\d$/.test(cell.textContent ?? ''));
        const note = duration?.previousElementSibling;
        const album = note?.previousElementSibling;
        return [album?.getBoundingClientRect().left, note?.getBoundingClientRect().left];
      }),
    );
    expect(columns.length).toBeGreaterThan(1);
    expect(columns.flat().every((x) => typeof x === 'number')).toBe(true);
    expect(new Set(columns.map(([album]) => album)).size).toBe(1);
    expect(new Set(columns.map(([, note]) => note)).size).toBe(1);
    await context.close();
  });
});
