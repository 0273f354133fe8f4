import type { Page } from 'playwright-core';
import { describe, expect, openContext, test } from './support/e2e';
import {
  demo,
  demoPassword,
  expectHeading,
  expectSnackbar,
  logIn,
  signedInNewUser,
  visible,
} from './support/flows';
import { apiSession } from './support/notifications';
import { approvedOrder, axeViolations, createCompany } from './contracts-support';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** The tabs of a documents screen, by their names, and which one is open. */

/** The tab's list has loaded: its documents (the demo seeds some), or its empty state. */
const listShown = (page: Page) =>
  visible(
    page
      .locator('tr[data-document]')
      .first()
      .or(page.getByText('No documents here yet.', { exact: false })),
  );
async function tabsOf(page: Page) {
  const links = page.getByRole('navigation', { name: 'Document tabs' }).getByRole('link');
  const names = await links.allInnerTexts();
  const current = await page
    .getByRole('navigation', { name: 'Document tabs' })
    .locator('[aria-current="page"]')
    .innerText();
  return { names, current };
}

/** Contracts, EDO, payments and the settings' documents of one role: reachable, tabbed, empty, accessible. */
async function auditScreens(page: Page, role: 'customer' | 'owner') {
  // A path under the role's area opens the app in that role (the demo owner signs in as a customer).
  await page.goto(`/contracts/${role}`);
  await expectHeading(page, 'Contracts');
  await mainNav(page).getByRole('link', { name: 'EDO', exact: true }).click();
  await expectHeading(page, 'EDO');
  expect(new URL(page.url()).pathname).toBe(`/edo/${role}`);
  expect(await tabsOf(page)).toEqual({
    names: ['Contract', 'Act transfer', 'Supplement', 'Agreement transfer'],
    current: 'Contract',
  });
  await page.getByRole('link', { name: 'Act transfer' }).click();
  await expect.poll(() => new URL(page.url()).search).toBe('?tab=act_transfer');
  await listShown(page);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(`/contracts/${role}?tab=awaiting_signature`);
  await expectHeading(page, 'Contracts');
  expect(await tabsOf(page)).toEqual({
    names: ['All', 'Signed', 'Archive', 'Draft', 'At the signing', 'Awaiting signature'],
    current: 'Awaiting signature',
  });
  await listShown(page);
  expect(await axeViolations(page)).toEqual([]);

  await mainNav(page).getByRole('link', { name: 'Payments', exact: true }).click();
  await expectHeading(page, 'Payments');
  const side = page.getByRole('navigation', { name: 'Payment sides' });
  await visible(
    side.locator('[aria-current="page"]', { hasText: role === 'owner' ? 'To receive' : 'To pay' }),
  );
  await visible(page.getByTestId('payment-totals'));
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/users/documents');
  await visible(page.getByRole('combobox', { name: 'Kind' }));
  expect(await axeViolations(page)).toEqual([]);
}

describe('contracts, EDO and payments (docs/licensing.md §6)', () => {
  test(
    'both roles reach their screens from the header; the team formalizes from an approved proposal',
    { timeout: 300_000 },
    async ({ page, browser }) => {
      const ownerContext = await openContext(browser);
      const ownerPage = await ownerContext.newPage();
      const owner = await apiSession(demo.owner.email, demoPassword, 'owner');
      try {
        const customer = await signedInNewUser(page, 'contracts-customer');
        await createCompany(page, 'Lantern Films LLC', `${customer.firstName} Lantern`);
        const { orderId, titles } = await approvedOrder(page, owner, 'Lantern Coast');

        await page.goto(`/orders/customer/${orderId}`);
        await expectHeading(page, 'Lantern Coast');
        const formalize = await visible(page.getByRole('region', { name: 'Formalize a contract' }));
        await formalize.getByRole('button', { name: 'Create contract' }).click();
        await visible(formalize.getByRole('alert').filter({ hasText: 'Select at least one track' }));
        await formalize.getByRole('checkbox', { name: new RegExp(titles[0]!) }).click();
        await formalize.getByRole('button', { name: 'Create contract' }).click();
        // The draft is made with the company the request named (docs/licensing.md §3 "Order").
        await expectSnackbar(page, 'is drafted.');
        await auditScreens(page, 'customer');

        await logIn(ownerPage, demo.owner.email, demoPassword, demo.owner.firstName);
        await auditScreens(ownerPage, 'owner');
      } finally {
        await owner.close();
        await ownerContext.close();
      }
    },
  );
});
