import { screen, within } from '@testing-library/react';
import { Route } from 'wouter';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CueDatabase } from '../../src/db';
import { toApiIds } from '../../src/domain/api-ids';
import type { ContractDocument } from '../../src/domain/contracts';
import { ContractsPage } from '../../src/ui/contracts/contracts-page';
import { openTestDatabase } from '../db/support';
import { contractDoc } from './support/contract-fixtures';
import { docxBytes } from './support/docx-fixture';
import { renderUi } from './support/render';
import { signedInServices, testUser, withLocalData } from './support/signed-in';
import { withPlayer } from './support/workspace-fixtures';

const wait = { timeout: 10_000 };

/** The server at the network edge: the document's bytes, and `answer` for every command (recorded). */
function fakeServer(bytes: ArrayBuffer, answer: () => unknown) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  const respond = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    if (path === '/user/info') return Response.json(testUser);
    if (path.startsWith('/contract/file/')) return new Response(bytes.slice(0));
    const text = request.method === 'GET' ? '' : await request.text();
    requests.push({ method: request.method, path, body: text ? (JSON.parse(text) as unknown) : null });
    return Response.json(answer());
  }) as typeof fetch;
  return { requests, fetch: respond };
}

const apiDocument = ({ seq: _seq, ...document }: ContractDocument) => toApiIds(document);

async function open(
  db: CueDatabase,
  path: string,
  server: ReturnType<typeof fakeServer>,
  language: 'en' | 'ru' = 'en',
) {
  const services = await signedInServices(server.fetch);
  return renderUi(
    withPlayer(
      <Route path="/contracts/:role">
        <ContractsPage />
      </Route>,
      path,
    ),
    { wrapper: withLocalData(services, db), language },
  );
}

/** A supplement changing the terms of a contract's one line: 12 → 60 months, cinema added. */
function changeSupplement(overrides: Partial<ContractDocument>): ContractDocument {
  const base = contractDoc({ kind: 'supplement', number: 'L-50-S1' });
  const line = base.lines[0]!;
  return {
    ...base,
    lines: [
      {
        ...line,
        terms: { ...line.terms, media: ['tv', 'cinema'], termMonths: 60 },
        price: 0,
        priceWithVat: 0,
        change: { previousTerms: line.terms },
      },
    ],
    totals: { net: 0, vat: 0, gross: 0 },
    priceStatus: 'awaiting',
    ...overrides,
  };
}

/** docs/decisions/0053: the price of a change of terms, proposed by the owner and agreed by the customer. */
describe('the price of a change of terms', { timeout: 60_000 }, () => {
  let db: CueDatabase;
  let bytes: ArrayBuffer;
  beforeEach(async () => {
    db = await openTestDatabase(undefined, ['documents', 'payments', 'orders']);
    bytes = await docxBytes(['Supplement']);
  });
  afterEach(async () => {
    await db.close();
  });

  it('lets the owner propose a price per changed line, in kopecks, and hides Sign until agreed', async () => {
    const supplement = changeSupplement({ ownerId: testUser._id });
    await db.documents.upsert(supplement);
    const server = fakeServer(bytes, () => apiDocument({ ...supplement, priceStatus: 'proposed' }));
    const { user } = await open(db, `/contracts/owner?document=${supplement.id}`, server);
    const bar = await screen.findByTestId('supplement-price', {}, wait);
    expect(bar.textContent).toContain('propose the price of the change');
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
    await user.click(within(bar).getByRole('button', { name: 'Propose price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Price of the change — L-50-S1' }, wait);
    const input = within(dialog).getByRole('textbox', { name: /price of the change, without VAT/ });
    await user.type(input, 'lots');
    await user.click(within(dialog).getByRole('button', { name: 'Propose price' }));
    expect(await within(dialog).findByText(/Enter an amount in roubles/, {}, wait)).toBeTruthy();
    expect(server.requests).toEqual([]);
    await user.clear(input);
    await user.type(input, '100 000,50');
    await user.click(within(dialog).getByRole('button', { name: 'Propose price' }));
    await expect
      .poll(() => server.requests, wait)
      .toEqual([
        {
          method: 'PATCH',
          path: `/contract/supplement-price/${supplement.id}`,
          body: { lines: [{ entryId: supplement.lines[0]!.entryId, price: 100_000_50, noVat: false }] },
        },
      ]);
  });

  it('asks the customer to agree to the amount with VAT they read, in Russian too', async () => {
    const supplement = changeSupplement({
      priceStatus: 'proposed',
      totals: { net: 100_000_00, vat: 20_000_00, gross: 120_000_00 },
    });
    await db.documents.upsert(supplement);
    const server = fakeServer(bytes, () => apiDocument({ ...supplement, priceStatus: 'agreed' }));
    const { user } = await open(db, `/contracts/customer?document=${supplement.id}`, server, 'ru');
    const bar = await screen.findByTestId('supplement-price', {}, wait);
    expect(bar.textContent).toMatch(/Правообладатель предлагает 120\s000\s₽ с НДС/);
    expect(screen.queryByRole('button', { name: 'Подписать' })).toBeNull();
    await user.click(within(bar).getByRole('button', { name: /Согласиться на 120\s000/ }));
    await expect
      .poll(() => server.requests, wait)
      .toEqual([
        { method: 'PATCH', path: `/contract/supplement-agree/${supplement.id}`, body: { gross: 120_000_00 } },
      ]);
  });
});
