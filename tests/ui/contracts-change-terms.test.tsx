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

interface Recorded {
  path: string;
  body: unknown;
}

/** The server at the network edge: the document's bytes, and `answer` for every command (recorded). */
function fakeServer(bytes: ArrayBuffer, answer: () => { status: number; body: unknown }) {
  const requests: Recorded[] = [];
  const respond = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    if (path === '/user/info') return Response.json(testUser);
    if (path.startsWith('/contract/file/')) return new Response(bytes.slice(0));
    const text = request.method === 'GET' ? '' : await request.text();
    requests.push({ path, body: text ? (JSON.parse(text) as unknown) : null });
    const { status, body } = answer();
    return Response.json(body, { status });
  }) as typeof fetch;
  return { requests, fetch: respond };
}

const apiDocument = ({ seq: _seq, ...document }: ContractDocument) => toApiIds(document);

async function open(db: CueDatabase, path: string, server: ReturnType<typeof fakeServer>) {
  const services = await signedInServices(server.fetch);
  return renderUi(
    withPlayer(
      <Route path="/contracts/:role">
        <ContractsPage />
      </Route>,
      path,
    ),
    { wrapper: withLocalData(services, db), language: 'en' },
  );
}

/** docs/decisions/0016: a supplement changing the terms of a signed contract's line, from its detail. */
describe('changing the terms of a signed contract', { timeout: 60_000 }, () => {
  let db: CueDatabase;
  let bytes: ArrayBuffer;
  let signed: ContractDocument;
  beforeEach(async () => {
    db = await openTestDatabase(undefined, ['documents', 'payments', 'orders']);
    bytes = await docxBytes(['Licence contract']);
    signed = contractDoc({ number: 'L-40', status: 'signed_completed' });
    await db.documents.upsert(signed);
  });
  afterEach(async () => {
    await db.close();
  });

  it('starts from the line’s terms, checks them, and sends only the change', async () => {
    const supplement = contractDoc({ number: 'L-40-S1', kind: 'supplement', contractId: signed.id });
    const server = fakeServer(bytes, () => ({ status: 201, body: apiDocument(supplement) }));
    const { user } = await open(db, `/contracts/customer?document=${signed.id}`, server);
    await user.click(await screen.findByRole('button', { name: 'Change terms (supplement)' }, wait));
    const dialog = await screen.findByRole('dialog', { name: 'Change terms of L-40' }, wait);
    const line = signed.lines[0]!;
    expect(within(dialog).getByRole('combobox', { name: /Track/ }).textContent).toContain(line.trackTitle);
    // The current terms are filled in: TV, 12 months.
    expect((within(dialog).getByRole('checkbox', { name: 'TV' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('textbox', { name: /Term, months/ }) as HTMLInputElement).value).toBe(
      '12',
    );

    await user.click(within(dialog).getByRole('checkbox', { name: 'TV' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create supplement' }));
    expect(server.requests).toEqual([]);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Internet' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Perpetual' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create supplement' }));
    await expect
      .poll(() => server.requests, wait)
      .toEqual([
        {
          path: `/contract/create-supplement/${signed.id}`,
          body: {
            changes: [
              {
                entryId: line.entryId,
                terms: { media: ['internet'], territory: ['RU'], termMonths: null, uses: '1' },
              },
            ],
          },
        },
      ]);
  });

  it('shows the server’s refusal in the dialog', async () => {
    const server = fakeServer(bytes, () => ({
      status: 409,
      body: {
        statusCode: 409,
        code: 'CONFLICT',
        message: 'A supplement changing these tracks is already awaiting signature.',
      },
    }));
    const { user } = await open(db, `/contracts/customer?document=${signed.id}`, server);
    await user.click(await screen.findByRole('button', { name: 'Change terms (supplement)' }, wait));
    const dialog = await screen.findByRole('dialog', { name: 'Change terms of L-40' }, wait);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Perpetual' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create supplement' }));
    expect((await within(dialog).findByRole('alert', {}, wait)).textContent).toContain(
      'already awaiting signature',
    );
  });

  it('shows a supplement’s changed line with its previous and new terms', async () => {
    const line = signed.lines[0]!;
    const supplement = contractDoc({
      number: 'L-40-S2',
      kind: 'supplement',
      contractId: signed.id,
      lines: [
        {
          ...line,
          terms: { media: ['tv', 'cinema'], territory: ['world'], termMonths: null, uses: null },
          change: { previousTerms: line.terms },
        },
      ],
    });
    await db.documents.upsert(supplement);
    const server = fakeServer(bytes, () => ({ status: 200, body: {} }));
    await open(db, `/contracts/customer?document=${supplement.id}`, server);
    const change = await screen.findByTestId('terms-change', {}, wait);
    expect(change.textContent).toBe(
      'Terms changed: TV; Russia; 12 months; 1 time → TV, Cinema; Whole world; Perpetual; Many times',
    );
  });
});
