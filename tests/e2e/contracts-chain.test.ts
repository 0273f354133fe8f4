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
import {
  approvedOrder,
  axeViolations,
  bothRead,
  createCompany,
  rowOf,
  signOpenDocument,
  statusOf,
} from './contracts-support';

describe('contracts, EDO and payments end to end (docs/licensing.md §6)', () => {
  test(
    'formalize, preview, both sign with mailed codes, pay, sign the act; the lists follow live',
    { timeout: 600_000 },
    async ({ page, browser }) => {
      const ownerContext = await openContext(browser);
      const ownerPage = await ownerContext.newPage();
      const owner = await apiSession(demo.owner.email, demoPassword, 'owner');
      try {
        const customer = await signedInNewUser(page, 'chain-customer');
        await createCompany(page, 'Chain Films LLC', `${customer.firstName} Chain`);
        const { orderId, titles } = await approvedOrder(page, owner, 'Harbour Lights');

        // Formalize from the approved proposal: the draft opens with its .docx drawn in the page.
        await page.goto(`/orders/customer/${orderId}`);
        const formalize = await visible(page.getByRole('region', { name: 'Formalize a contract' }));
        await formalize.getByRole('checkbox', { name: new RegExp(titles[0]!) }).click();
        await formalize.getByRole('button', { name: 'Create contract' }).click();
        await expect.poll(() => new URL(page.url()).searchParams.get('document')).toBeTruthy();
        const documentId = new URL(page.url()).searchParams.get('document')!;
        await expectHeading(page, /^Contract /);
        const viewer = page.getByTestId('document-viewer');
        await expect.poll(() => viewer.getAttribute('data-render'), { timeout: 20_000 }).toBe('rendered');
        expect(await viewer.getByRole('region').innerText()).toContain(titles[0]!);
        // The document page with its preview, loaded afresh (no snackbar over it), is axe-clean.
        await page.reload();
        await expect.poll(() => viewer.getAttribute('data-render'), { timeout: 20_000 }).toBe('rendered');
        expect(await axeViolations(page)).toEqual([]);

        // The owner finds it awaiting their signature and signs with the mailed code.
        await logIn(ownerPage, demo.owner.email, demoPassword, demo.owner.firstName);
        await bothRead(ownerPage, page, orderId, titles[0]!, 'Sent to EDO');
        await page.goto(`/contracts/customer?document=${documentId}`);
        await expectHeading(page, /^Contract /);
        await ownerPage.goto('/contracts/owner?tab=awaiting_signature');
        await visible(rowOf(ownerPage, documentId));
        await rowOf(ownerPage, documentId).getByRole('link').click();
        await expect
          .poll(() => ownerPage.getByTestId('document-viewer').getAttribute('data-render'))
          .toBe('rendered');
        await signOpenDocument(ownerPage, demo.owner.email);
        // The customer's open document follows live.
        await expect.poll(() => statusOf(page.getByRole('main')), { timeout: 20_000 }).toBe('signed_owner');
        await signOpenDocument(page, customer.email);
        await expect
          .poll(() => statusOf(ownerPage.getByRole('main')), { timeout: 20_000 })
          .toBe('signed_completed');

        // The invoice: to pay for the customer, to receive for the owner, who confirms receipt.
        await page.goto('/payments/customer');
        const toPay = await visible(page.locator('li[data-payment]').first(), 20_000);
        expect(await toPay.getAttribute('data-status')).toBe('awaiting');
        await ownerPage.goto('/payments/owner');
        const toReceive = await visible(ownerPage.locator('li[data-payment]').first(), 20_000);
        await toReceive.getByRole('button', { name: 'Confirm receipt' }).click();
        const confirm = await visible(ownerPage.getByRole('alertdialog'));
        await confirm.getByRole('button', { name: 'Confirm receipt' }).click();
        await expectSnackbar(ownerPage, 'Receipt confirmed: the contract is finalized.');
        await expect.poll(() => toPay.getAttribute('data-status'), { timeout: 20_000 }).toBe('paid');
        await bothRead(ownerPage, page, orderId, titles[0]!, 'Paid');

        // The act of transfer of rights: both sign it from the EDO's act tab.
        await page.goto('/edo/customer?tab=act_transfer');
        const actLink = await visible(page.locator('tr[data-document] a').first(), 20_000);
        await actLink.click();
        await expectHeading(page, /^Act of transfer /);
        const actId = new URL(page.url()).searchParams.get('document')!;
        await ownerPage.goto(`/edo/owner?tab=act_transfer&document=${actId}`);
        await expectHeading(ownerPage, /^Act of transfer /);
        await signOpenDocument(page, customer.email);
        await expect
          .poll(() => statusOf(ownerPage.getByRole('main')), { timeout: 20_000 })
          .toBe('act_signed_customer');
        await signOpenDocument(ownerPage, demo.owner.email);
        await expect.poll(() => statusOf(page.getByRole('main')), { timeout: 20_000 }).toBe('completed');
        await bothRead(ownerPage, page, orderId, titles[0]!, 'Project completed');
        // Later tracks or wider terms still go through a supplement once the act is signed.
        await page.goto(`/contracts/customer?document=${documentId}`);
        await visible(page.getByRole('button', { name: 'Change terms (supplement)' }), 20_000);

        // The contract reads completed in the customer's contracts list.
        await page.goto('/contracts/customer?tab=archive');
        await expect
          .poll(() => rowOf(page, documentId).getAttribute('data-status'), { timeout: 20_000 })
          .toBe('completed');
      } finally {
        await owner.close();
        await ownerContext.close();
      }
    },
  );
});
