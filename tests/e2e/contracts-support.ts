import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import enMessages from '../../src/domain/locales/en.json';
import ruMessages from '../../src/domain/locales/ru.json';
import type { OrderApi } from '../../src/domain/api/orders';
import { isCompanyTin } from '../../src/domain/legal-entities/check-digits';
import { env, expectMail } from './support/e2e';
import { expectSnackbar, visible } from './support/flows';
import { readStoredMails } from './support/mail-store';
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

const codeSubjects = new Set([
  enMessages['contracts.codeMailSubject'],
  ruMessages['contracts.codeMailSubject'],
]);
const usedCodes = new Set<string>();
/**
 * The code of a signing-code mail, in either language: in its body only, never in the subject a lock
 * screen shows (docs/decisions/0033-signing-code-limits.md).
 */
const codeOf = (mail: { subject: string; text: string }) =>
  codeSubjects.has(mail.subject) ? /: (\d{6})\b/.exec(mail.text)?.[1] : undefined;

/** The newest signing code mailed to `email` that was not used yet. */
export async function mailedCode(email: string): Promise<string> {
  await expectMail(email, (mail) => {
    const code = codeOf(mail);
    return code !== undefined && !usedCodes.has(code);
  });
  const mails = readStoredMails(env.mailDir).filter((mail) => mail.to.includes(email.toLowerCase()));
  const code = mails
    .map(codeOf)
    .filter((found): found is string => !!found)
    .at(-1)!;
  usedCodes.add(code);
  return code;
}

/** The sign dialog's words in one language. */
export interface SignLabels {
  sign: string;
  dialog: RegExp;
  sendCode: string;
  code: RegExp;
  signed: string;
}

export const englishSign: SignLabels = {
  sign: 'Sign',
  dialog: /^Sign /,
  sendCode: 'Send the code',
  code: /Code from the email/,
  signed: 'The document is signed.',
};

/** Signs the open document through its Sign button and the code mailed to `email`. */
export async function signOpenDocument(page: Page, email: string, labels: SignLabels = englishSign) {
  await page.getByRole('button', { name: labels.sign, exact: true }).click();
  const dialog = await visible(page.getByRole('dialog', { name: labels.dialog }));
  await dialog.getByRole('button', { name: labels.sendCode }).click();
  await visible(dialog.getByRole('status'));
  await dialog.getByRole('textbox', { name: labels.code }).fill(await mailedCode(email));
  await dialog.getByRole('button', { name: labels.sign, exact: true }).click();
  await expectSnackbar(page, labels.signed);
}

/** The document status the scope shows first. */
export const statusOf = (scope: Page | Locator) =>
  scope.locator('[data-status]').first().getAttribute('data-status');
/** A document's row in a contracts or EDO list. */
export const rowOf = (page: Page, id: string) => page.locator(`tr[data-document="${id}"]`);

/** The names of the owner's queue and the customer's proposal table in one language. */
export const englishLists = { queue: 'Requests', tracks: 'Tracks' };

/**
 * The owner's queue row of `title` in `orderId` reads `status` (issue 26 §3: statuses to the end), and so
 * does the customer's proposal of it. The owner's page is left on the queue; the texts both sides read
 * are returned.
 */
export async function bothRead(
  ownerPage: Page,
  page: Page,
  orderId: string,
  title: string,
  status: string,
  names = englishLists,
): Promise<{ queue: string; proposal: string }> {
  await ownerPage.goto(`/requests?order=${orderId}`);
  const queue = ownerPage.getByRole('grid', { name: names.queue });
  const row = queue.getByRole('row').filter({ hasText: title });
  await expect.poll(() => row.filter({ hasText: status }).count(), { timeout: 20_000 }).toBe(1);
  const queueText = await ownerPage.getByRole('main').innerText();
  await page.goto(`/orders/customer/${orderId}`);
  await visible(page.getByRole('table', { name: names.tracks }).getByText(status, { exact: true }), 20_000);
  return { queue: queueText, proposal: await page.getByRole('main').innerText() };
}
