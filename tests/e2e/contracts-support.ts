import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { OrderApi } from '../../src/domain/api/orders';
import { isCompanyTin } from '../../src/domain/legal-entities/check-digits';
import type { ApiSession } from './support/notifications';
import { demoAlbumWith } from './library-support';
import { getWorkspace, projectWithEpisodes, sendJson } from './workspace-support';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The serious and critical WCAG 2.1 A/AA violations of the page as it is, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Nothing focused, as the accessibility audit checks: Fluent's focus guards are tabbable only then.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe.run(
      document,
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        resultTypes: ['violations'],
      },
    ),
  )) as { violations: { id: string; impact: string | null; nodes: { html: string }[] }[] };
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.html.slice(0, 160)}`));
}

/** A company TIN no one has: nine random digits and the check digit that makes it valid. */
export function freshCompanyTin(): string {
  const head = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  for (let digit = 0; digit < 10; digit += 1) if (isCompanyTin(`${head}${digit}`)) return `${head}${digit}`;
  return freshCompanyTin();
}

/**
 * The signed-in user's company, made through the API: requests are made for it and it is the customer
 * party of their contracts (docs/licensing.md §3 "Order").
 */
export async function createCompany(page: Page, name: string, signatoryName: string) {
  await sendJson(page, 'POST', '/api/legal-entity/create', {
    name,
    type: 'company',
    tin: freshCompanyTin(),
    address: '1 Film Street, Moscow',
    signatoryName,
    signatoryPosition: 'General Director',
    bik: '044525225',
    bank: 'PJSC Sberbank',
    corrAccount: '30101810400000000225',
    account: '40702810438001234567',
  });
}

/**
 * A customer's project with the demo owner's tracks requested for the customer's company (which must
 * exist: `createCompany`), proposed by the owner (through the API) and approved by the team: the order,
 * ready to formalize.
 */
export async function approvedOrder(page: Page, owner: ApiSession, name: string, tracks = 1) {
  const { projectId, workspaceIds } = await projectWithEpisodes(page, name, [1]);
  const album = await demoAlbumWith(page, tracks);
  const chosen = album.tracks.slice(0, tracks);
  await sendJson(page, 'PATCH', `/api/project/add-track/${projectId}`, {
    tracksId: chosen.map((track) => track.id),
    projectWorkspaceId: workspaceIds[0],
  });
  const workspace = await getWorkspace(page, workspaceIds[0]!);
  const entryIds = workspace.entries.map((entry) => entry._id);
  const [order] = await sendJson<OrderApi[]>(page, 'POST', '/api/order/create', {
    projectId,
    entryIds,
    terms: { media: ['tv'], territory: 'world', termMonths: 12, uses: 'many' },
  });
  const proposed = await owner.api.patch(`/api/order/propose/${order!._id}`, {
    data: { lines: entryIds.map((entryId) => ({ entryId, price: 1_500_000, share: 100 })) },
  });
  expect(proposed.ok(), await proposed.text()).toBe(true);
  await sendJson(page, 'PATCH', `/api/order/approve/${order!._id}`, { entryIds });
  return { projectId, orderId: order!._id, entryIds, titles: chosen.map((track) => track.title) };
}
