import { screen, within } from '@testing-library/react';
import { Route, useSearch } from 'wouter';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CueDatabase } from '../../src/db';
import { toApiIds } from '../../src/domain/api-ids';
import { ProposalsPage } from '../../src/ui/orders/proposals/proposals-page';
import { openTestDatabase } from '../db/support';
import { contractDoc } from './support/contract-fixtures';
import { orderDoc, orderLine } from './support/order-fixtures';
import { renderUi } from './support/render';
import { signedInServices, testUser, withLocalData } from './support/signed-in';
import { projectDoc, projectId, withPlayer } from './support/workspace-fixtures';

const wait = { timeout: 10_000 };

const storm = orderLine({
  trackTitle: 'Crème Storm',
  artistName: 'Nord',
  price: 150_000,
  priceWithVat: 180_000,
  share: 100,
  status: 'approved',
});
const harbour = orderLine({
  trackTitle: 'Midnight Harbour',
  artistName: 'Lake',
  price: 50_000,
  priceWithVat: 60_000,
  share: 100,
  status: 'approved',
});
const dropped = orderLine({
  trackTitle: 'Dropped',
  artistName: 'Lake',
  price: 10_000,
  priceWithVat: 12_000,
  share: 100,
  status: 'rejected',
});
const approved = orderDoc({ status: 'approved_partially', lines: [storm, harbour, dropped] });

function Where() {
  return <p data-testid="contracts">{`?${useSearch()}`}</p>;
}

async function open(db: CueDatabase, answer: (body: unknown) => Response) {
  const bodies: unknown[] = [];
  const network = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    if (request.url.endsWith('/user/info')) return Response.json(testUser);
    const body: unknown = await request.json();
    bodies.push(body);
    return answer(body);
  }) as typeof fetch;
  const services = await signedInServices(network);
  const view = await renderUi(
    withPlayer(
      <>
        <Route path="/orders/:role/:orderId?">
          <ProposalsPage />
        </Route>
        <Route path="/contracts/:role">
          <Where />
        </Route>
      </>,
      `/orders/customer/${approved.id}`,
    ),
    { wrapper: withLocalData(services, db) },
  );
  return { ...view, bodies };
}

describe('formalizing approved tracks into a contract (docs/licensing.md §6)', { timeout: 60_000 }, () => {
  let db: CueDatabase;
  beforeEach(async () => {
    db = await openTestDatabase(undefined, ['projects', 'orders', 'documents']);
    await db.projects.upsert(projectDoc('editor'));
    await db.orders.upsert(approved);
  });
  afterEach(async () => {
    await db.close();
  });

  it('offers the approved tracks in no contract, asks for one at least, and opens the draft made', async () => {
    // Storm is already in a live contract; a rejected contract's tracks are free again.
    await db.documents.upsert(
      contractDoc({
        orderId: approved.id,
        number: 'L-1',
        lines: [{ ...contractDoc().lines[0]!, entryId: storm.entryId! }],
      }),
    );
    await db.documents.upsert(
      contractDoc({
        orderId: approved.id,
        number: 'L-0',
        status: 'rejected',
        lines: [{ ...contractDoc().lines[0]!, entryId: harbour.entryId! }],
      }),
    );
    const draft = contractDoc({ orderId: approved.id, number: 'L-2' });
    const { user, bodies } = await open(db, () => Response.json([toApiIds({ ...draft, seq: undefined })]));
    const section = await screen.findByRole('region', { name: 'Formalize a contract' }, wait);
    const boxes = within(section).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('li')?.textContent)).toEqual(['Midnight Harbour · Lake']);
    expect(within(section).getByRole('link', { name: 'L-1' }).getAttribute('href')).toContain(
      '/contracts/customer?document=',
    );
    await user.click(within(section).getByRole('button', { name: 'Create contract' }));
    expect((await within(section).findByRole('alert')).textContent).toContain('Select at least one track');
    expect(bodies).toEqual([]);
    await user.click(boxes[0]!);
    await user.click(within(section).getByRole('button', { name: 'Create contract' }));
    await expect
      .poll(() => screen.queryByTestId('contracts')?.textContent, wait)
      .toBe(`?document=${draft.id}`);
    expect(bodies).toEqual([{ projectId, entryIds: [harbour.entryId] }]);
  });
});
