import { createHash } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import { Route } from 'wouter';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CueDatabase } from '../../src/db';
import { toApiIds } from '../../src/domain/api-ids';
import type { ContractDocument, PaymentDocument } from '../../src/domain/contracts';
import { ContractsPage, EdoPage } from '../../src/ui/contracts/contracts-page';
import { PaymentsPage } from '../../src/ui/contracts/payments-page';
import { EntityDocuments } from '../../src/ui/contracts/entity-documents';
import { openTestDatabase } from '../db/support';
import { contractDoc, ownerUserId, party, paymentDoc } from './support/contract-fixtures';
import { orderDoc, orderLine } from './support/order-fixtures';
import { docxBytes } from './support/docx-fixture';
import { renderUi } from './support/render';
import { signedInServices, testUser, withLocalData } from './support/signed-in';
import { withPlayer } from './support/workspace-fixtures';

const wait = { timeout: 10_000 };
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

interface Recorded {
  method: string;
  path: string;
  body: unknown;
}

/** The server at the network edge: the document's bytes, and `answer` for every command (recorded). */
function fakeServer(bytes: ArrayBuffer, answer: (request: Recorded) => { status: number; body: unknown }) {
  const requests: Recorded[] = [];
  const respond = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    if (path === '/user/info') return Response.json(testUser);
    if (path.startsWith('/contract/file/')) return new Response(bytes.slice(0));
    const text = request.method === 'GET' ? '' : await request.text();
    const recorded = { method: request.method, path, body: text ? (JSON.parse(text) as unknown) : null };
    requests.push(recorded);
    const { status, body } = answer(recorded);
    return Response.json(body, { status });
  }) as typeof fetch;
  return { requests, fetch: respond };
}

const apiDocument = ({ seq: _seq, ...document }: ContractDocument) => toApiIds(document);
const apiPayment = ({ seq: _seq, ...payment }: PaymentDocument) => toApiIds(payment);

async function open(
  db: CueDatabase,
  path: string,
  server: ReturnType<typeof fakeServer>,
  language: 'en' | 'ru' = 'en',
) {
  const services = await signedInServices(server.fetch);
  return renderUi(
    withPlayer(
      <>
        <Route path="/contracts/:role">
          <ContractsPage />
        </Route>
        <Route path="/edo/:role">
          <EdoPage />
        </Route>
        <Route path="/payments/:role">
          <PaymentsPage />
        </Route>
        <Route path="/users/documents">
          <EntityDocuments />
        </Route>
      </>,
      path,
    ),
    { wrapper: withLocalData(services, db), language },
  );
}

const rows = () =>
  screen
    .queryAllByRole('row')
    .map((row) => row.getAttribute('data-document'))
    .filter(Boolean);

describe('contracts, EDO and payments screens (docs/licensing.md §6)', { timeout: 60_000 }, () => {
  let db: CueDatabase;
  let bytes: ArrayBuffer;
  beforeEach(async () => {
    db = await openTestDatabase(undefined, ['documents', 'payments', 'orders']);
    bytes = await docxBytes(['Licence contract']);
  });
  afterEach(async () => {
    await db.close();
  });

  it('sorts my documents into the contract tabs and moves them live as their status changes', async () => {
    const draft = contractDoc({ number: 'L-1' });
    const signedByOwner = contractDoc({ number: 'L-2', status: 'signed_owner' });
    const done = contractDoc({ number: 'L-3', status: 'signed_completed' });
    const mine = contractDoc({ number: 'L-4', ownerId: testUser._id });
    for (const document of [draft, signedByOwner, done, mine]) await db.documents.upsert(document);
    const server = fakeServer(bytes, () => ({ status: 200, body: {} }));
    await open(db, '/contracts/customer?tab=awaiting_signature', server);
    await expect.poll(rows, wait).toEqual([signedByOwner.id, draft.id]);
    expect(screen.getByRole('link', { name: 'Awaiting signature' }).getAttribute('aria-current')).toBe(
      'page',
    );
    // The customer signs the draft elsewhere: it leaves "awaiting my signature" at once.
    await db.documents.upsert({ ...draft, status: 'signed_customer', seq: 99 });
    await expect.poll(rows, wait).toEqual([signedByOwner.id]);
    const row = screen.getAllByRole('row').find((item) => item.dataset.document === signedByOwner.id)!;
    expect(within(row).getByText('Signed by the owner')).toBeTruthy();
    expect(within(row).getByText('Nord Music LLC')).toBeTruthy();
    expect(plain(row.textContent)).toContain('₽1,800');
  });

  it('asks to select at least one contract before signing several', async () => {
    await db.documents.upsert(contractDoc({ number: 'L-9' }));
    const server = fakeServer(bytes, () => ({ status: 200, body: {} }));
    const { user } = await open(db, '/contracts/customer', server);
    await user.click(await screen.findByRole('button', { name: 'Sign selected' }, wait));
    expect((await screen.findByRole('alert')).textContent).toContain('Select at least 1 contract');
    await user.click(screen.getByRole('checkbox', { name: 'Select L-9' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('1 selected');
  });

  it('signs the selected documents at once with one code, each over its own bytes', async () => {
    const first = contractDoc({ number: 'L-21' });
    const second = contractDoc({ number: 'L-22', status: 'signed_owner' });
    const done = contractDoc({ number: 'L-23', status: 'signed_completed' });
    for (const document of [first, second, done]) await db.documents.upsert(document);
    const server = fakeServer(bytes, (request) =>
      request.path.startsWith('/contract/sign-code/')
        ? {
            status: 200,
            body: { sentTo: 'a***@example.com', expiresAt: '2026-11-25T12:10:00.000Z', documentIds: [] },
          }
        : { status: 200, body: [apiDocument({ ...first, status: 'signed_customer' })] },
    );
    const { user } = await open(db, '/contracts/customer', server);
    await expect.poll(rows, wait).toHaveLength(3);
    expect(screen.queryByRole('checkbox', { name: 'Select L-23' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select L-21' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select L-22' }));
    await user.click(screen.getByRole('button', { name: 'Sign selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign 2 documents' }, wait);
    await user.click(within(dialog).getByRole('button', { name: 'Send the code' }));
    await user.type(await within(dialog).findByRole('textbox', { name: /Code from the email/ }), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    await expect.poll(() => screen.queryByRole('dialog'), wait).toBeNull();
    const sha256 = createHash('sha256').update(Buffer.from(bytes)).digest('hex');
    expect(server.requests.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: `/contract/sign-code/${second.id}`, body: { ids: [second.id, first.id] } },
      {
        path: '/contract/sign-many',
        body: {
          code: '654321',
          documents: [
            { _id: second.id, sha256 },
            { _id: first.id, sha256 },
          ],
        },
      },
    ]);
  });

  it('opens a document with its parties, tracks, totals and signatures, and signs it with the mailed code', async () => {
    const signed = contractDoc({
      number: 'L-7',
      status: 'signed_owner',
      owner: party({ verified: true }),
      signatures: [
        {
          side: 'owner',
          userId: ownerUserId,
          signerName: 'Ivan Nord',
          entityId: 'e1',
          entityName: 'Nord Music LLC',
          signedAt: '2026-11-21T09:30:00.000Z',
          sha256: 'c'.repeat(64),
        },
      ],
    });
    await db.documents.upsert(signed);
    let tries = 0;
    const server = fakeServer(bytes, (request) => {
      if (request.path.startsWith('/contract/sign-code/'))
        return {
          status: 200,
          body: {
            sentTo: 'a***@example.com',
            expiresAt: '2026-11-25T12:10:00.000Z',
            documentIds: [signed.id],
          },
        };
      tries += 1;
      if (tries === 1)
        return {
          status: 400,
          body: { statusCode: 400, code: 'WRONG_CODE', message: 'The code is wrong. Tries left: 4.' },
        };
      return { status: 200, body: apiDocument({ ...signed, status: 'signed_completed' }) };
    });
    const { user } = await open(db, `/contracts/customer?document=${signed.id}`, server);
    const drawer = (await screen.findByRole('heading', { level: 1 }, wait)).parentElement!;
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contract L-7');
    expect(screen.getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe(
      '/contracts/customer',
    );
    expect(within(drawer).getByText('Licensor (owner)')).toBeTruthy();
    expect(within(drawer).getByText('Film Studio JSC')).toBeTruthy();
    // Only the licensor was verified when the document was drafted.
    expect(within(drawer).getAllByText('Verified')).toHaveLength(1);
    expect(plain(within(drawer).getByTestId('document-totals').textContent)).toBe(
      'Without VAT: ₽1,500 · VAT: ₽300 · With VAT: ₽1,800',
    );
    const trail = within(drawer).getByRole('region', { name: 'Signatures' });
    expect(trail.textContent).toContain('Ivan Nord for Nord Music LLC (owner)');
    expect(trail.textContent).toContain('c'.repeat(64));
    await expect
      .poll(() => within(drawer).getByTestId('document-viewer').dataset.render, wait)
      .toBe('rendered');

    await user.click(within(drawer).getByRole('button', { name: 'Sign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign L-7' }, wait);
    await user.click(within(dialog).getByRole('button', { name: 'Send the code' }));
    expect((await within(dialog).findByRole('status')).textContent).toContain('a***@example.com');
    const code = within(dialog).getByRole('textbox', { name: /Code from the email/ });
    await user.type(code, '12a3');
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(within(dialog).getByText('Enter the 6-digit code from the email.')).toBeTruthy();
    await user.type(code, '456');
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The code is wrong. Tries left: 4.',
    );
    // Issue 26 §3: a new, short code is asked for anew, without the last code's refusal beside it.
    await user.clear(code);
    await user.type(code, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(within(dialog).getByText('Enter the 6-digit code from the email.')).toBeTruthy();
    expect(within(dialog).queryByText('The code is wrong. Tries left: 4.')).toBeNull();
    await user.type(code, '3456');
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Sign L-7' }), wait).toBeNull();
    const signs = server.requests.filter((request) => request.path === `/contract/sign/${signed.id}`);
    const sha256 = createHash('sha256').update(Buffer.from(bytes)).digest('hex');
    expect(signs.map((request) => request.body)).toEqual([
      { code: '123456', sha256 },
      { code: '123456', sha256 },
    ]);
  });

  it('shows the wait the server gives for a new code and counts it down on the send button', async () => {
    const document = contractDoc({ number: 'L-8' });
    await db.documents.upsert(document);
    let asked = 0;
    const server = fakeServer(bytes, () => {
      asked += 1;
      if (asked === 1)
        return {
          status: 200,
          body: { sentTo: 'a***@example.com', expiresAt: '2026-11-25T12:10:00.000Z', documentIds: [] },
        };
      return {
        status: 429,
        body: {
          statusCode: 429,
          code: 'RATE_LIMITED',
          message: 'Signing is locked after too many wrong codes. Try again in 24 hours.',
          retryAfter: 86_400,
        },
      };
    });
    const { user } = await open(db, `/contracts/customer?document=${document.id}`, server);
    const drawer = (await screen.findByRole('heading', { level: 1 }, wait)).parentElement!;
    await user.click(within(drawer).getByRole('button', { name: 'Sign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign L-8' }, wait);
    await user.click(within(dialog).getByRole('button', { name: 'Send the code' }));
    // A code was sent: the next one waits a minute.
    const resend = await within(dialog).findByRole('button', { name: /^Send a new code in (1:00|0:5\d)$/ });
    expect(resend.hasAttribute('disabled') || resend.getAttribute('aria-disabled') === 'true').toBe(true);

    await user.type(within(dialog).getByRole('textbox', { name: /Code from the email/ }), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Signing is locked after too many wrong codes. Try again in 24 hours.',
    );
    // The lock's wait replaces the minute's: a day, counted down.
    expect(
      await within(dialog).findByRole('button', { name: /^Send a new code in (24:00:00|23:59:5\d)$/ }),
    ).toBeTruthy();
  });

  it('rejects with a reason the other party reads', async () => {
    const draft = contractDoc({ number: 'L-5' });
    await db.documents.upsert(draft);
    const server = fakeServer(bytes, () => ({
      status: 200,
      body: apiDocument({ ...draft, status: 'rejected' }),
    }));
    const { user } = await open(db, `/edo/customer?document=${draft.id}`, server);
    const drawer = (await screen.findByRole('heading', { level: 1 }, wait)).parentElement!;
    await expect
      .poll(() => within(drawer).getByTestId('document-viewer').dataset.render, wait)
      .toBe('rendered');
    await user.click(within(drawer).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject L-5' }, wait);
    await user.click(within(dialog).getByRole('button', { name: 'Reject the document' }));
    expect(within(dialog).getByText('Required field')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Wrong territory');
    await user.click(within(dialog).getByRole('button', { name: 'Reject the document' }));
    await expect
      .poll(() => server.requests.map((request) => request.body), wait)
      .toEqual([{ reason: 'Wrong territory' }]);
    expect(server.requests[0]?.method).toBe('PATCH');
  });

  it('says signing needs the network while offline, and sends nothing', async () => {
    const draft = contractDoc({ number: 'L-6' });
    await db.documents.upsert(draft);
    const server = fakeServer(bytes, () => ({ status: 200, body: {} }));
    const { user } = await open(db, `/contracts/customer?document=${draft.id}`, server);
    const drawer = (await screen.findByRole('heading', { level: 1 }, wait)).parentElement!;
    await expect
      .poll(() => within(drawer).getByTestId('document-viewer').dataset.render, wait)
      .toBe('rendered');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      window.dispatchEvent(new Event('offline'));
      await user.click(within(drawer).getByRole('button', { name: 'Sign' }));
      const dialog = await screen.findByRole('dialog', { name: 'Sign L-6' }, wait);
      expect(dialog.textContent).toContain('This action needs the network. Connect and try again.');
      const send = within(dialog).getByRole('button', { name: 'Send the code' });
      expect(send.hasAttribute('disabled')).toBe(true);
      await user.click(send);
      expect(server.requests).toEqual([]);
    } finally {
      Reflect.deleteProperty(navigator, 'onLine');
      window.dispatchEvent(new Event('online'));
    }
  });

  it('totals the invoices to receive and lets the owner confirm receipt after a confirmation', async () => {
    const awaiting = paymentDoc({ ownerId: testUser._id, number: 'INV-A' });
    const noVat = paymentDoc({
      ownerId: testUser._id,
      number: 'INV-B',
      noVat: true,
      totals: { net: 50_050, vat: 0, gross: 50_050 },
    });
    const paid = paymentDoc({
      ownerId: testUser._id,
      number: 'INV-C',
      status: 'paid',
      paidAt: '2026-11-22T00:00:00.000Z',
    });
    // Issue 26 §3: an invoice with VAT on one line and none on the other counts the latter as "no VAT".
    const base = contractDoc().lines[0]!;
    const mixedContract = contractDoc({
      ownerId: testUser._id,
      lines: [
        { ...base, price: 100_000, priceWithVat: 120_000 },
        {
          ...base,
          id: 'mixed-2',
          entryId: 'mixed-entry-2',
          price: 30_000,
          noVat: true,
          priceWithVat: 30_000,
        },
      ],
      totals: { net: 130_000, vat: 20_000, gross: 150_000 },
    });
    await db.documents.upsert(mixedContract);
    const mixed = paymentDoc({
      ownerId: testUser._id,
      number: 'INV-D',
      contractId: mixedContract.id,
      totals: mixedContract.totals,
    });
    for (const payment of [awaiting, noVat, paid, mixed]) await db.payments.upsert(payment);
    const server = fakeServer(bytes, () => ({
      status: 200,
      body: apiPayment({ ...awaiting, status: 'paid' }),
    }));
    const { user } = await open(db, '/payments/owner', server);
    const totals = await screen.findByTestId('payment-totals', {}, wait);
    expect(plain(totals.textContent)).toContain('With VAT₽3,800.50');
    expect(plain(totals.textContent)).toContain('Without VAT₽3,300.50');
    await expect.poll(() => plain(totals.textContent), wait).toContain('no VAT₽800.50');
    const row = screen.getByText('Invoice INV-A').closest('li')!;
    expect(within(row).getByRole('link', { name: 'Download invoice' }).getAttribute('href')).toBe(
      `/api/payment/file/${awaiting.id}`,
    );
    expect(within(screen.getByText('Invoice INV-C').closest('li')!).queryByRole('button')).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Confirm receipt' }));
    const dialog = await screen.findByRole('alertdialog', {}, wait);
    expect(dialog.textContent).toContain('Confirm receipt of ₽1,800?');
    expect(server.requests).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm receipt' }));
    await expect
      .poll(() => server.requests.map((request) => `${request.method} ${request.path}`), wait)
      .toEqual([`PATCH /payment/confirm/${awaiting.id}`]);
  });

  it('lists the company’s contracts, supplements, acts and invoices in settings, filterable and downloadable', async () => {
    const contract = contractDoc({ number: 'L-100', projectName: 'Night Shift' });
    const act = contractDoc({ number: 'L-100-A', kind: 'act', projectName: 'Night Shift' });
    const other = contractDoc({ number: 'L-200', projectName: 'Harbour' });
    const invoice = paymentDoc({ number: 'INV-100' });
    for (const document of [contract, act, other]) await db.documents.upsert(document);
    await db.payments.upsert(invoice);
    const { user } = await open(
      db,
      '/users/documents',
      fakeServer(bytes, () => ({ status: 200, body: {} })),
    );
    await expect.poll(rows, wait).toHaveLength(4);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'invoice');
    expect(rows()).toEqual([invoice.id]);
    expect(screen.getByRole('link', { name: 'Download INV-100' }).getAttribute('href')).toBe(
      `/api/payment/file/${invoice.id}`,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'all');
    await user.type(screen.getByRole('searchbox', { name: 'Search by number or project' }), 'harbour');
    expect(rows()).toEqual([other.id]);
    expect(screen.getByRole('link', { name: 'Download L-200' }).getAttribute('href')).toBe(
      `/api/contract/file/${other.id}`,
    );
  });

  it('adds approved tracks in no contract to a signed contract with a supplement', async () => {
    const inContract = orderLine({
      trackTitle: 'Crème Storm',
      status: 'approved',
      price: 1,
      priceWithVat: 1,
      share: 100,
    });
    const free = orderLine({
      trackTitle: 'Night Drive',
      artistName: 'Lake',
      status: 'approved',
      price: 1,
      priceWithVat: 1,
      share: 100,
    });
    const order = orderDoc({ status: 'approved', lines: [inContract, free] });
    await db.orders.upsert(order);
    const signed = contractDoc({
      number: 'L-30',
      // Its act signed: later tracks still go through a supplement (issue 26 §3).
      status: 'completed',
      orderId: order.id,
      lines: [{ ...contractDoc().lines[0]!, entryId: inContract.entryId! }],
    });
    await db.documents.upsert(signed);
    const supplement = contractDoc({ number: 'L-30-S1', kind: 'supplement', contractId: signed.id });
    const server = fakeServer(bytes, () => ({ status: 200, body: apiDocument(supplement) }));
    const { user } = await open(db, `/contracts/customer?document=${signed.id}`, server);
    await user.click(await screen.findByRole('button', { name: 'Add tracks (supplement)' }, wait));
    const dialog = await screen.findByRole('dialog', { name: 'Supplement to L-30' }, wait);
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.closest('li')?.textContent),
    ).toEqual(['Night Drive · Lake']);
    await user.click(within(dialog).getByRole('button', { name: 'Create supplement' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Select at least one track');
    expect(server.requests).toEqual([]);
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Create supplement' }));
    await expect
      .poll(() => server.requests.map(({ path, body }) => ({ path, body })), wait)
      .toEqual([{ path: `/contract/create-supplement/${signed.id}`, body: { entryIds: [free.entryId] } }]);
  });
});
