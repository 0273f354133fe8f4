import { fireEvent, screen, within } from '@testing-library/react';
import { Route, useSearch } from 'wouter';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CueDatabase } from '../../src/db';
import { REASON_MAX, rejectSchema, type OrderDocument } from '../../src/domain/orders';
import type { ProjectRole } from '../../src/domain/projects';
import type { Language } from '../../src/domain/roles';
import { ProposalsPage } from '../../src/ui/orders/proposals/proposals-page';
import { openTestDatabase } from '../db/support';
import { orderApi, orderDoc, orderLine } from './support/order-fixtures';
import { contractDoc } from './support/contract-fixtures';
import { renderProjectPage } from './support/project-page';
import { renderUi } from './support/render';
import { signedInServices, testUser, withLocalData } from './support/signed-in';
import { projectDoc, withPlayer } from './support/workspace-fixtures';

// A dialog or screen loaded lazily is transformed on first use: slow on a busy machine.
const wait = { timeout: 30_000 };
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

type Answer = { status: number; body: unknown };

/** The server at the network edge: records the answers to proposals and replies with `answer()`. */
function fakeServer(answer: () => Answer) {
  const requests: { method: string; url: string; body: unknown }[] = [];
  const respond = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    if (request.url.endsWith('/user/info')) return Response.json(testUser);
    const body: unknown = request.method === 'GET' ? null : await request.json();
    requests.push({ method: request.method, url: request.url, body });
    const { status, body: reply } = answer();
    return Response.json(reply, { status });
  }) as typeof fetch;
  return { requests, fetch: respond };
}

const storm = orderLine({
  trackTitle: 'Crème Storm',
  artistName: 'Nord',
  price: 150_000,
  priceWithVat: 183_000,
  share: 100,
  status: 'proposed',
});
const harbour = orderLine({
  trackTitle: 'Midnight Harbour',
  artistName: 'Lake',
  price: 50_050,
  noVat: true,
  priceWithVat: 50_050,
  share: 40,
  comment: 'Only the instrumental',
  status: 'proposed',
});
const pending = orderDoc({
  status: 'pending',
  version: 3,
  lines: [storm, harbour],
  terms: { media: ['tv', 'cinema'], territory: ['KZ', 'RU'], termMonths: 24, uses: 3 },
  budget: 20_000_000,
  comment: 'Opening titles',
  proposalComment: 'Best we can do',
});

/** Opens `path` with the project (the user in `role`) and `order` in the local database. */
async function openScreen(
  db: CueDatabase,
  path: string,
  {
    answer = () => ({ status: 200, body: orderApi(pending) }),
    role = 'editor',
    language = 'en',
    orders = [pending],
  }: {
    answer?: () => Answer;
    role?: ProjectRole;
    language?: Language;
    orders?: OrderDocument[];
  } = {},
) {
  await db.projects.upsert(projectDoc(role));
  for (const order of orders) await db.orders.upsert(order);
  const server = fakeServer(answer);
  const services = await signedInServices(server.fetch);
  const view = await renderUi(
    withPlayer(
      <>
        <Route path="/orders/:role/:orderId?">
          <ProposalsPage />
        </Route>
        <Route path="/requests">
          <Search />
        </Route>
      </>,
      path,
    ),
    { wrapper: withLocalData(services, db), language },
  );
  return { ...view, server };
}

function Search() {
  return <p data-testid="queue">{`/requests?${useSearch()}`}</p>;
}

const commands = (server: ReturnType<typeof fakeServer>) =>
  server.requests.filter((request) => request.method === 'PATCH');

describe('the customer’s proposals (docs/licensing.md §3 "Proposal")', { timeout: 60_000 }, () => {
  let db: CueDatabase;
  beforeEach(async () => {
    db = await openTestDatabase(undefined, ['projects', 'orders', 'documents']);
  });
  afterEach(async () => {
    await db.close();
  });

  it('lists my projects’ orders newest first with owner, status, tracks and totals', async () => {
    const older = orderDoc({
      id: '5c1d0000-0000-4000-8000-0000000000d0',
      ownerName: 'Old Owner',
      createdAt: '2026-01-01T00:00:00.000Z',
      status: 'rejected',
    });
    const elsewhere = orderDoc({ id: '5c1d0000-0000-4000-8000-0000000000e0', projectId: 'another' });
    await openScreen(db, '/orders/customer', { orders: [older, pending, elsewhere] });
    const list = await screen.findByRole('list', { name: 'Proposals of my projects' }, wait);
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(plain(rows[0]!.textContent)).toContain('Owner: Harbour Music · 2 tracks');
    // 1500 + 500.50 without VAT; 1830 + 500.50 (no VAT) with VAT.
    expect(plain(rows[0]!.textContent)).toContain('₽2,000.50 without VAT · ₽2,330.50 with VAT');
    expect(within(rows[0]!).getByText('Pending').closest('[data-status]')?.getAttribute('data-status')).toBe(
      'pending',
    );
    expect(plain(rows[1]!.textContent)).toContain('Old Owner');
    expect(plain(rows[1]!.textContent)).toContain('Not priced yet');
    expect(within(rows[1]!).getByText('Rejected')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Night Train' }).getAttribute('href')).toBe(
      `/orders/customer/${pending.id}`,
    );
  });

  it('says so when there are no requests yet', async () => {
    await openScreen(db, '/orders/customer', { orders: [] });
    expect(await screen.findByText(/No requests yet/, {}, wait)).toBeTruthy();
  });

  it('shows the terms and each line: price without VAT, with VAT or "no VAT", share with its note, comment', async () => {
    await openScreen(db, `/orders/customer/${pending.id}`);
    await screen.findByRole('heading', { name: 'Night Train' }, wait);
    const terms = plain(document.querySelector('dl[aria-label="Terms"]')?.textContent);
    expect(terms).toContain('MediaTV, Cinema');
    expect(terms).toContain('TerritoryKazakhstan, Russia');
    expect(terms).toContain('Term24 months');
    expect(terms).toContain('Uses3');
    expect(terms).toContain('Target budget₽200,000');
    expect(terms).toContain("Owner's commentBest we can do");
    const table = screen.getByRole('table', { name: 'Tracks' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(plain(first!.textContent)).toContain('₽1,500₽1,830100 %');
    expect(plain(second!.textContent)).toContain('₽500.50no VAT40 %');
    expect(second!.textContent).toContain('co-owners must license the rest');
    expect(first!.textContent).not.toContain('co-owners');
    expect(second!.textContent).toContain('Only the instrumental');
    expect(within(second!).getByText('Proposed')).toBeTruthy();
  });

  it('approves all lines with the order’s version', async () => {
    const { user, server } = await openScreen(db, `/orders/customer/${pending.id}`);
    await user.click(await screen.findByRole('button', { name: 'Approve all' }, wait));
    expect(await screen.findByText('Proposal approved', {}, wait)).toBeTruthy();
    expect(commands(server)).toEqual([
      {
        method: 'PATCH',
        url: `http://cueline.test/api/order/approve/${pending.id}`,
        body: { entryIds: [storm.entryId, harbour.entryId], version: 3 },
      },
    ]);
  });

  it('approves the selected lines only', async () => {
    const { user, server } = await openScreen(db, `/orders/customer/${pending.id}`);
    const some = await screen.findByRole('button', { name: 'Approve selected' }, wait);
    expect((some as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select Midnight Harbour' }));
    await user.click(some);
    expect(await screen.findByText('1 track approved', {}, wait)).toBeTruthy();
    expect(commands(server).map((request) => request.body)).toEqual([
      { entryIds: [harbour.entryId], version: 3 },
    ]);
  });

  it('shows a line its owner declined with the reason, and approves all the others', async () => {
    const declined = { ...harbour, status: 'rejected' as const, comment: 'Not cleared for TV' };
    const withDeclined = { ...pending, lines: [storm, declined] };
    const { user, server } = await openScreen(db, `/orders/customer/${pending.id}`, {
      orders: [withDeclined],
    });
    await user.click(await screen.findByRole('button', { name: 'Approve all' }, wait));
    expect(screen.queryByRole('checkbox', { name: 'Select Midnight Harbour' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: `Select ${storm.trackTitle}` })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Tracks' }).textContent).toContain('Not cleared for TV');
    expect(await screen.findByText('Proposal approved', {}, wait)).toBeTruthy();
    expect(commands(server).map((request) => request.body)).toEqual([
      { entryIds: [storm.entryId], version: 3 },
    ]);
  });

  it('rejects with a reason, asked for in a dialog', async () => {
    const { user, server } = await openScreen(db, `/orders/customer/${pending.id}`);
    await user.click(await screen.findByRole('button', { name: 'Reject' }, wait));
    const dialog = await screen.findByRole('dialog', {}, wait);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Required field')).toBeTruthy();
    expect(commands(server)).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Over budget');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Proposal rejected', {}, wait)).toBeTruthy();
    expect(commands(server)).toEqual([
      {
        method: 'PATCH',
        url: `http://cueline.test/api/order/reject/${pending.id}`,
        body: { reason: 'Over budget', version: 3 },
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a reason over the server’s bound with the server’s message and bound', async () => {
    const { user, server } = await openScreen(db, `/orders/customer/${pending.id}`);
    await user.click(await screen.findByRole('button', { name: 'Reject' }, wait));
    const dialog = await screen.findByRole('dialog', {}, wait);
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    fireEvent.change(reason, { target: { value: 'r'.repeat(REASON_MAX + 1) } });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Too long: at most 2000 characters.')).toBeTruthy();
    expect(rejectSchema.shape.reason.safeParse('r'.repeat(REASON_MAX + 1)).error?.issues[0]?.message).toBe(
      'validation.tooLong',
    );
    expect(commands(server)).toEqual([]);
  });

  it('on a 409 says the proposal changed and shows it as it now is, written from the 409 at once', async () => {
    const changed = orderDoc({
      ...pending,
      version: 4,
      lines: [{ ...storm, price: 90_000, priceWithVat: 109_800 }, harbour],
    });
    const conflict = {
      status: 409,
      body: {
        statusCode: 409,
        code: 'CONFLICT',
        message: 'The proposal was changed in the meantime. Review the current version and send again.',
        current: orderApi(changed),
      },
    };
    const { user, server } = await openScreen(db, `/orders/customer/${pending.id}`, {
      answer: () => conflict,
    });
    await user.click(await screen.findByRole('button', { name: 'Approve all' }, wait));
    expect((await screen.findByRole('alert', {}, wait)).textContent).toBe(
      'The proposal was changed in the meantime. Review the current version and send again.',
    );
    // No pull: the command wrote the 409's `current` into `orders`.
    await screen.findByText('₽900', {}, wait);
    expect((await db.orders.findOne(pending.id).exec())?.version).toBe(4);
    await user.click(screen.getByRole('button', { name: 'Approve all' }));
    expect(commands(server).map((request) => (request.body as { version: number }).version)).toEqual([3, 4]);
  });

  it('shows the zero-price refusal as the server words it', async () => {
    const zero = orderDoc({ ...pending, lines: [{ ...storm, price: 0, priceWithVat: 0 }] });
    const refusal = {
      status: 400,
      body: { statusCode: 400, code: 'VALIDATION', message: 'A request with a zero price cannot be agreed.' },
    };
    const { user } = await openScreen(db, `/orders/customer/${zero.id}`, {
      orders: [zero],
      answer: () => refusal,
    });
    await user.click(await screen.findByRole('button', { name: 'Approve all' }, wait));
    expect((await screen.findByRole('alert', {}, wait)).textContent).toBe(
      'A request with a zero price cannot be agreed.',
    );
  });

  it('offers no answer to a User', async () => {
    await openScreen(db, `/orders/customer/${pending.id}`, { role: 'user' });
    await screen.findByRole('heading', { name: 'Night Train' }, wait);
    expect(screen.queryByRole('button', { name: 'Approve all' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('offers no answer on a proposal that is no longer pending', async () => {
    const approved = orderDoc({
      ...pending,
      status: 'approved_partially',
      lines: [
        { ...storm, status: 'approved' },
        { ...harbour, status: 'rejected' },
      ],
    });
    await openScreen(db, `/orders/customer/${approved.id}`, { orders: [approved] });
    await screen.findByRole('heading', { name: 'Night Train' }, wait);
    expect(screen.getByText('Approved in part')).toBeTruthy();
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.getByText('Rejected')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve all' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('follows the contract to the end: the order and its line read the owner’s signature, in both languages (issue 26 §3)', async () => {
    const approved = orderDoc({
      ...pending,
      status: 'approved_partially',
      lines: [
        { ...storm, status: 'approved' },
        { ...harbour, status: 'rejected' },
      ],
    });
    const contract = contractDoc({ orderId: approved.id, status: 'signed_owner' });
    await db.documents.upsert({ ...contract, lines: [{ ...contract.lines[0]!, entryId: storm.entryId! }] });
    const view = await openScreen(db, `/orders/customer/${approved.id}`, { orders: [approved] });
    await screen.findByRole('heading', { name: 'Night Train' }, wait);
    await expect.poll(() => screen.queryAllByText('Signed by the owner').length, wait).toBe(2);
    expect(screen.queryByText('Approved in part')).toBeNull();
    expect(screen.getByText('Rejected')).toBeTruthy();
    view.unmount();
    await openScreen(db, '/orders/customer', { orders: [approved], language: 'ru' });
    const list = await screen.findByRole('list', {}, wait);
    await expect.poll(() => within(list).queryByText('Подписан правообладателем'), wait).not.toBeNull();
  });

  it('speaks Russian', async () => {
    await openScreen(db, `/orders/customer/${pending.id}`, { language: 'ru' });
    await screen.findByRole('heading', { name: 'Night Train' }, wait);
    expect(screen.getByRole('button', { name: 'Согласовать всё' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Согласовать выбранные' })).toBeTruthy();
    expect(screen.getByText('Ожидает ответа')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Треки' });
    expect(plain(table.textContent)).toContain('без НДС');
    expect(plain(table.textContent)).toContain('1 830 ₽');
    expect(table.textContent).toContain('остальное нужно лицензировать у соправообладателей');
    expect(plain(document.body.textContent)).toContain('Казахстан, Россия');
    expect(plain(document.body.textContent)).toContain('24 месяца');
  });

  it('sends an owner’s proposal link to the request queue on that order’s lines', async () => {
    await openScreen(db, `/orders/owner/${pending.id}`);
    expect((await screen.findByTestId('queue', {}, wait)).textContent).toBe(`/requests?order=${pending.id}`);
  });
});

describe('the project page’s Requests section', { timeout: 60_000 }, () => {
  let db: CueDatabase;
  beforeEach(async () => {
    db = await openTestDatabase(undefined, ['projects', 'workspaces', 'orders']);
  });
  afterEach(async () => {
    await db.close();
  });

  it('lists the project’s orders with their owner, status and total, each linking to its proposal', async () => {
    await db.projects.upsert(projectDoc('editor'));
    await db.orders.upsert(pending);
    const services = await signedInServices();
    const { user } = await renderProjectPage(services, db);
    await user.click(await screen.findByRole('button', { name: 'Requests' }, wait));
    const list = await screen.findByRole('list', { name: 'Requests' }, wait);
    const [row] = within(list).getAllByRole('listitem');
    expect(plain(row!.textContent)).toContain('Harbour MusicPending2 tracks · ₽2,000.50 without VAT');
    expect(within(row!).getByRole('link', { name: 'Harbour Music' }).getAttribute('href')).toBe(
      `/orders/customer/${pending.id}`,
    );
  });
});
