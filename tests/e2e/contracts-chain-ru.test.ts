import type { Page } from 'playwright-core';
import { describe, expect, openContext, test } from './support/e2e';
import {
  demo,
  demoPassword,
  expectHeading,
  expectSnackbar,
  field,
  logIn,
  signedInNewUser,
  visible,
} from './support/flows';
import { apiSession } from './support/notifications';
import { inRussian, recordAnnouncements, russianReader } from './support/russian-screens';
import {
  approvedOrder,
  bothRead,
  createCompany,
  rowOf,
  signOpenDocument,
  statusOf,
  type SignLabels,
} from './contracts-support';

const sign: SignLabels = {
  sign: 'Подписать',
  dialog: /^Подписать: /,
  sendCode: 'Отправить код',
  code: /Код из письма/,
  signed: 'Документ подписан.',
};
const lists = { queue: 'Запросы', tracks: 'Треки' };
/**
 * The data's own words, written as their people typed them: the brand, the demo data (server/demo: people,
 * the owner's entity and bank, the artist, projects and a task), the new customer's name and company
 * details (contracts-support), the file format and the hash's and time zone's standard names.
 */
const dataNames = [
  ...['Cueline', 'IE Oleg Owner', 'Oleg Owner', 'Anna Customer', 'Individual entrepreneur'],
  ...['5 Tverskaya St, apt. 14, Moscow', 'JSC T-Bank', 'PJSC Sberbank', 'The Quiet Orchard'],
  ...['The Lighthouse Keeper', 'Main titles for White Nights', 'White Nights'],
  ...['Eva', 'Tester', '1 Film Street, Moscow', 'General Director'],
  ...['docx', 'SHA', 'UTC'],
];

const rendered = (page: Page) =>
  expect
    .poll(() => page.getByTestId('document-viewer').getAttribute('data-render'), { timeout: 20_000 })
    .toBe('rendered');

/** The two sides of the chain, the order and its first track, and the reader of their screens. */
interface Chain {
  page: Page;
  ownerPage: Page;
  customerEmail: string;
  orderId: string;
  title: string;
  reader: ReturnType<typeof russianReader>;
}

/** The owner's queue and the customer's proposal both read `status`; their texts are read for English. */
async function both({ page, ownerPage, orderId, title, reader }: Chain, status: string, where: string) {
  const texts = await bothRead(ownerPage, page, orderId, title, status, lists);
  reader.look(`owner's queue: ${where}`, texts.queue);
  reader.look(`customer's proposal: ${where}`, texts.proposal);
}

/** From the approved proposal to a contract signed by both; returns the contract's id. */
async function formalizeAndSign(chain: Chain): Promise<string> {
  const { page, ownerPage, reader, title } = chain;
  await page.goto(`/orders/customer/${chain.orderId}`);
  // Formalize: the draft contract opens with its document drawn in the page.
  const formalize = await visible(page.getByRole('region', { name: 'Оформить договор' }));
  await formalize.getByRole('checkbox', { name: new RegExp(title) }).click();
  await formalize.getByRole('button', { name: 'Создать договор' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('document')).toBeTruthy();
  const documentId = new URL(page.url()).searchParams.get('document')!;
  await expectHeading(page, /^Договор /);
  await rendered(page);
  await reader.main('customer: the contract', page);
  await both(chain, 'Отправлен в ЭДО', 'sent to EDO');

  // The owner finds it awaiting their signature in the contracts list and signs.
  await ownerPage.goto('/contracts/owner?tab=awaiting_signature');
  await visible(rowOf(ownerPage, documentId));
  await reader.main("owner's contracts list", ownerPage);
  await rowOf(ownerPage, documentId).getByRole('link').click();
  await rendered(ownerPage);
  await reader.main('owner: the contract', ownerPage);
  await page.goto(`/contracts/customer?document=${documentId}`);
  await rendered(page);
  await signOpenDocument(ownerPage, demo.owner.email, sign);
  await expect.poll(() => statusOf(page.getByRole('main')), { timeout: 20_000 }).toBe('signed_owner');
  await signOpenDocument(page, chain.customerEmail, sign);
  await expect
    .poll(() => statusOf(ownerPage.getByRole('main')), { timeout: 20_000 })
    .toBe('signed_completed');
  await reader.main('customer: the signed contract', page);
  await both(chain, 'Подписание завершено', 'signed');

  return documentId;
}

/** The invoice paid and confirmed, then the act signed by the customer and the owner. */
async function payAndSignAct(chain: Chain) {
  const { page, ownerPage, reader, title } = chain;
  // The invoice: paid by the customer, its receipt confirmed by the owner.
  await page.goto('/payments/customer');
  const toPay = await visible(page.locator('li[data-payment]').first(), 20_000);
  await reader.main("customer's payments", page);
  await ownerPage.goto('/payments/owner');
  const toReceive = await visible(ownerPage.locator('li[data-payment]').first(), 20_000);
  await toReceive.getByRole('button', { name: 'Подтвердить получение' }).click();
  const confirm = await visible(ownerPage.getByRole('alertdialog'));
  reader.look('owner: confirm receipt', await confirm.innerText());
  await confirm.getByRole('button', { name: 'Подтвердить получение' }).click();
  await expectSnackbar(ownerPage, 'Получение подтверждено: договор оплачен.');
  await expect.poll(() => toPay.getAttribute('data-status'), { timeout: 20_000 }).toBe('paid');
  await both(chain, 'Оплачен', 'paid');

  // The act, from the EDO's act tab: the customer signs, then the owner.
  await page.goto('/edo/customer?tab=act_transfer');
  const actLink = await visible(page.locator('tr[data-document] a').first(), 20_000);
  await reader.main("customer's EDO acts", page);
  await actLink.click();
  await expectHeading(page, /^Акт передачи прав /);
  await rendered(page);
  await reader.main('customer: the act', page);
  const actId = new URL(page.url()).searchParams.get('document')!;
  await ownerPage.goto(`/edo/owner?tab=act_transfer&document=${actId}`);
  await expectHeading(ownerPage, /^Акт передачи прав /);
  await signOpenDocument(page, chain.customerEmail, sign);
  await expect
    .poll(() => statusOf(ownerPage.getByRole('main')), { timeout: 20_000 })
    .toBe('act_signed_customer');
  await both(chain, 'Акт подписан заказчиком', 'act signed by the customer');
  await ownerPage.goto(`/edo/owner?tab=act_transfer&document=${actId}`);
  await expectHeading(ownerPage, /^Акт передачи прав /);
  await signOpenDocument(ownerPage, demo.owner.email, sign);
  await both(chain, 'Проект завершён', 'project completed');
  // The queue's drawer of the line tells its status and history in Russian too.
  await ownerPage.getByRole('grid', { name: 'Запросы' }).getByRole('row').filter({ hasText: title }).click();
  const drawer = await visible(ownerPage.getByRole('dialog', { name: title }));
  await visible(drawer.getByText('Проект завершён', { exact: true }));
  reader.look("owner's queue drawer", await drawer.innerText());
}

/** Wider terms for the completed contract: a supplement both sides open. */
async function supplementAfterCompletion({ page, ownerPage, reader }: Chain, documentId: string) {
  // A supplement after completion: wider terms for the completed contract.
  await page.goto(`/contracts/customer?document=${documentId}`);
  await page.getByRole('button', { name: 'Изменить условия (допсоглашение)' }).click();
  const change = await visible(page.getByRole('dialog', { name: /^Изменение условий договора / }));
  reader.look('customer: change terms', await change.innerText());
  await field(change, 'Срок, месяцев').fill('24');
  await change.getByRole('button', { name: 'Создать допсоглашение' }).click();
  await expectSnackbar(page, 'создано.');
  await page.goto('/edo/customer?tab=supplement');
  const supplementLink = await visible(page.locator('tr[data-document] a').first(), 20_000);
  await reader.main("customer's EDO supplements", page);
  await supplementLink.click();
  await expectHeading(page, /^Дополнительное соглашение /);
  await rendered(page);
  await reader.main('customer: the supplement', page);
  const supplementId = new URL(page.url()).searchParams.get('document')!;
  await ownerPage.goto(`/edo/owner?tab=supplement&document=${supplementId}`);
  await expectHeading(ownerPage, /^Дополнительное соглашение /);
  await rendered(ownerPage);
  await reader.main('owner: the supplement', ownerPage);
}

describe('the licensing chain in Russian (issue 26 "Done when")', () => {
  test(
    'request to completed act and supplement: no English on either side, the owner sees every status',
    { timeout: 600_000 },
    async ({ page, browser }) => {
      const ownerContext = await openContext(browser);
      const ownerPage = await ownerContext.newPage();
      const customerSaw = await recordAnnouncements(page.context());
      const ownerSaw = await recordAnnouncements(ownerContext);
      const owner = await apiSession(demo.owner.email, demoPassword, 'owner');
      try {
        const customer = await signedInNewUser(page, 'ru-chain');
        await createCompany(page, 'ООО «Цепь Фильм»', `${customer.firstName} Цепной`);
        const { orderId, titles } = await approvedOrder(page, owner, 'Огни гавани');
        const title = titles[0]!;
        // The footer names the server's build (e.g. `0.1.0-dev`): a version, not a word.
        const version = await page.request.get('/api/system/version');
        const { version: build } = (await version.json()) as { version: string };
        const reader = russianReader([...dataNames, ...titles, build]);
        await inRussian(page);
        await logIn(ownerPage, demo.owner.email, demoPassword, demo.owner.firstName);
        await inRussian(ownerPage);
        // What was announced while signing in, in English, is not the chain's.
        customerSaw.clear();
        ownerSaw.clear();
        const chain = { page, ownerPage, customerEmail: customer.email, orderId, title, reader };
        const documentId = await formalizeAndSign(chain);
        await payAndSignAct(chain);
        await supplementAfterCompletion(chain, documentId);

        await reader.bell("customer's bell", page);
        await reader.bell("owner's bell", ownerPage);
        // The recorder heard the chain's snackbars, so reading none is not why nothing is found.
        expect([...customerSaw].some((text) => text.includes('Документ подписан.'))).toBe(true);
        expect([...ownerSaw].some((text) => text.includes('Получение подтверждено'))).toBe(true);
        // The shell around the chain's screens (header, navigation, footer) reads Russian too.
        reader.look("customer's whole page", await page.locator('body').innerText());
        reader.look("owner's whole page", await ownerPage.locator('body').innerText());
        reader.announced("customer's snackbars", customerSaw);
        reader.announced("owner's snackbars", ownerSaw);
        reader.assertNone();
      } finally {
        // The demo owner is shared by every e2e file: it keeps English for them.
        await owner.api.patch('/api/user/update-profile', { data: { language: 'en' } });
        await owner.close();
        await ownerContext.close();
      }
    },
  );
});
