import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AlbumApi, ArtistApi, ListPage } from '../../src/domain/catalog-documents';
import { paths, type RouteName } from '../../src/domain/routes';
import { describe, expect, test } from './support/e2e';
import {
  chooseFromAccountMenu,
  demo,
  demoPassword,
  expectHeading,
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
