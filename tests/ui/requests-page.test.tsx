import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CueDatabase, OrderDocType } from '../../src/db';
import { toApiIds } from '../../src/domain/api-ids';
import { apiTerms } from '../../src/domain/orders';
import { HeaderNav } from '../../src/ui/app/header-nav';
import type { Services } from '../../src/ui/hooks/services';
import { RequestsPage } from '../../src/ui/orders/requests/requests-page';
import { openTestDatabase } from '../db/support';
import { contractDoc } from './support/contract-fixtures';
import { renderUi } from './support/render';
import { signedInServices, testUser, withLocalData } from './support/signed-in';

// A dialog or screen loaded lazily is transformed on first use: slow on a busy machine.
const wait = { timeout: 30_000 };
const orderId = '0d0e0000-0000-4000-8000-000000000001';

function orderDoc(overrides: Partial<OrderDocType> = {}): OrderDocType {
  return {
    id: orderId,
    projectId: '0d0e0000-0000-4000-8000-0000000000a1',
    projectName: 'Night Ferry',
    ownerId: testUser._id,
    ownerName: 'Anna Tester',
    customerId: '0d0e0000-0000-4000-8000-0000000000c1',
    customerName: 'Studio North',
    status: 'requested',
    terms: { media: ['tv'], territory: ['world'], termMonths: 12, uses: null },
    legalEntityId: null,
    budget: 5_000_000,
    comment: 'Opening titles',
    proposalComment: null,
    rejectReason: null,
    vatPercent: 22,
    version: 3,
    lines: [
      {
        id: '0d0e0000-0000-4000-8000-0000000000e1',
        entryId: '0d0e0000-0000-4000-8000-0000000000f1',
        workspaceId: '0d0e0000-0000-4000-8000-0000000000b1',
        episodeNumber: 2,
        trackId: '0d0e0000-0000-4000-8000-0000000000d1',
        trackTitle: 'Midnight Harbour',
        artistName: 'Mira Sol',
        timeIn: 65,
        timeOut: 125,
        usageType: 'background_instrumental',
        price: null,
        noVat: false,
        priceWithVat: null,
        share: null,
        comment: null,
        status: 'requested',
      },
    ],
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    seq: 1,
    ...overrides,
  };
}

const orderAnswer = (order: OrderDocType) => {
  const { seq: _seq, terms, ...rest } = order;
  return toApiIds({ ...rest, terms: apiTerms(terms) });
};

interface Call {
  method: string;
  path: string;
  body: unknown;
  search?: string;
}

/** The API at the network edge: `answers` decides each call but `user/info`. */
function network(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  const respond = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    if (request.url.endsWith('/user/info')) return Response.json(testUser);
    const url = new URL(request.url);
    const text = await request.text();
    const call = {
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      body: text ? JSON.parse(text) : null,
    };
    calls.push(call);
    return answer(url.search ? { ...call, search: url.search } : call);
  }) as typeof fetch;
  return { calls, fetch: respond };
}

const inRouter = (services: Services, db: CueDatabase) => {
  const location = memoryLocation({ path: '/requests' });
  const local = withLocalData(services, db);
  return (children: React.ReactNode) =>
    local(
      <Router hook={location.hook} searchHook={location.searchHook}>
        {children}
      </Router>,
    );
};

describe('the requests page', { timeout: 30_000 }, () => {
  let db: CueDatabase;
  beforeEach(async () => {
    db = await openTestDatabase(undefined, ['orders', 'projects', 'messages', 'documents']);
  });
  afterEach(async () => {
    await db.close();
  });

  it('says so while the owner has no requests', async () => {
    const api = network(() => Response.json({ activity: false }));
    await renderUi(<RequestsPage />, { wrapper: inRouter(await signedInServices(api.fetch), db) });
    expect(await screen.findByRole('heading', { name: 'No requests yet' }, wait)).toBeTruthy();
  });

  it('shows the local orders, marks them seen, opens a line and proposes at the version it saw', async () => {
    await db.orders.insert(orderDoc());
    let conflict = true;
    const api = network((call) => {
      if (call.path === '/user/track-activity') return Response.json({ activity: false });
      if (call.path === `/order/propose/${orderId}`) {
        if (conflict) {
          conflict = false;
          return Response.json(
            {
              statusCode: 409,
              code: 'CONFLICT',
              message: 'The proposal was changed in the meantime. Review the current version and send again.',
              current: orderAnswer(orderDoc({ version: 4, comment: 'Changed by the team' })),
            },
            { status: 409 },
          );
        }
        return Response.json(orderAnswer(orderDoc({ status: 'pending', version: 5 })));
      }
      return Response.json({ message: 'unexpected' }, { status: 500 });
    });
    const { user } = await renderUi(<RequestsPage />, {
      wrapper: inRouter(await signedInServices(api.fetch), db),
    });
    await screen.findByRole('row', { name: /^Midnight Harbour, Night Ferry/ }, wait);
    // The count once every order is read (the first screen, from the newest orders, says it is loading).
    await screen.findByText('1 request', undefined, wait);
    // The page marks the order it shows as seen.
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(api.calls).toContainEqual({
      method: 'PATCH',
      path: '/user/track-activity',
      // Issue 26 §3: the answer tells of the owner's requests only, as the dot does.
      body: { orderIds: [orderId], scope: 'requests' },
    });

    await user.click(screen.getByRole('checkbox', { name: 'Select Midnight Harbour' }));
    await user.click(screen.getByRole('button', { name: 'Propose' }));
    const editor = await screen.findByRole('dialog', { name: /Proposal for Midnight Harbour/ }, wait);
    await user.type(within(editor).getByRole('textbox', { name: /Price without VAT/ }), '15000');
    await user.click(within(editor).getByRole('button', { name: 'Send proposal' }));
    expect(await screen.findByText(/changed in the meantime/, undefined, wait)).toBeTruthy();
    // The editor stays with what was typed.
    expect(
      (within(editor).getByRole('textbox', { name: /Price without VAT/ }) as HTMLInputElement).value,
    ).toBe('15000');

    // The 409 wrote the order as it now is (its `current`), without waiting for the pull; the one message is
    // the server's, and sending again names the new version.
    expect((await db.orders.findOne(orderId).exec())?.toJSON()).toMatchObject({
      version: 4,
      comment: 'Changed by the team',
    });
    await user.click(within(editor).getByRole('button', { name: 'Send proposal' }));
    expect(await screen.findByText('Proposal sent', undefined, wait)).toBeTruthy();
    const proposals = api.calls.filter((call) => call.path.startsWith('/order/propose/'));
    expect(proposals.map((call) => call.body)).toEqual([
      {
        lines: [{ entryId: orderDoc().lines[0]!.entryId, price: 1_500_000, noVat: false, share: 100 }],
        version: 3,
      },
      {
        lines: [{ entryId: orderDoc().lines[0]!.entryId, price: 1_500_000, noVat: false, share: 100 }],
        version: 4,
      },
    ]);
  });

  it('shows a contracted line at its contract’s stage, in the row, the chips and the drawer (issue 26 §3)', async () => {
    const [base] = orderDoc().lines;
    const approved = {
      ...base!,
      status: 'approved' as const,
      price: 1_000_000,
      priceWithVat: 1_220_000,
      share: 100,
    };
    const dropped = {
      ...base!,
      id: `${base!.id.slice(0, -2)}e2`,
      entryId: `${base!.entryId!.slice(0, -2)}f2`,
      trackTitle: 'Low Tide',
      status: 'rejected' as const,
    };
    await db.orders.insert(orderDoc({ status: 'approved_partially', lines: [approved, dropped] }));
    const contract = contractDoc({ orderId, status: 'signed_owner', ownerId: testUser._id });
    await db.documents.insert({
      ...contract,
      lines: [{ ...contract.lines[0]!, entryId: approved.entryId! }],
    });
    const api = network(() => Response.json({ activity: false }));
    const { user } = await renderUi(<RequestsPage />, {
      wrapper: inRouter(await signedInServices(api.fetch), db),
    });
    const row = await screen.findByRole('row', { name: /^Midnight Harbour, Night Ferry/ }, wait);
    await expect.poll(() => within(row).queryByText('Signed by the owner'), wait).not.toBeNull();
    const chips = screen.getByRole('group', { name: /status/i });
    expect(within(chips).getByRole('button', { name: /^Signed by the owner/ })).toBeTruthy();
    expect(screen.getByRole('row', { name: /^Low Tide/ })).toBeTruthy();
    await user.click(within(chips).getByRole('button', { name: /Signed by the owner/ }));
    await expect.poll(() => screen.queryByRole('row', { name: /^Low Tide/ }), wait).toBeNull();
    await user.click(within(row).getByText('Midnight Harbour'));
    const panel = await screen.findByRole('dialog', { name: 'Midnight Harbour' }, wait);
    expect(within(panel).getByText(/Order status: signed by the owner/)).toBeTruthy();
    expect(within(panel).queryByText(/approved in part/)).toBeNull();
  });

  it('opens a line with its terms, the entry’s time codes and the order’s history', async () => {
    await db.orders.insert(orderDoc());
    const api = network(() => Response.json({ activity: false }));
    const { user } = await renderUi(<RequestsPage />, {
      wrapper: inRouter(await signedInServices(api.fetch), db),
    });
    await screen.findByRole('row', { name: /^Midnight Harbour, Night Ferry/ }, wait);
    await user.click(
      within(screen.getByRole('row', { name: /^Midnight Harbour, Night Ferry/ })).getByText(
        'Midnight Harbour',
      ),
    );
    const panel = await screen.findByRole('dialog', { name: 'Midnight Harbour' }, wait);
    expect(within(panel).getByText('Time codes: 00:01:05 – 00:02:05')).toBeTruthy();
    expect(within(panel).getByText('Episode 2')).toBeTruthy();
    expect(within(panel).getByText('Team’s comment: Opening titles')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Chat with the team' }));
    expect(await screen.findByRole('dialog', { name: /^Chat: / }, wait)).toBeTruthy();
  });

  it('declines only the selected line of an order with a reason, naming the order’s version', async () => {
    const [first] = orderDoc().lines;
    const second = {
      ...first!,
      id: '0d0e0000-0000-4000-8000-0000000000e2',
      entryId: '0d0e0000-0000-4000-8000-0000000000f2',
      trackTitle: 'Silver River',
    };
    await db.orders.insert(orderDoc({ lines: [first!, second] }));
    const api = network((call) => {
      if (call.path === '/user/track-activity') return Response.json({ activity: false });
      if (call.path === `/order/decline-lines/${orderId}`)
        return Response.json(orderAnswer(orderDoc({ version: 4 })));
      return Response.json({ message: 'unexpected' }, { status: 500 });
    });
    const { user } = await renderUi(<RequestsPage />, {
      wrapper: inRouter(await signedInServices(api.fetch), db),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Midnight Harbour' }, wait));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: /Reject the request for Midnight Harbour/ },
      wait,
    );
    expect(within(dialog).queryByText(/whole order/)).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Not for TV');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Request rejected', undefined, wait)).toBeTruthy();
    expect(api.calls.filter((call) => call.path.startsWith('/order/'))).toEqual([
      {
        method: 'PATCH',
        path: `/order/decline-lines/${orderId}`,
        body: { entryIds: [first!.entryId], reason: 'Not for TV', version: 3 },
      },
    ]);
  });
});

describe('the red dot beside Requests', { timeout: 30_000 }, () => {
  let db: CueDatabase;
  beforeEach(async () => {
    db = await openTestDatabase(undefined, ['orders']);
  });
  afterEach(async () => {
    await db.close();
  });

  it('shows while there is activity, named for screen readers, and is asked again when orders change', async () => {
    let activity = true;
    // Issue 26 §3: the dot asks of the owner's requests only; a member's entries would keep it lit.
    const api = network((call) =>
      call.path === '/project/project-activity'
        ? Response.json({ activity: call.search === '?scope=requests' ? activity : true })
        : Response.json({ message: 'unexpected' }, { status: 500 }),
    );
    await renderUi(<HeaderNav role="owner" />, { wrapper: inRouter(await signedInServices(api.fetch), db) });
    const link = await screen.findByRole('link', { name: 'Requests, new activity' }, wait);
    expect(link.querySelector('[data-testid="requests-dot"]')).not.toBeNull();
    const asked = api.calls.length;

    activity = false;
    await db.orders.insert(orderDoc());
    expect(await screen.findByRole('link', { name: 'Requests' }, wait)).toBeTruthy();
    expect(screen.queryByTestId('requests-dot')).toBeNull();
    expect(api.calls.length).toBeGreaterThan(asked);

    activity = true;
    await db.orders.upsert(orderDoc({ seq: 2, version: 4, status: 'pending' }));
    expect(await screen.findByRole('link', { name: 'Requests, new activity' }, wait)).toBeTruthy();
  });

  it('is not asked for outside the owner profile', async () => {
    const api = network(() => Response.json({ activity: true }));
    await renderUi(<HeaderNav role="customer" />, {
      wrapper: inRouter(await signedInServices(api.fetch), db),
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(api.calls).toEqual([]);
  });
});
