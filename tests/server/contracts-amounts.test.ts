import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractApi, ContractDetail } from '../../src/domain/api/contracts';
import type { OrderApi } from '../../src/domain/api/orders';
import type { PaymentPage } from '../../src/domain/api/contracts-payments';
import type { WorkspaceApi } from '../../src/domain/api/projects';
import type { ListPage } from '../../src/domain/catalog';
import { contractTabs, edoTabs } from '../../src/domain/contracts';
import { translate } from '../../src/domain/messages';
import { AMOUNT_MAX, PRICE_MAX } from '../../src/domain/orders';
import { contractDocuments, payments } from '../../server/db/schema/contracts';
import { ALL_RIGHTS, contractsWorld, entity } from './contracts-fixtures';
import { createTrack } from './library-fixtures';
import { databaseTargets } from './support/harness';
import type { TestUser } from './sync-fixtures';

type World = Awaited<ReturnType<typeof contractsWorld>>;
const terms = { media: ['tv'], territory: ['RU'], termMonths: 12, uses: 1 };
const en = (key: string) => translate('en', key);

/**
 * docs/decisions/0036-money-bounds.md end to end: the largest price goes through proposal, approval,
 * contract, lists and invoice; a larger one, or lines whose sum with VAT passes AMOUNT_MAX, is refused
 * with a 400 before anything is written; documents written before the bounds still answer, and a row no
 * answer can hold leaves its list whole.
 */
describe.each(databaseTargets)('amounts at their bounds on %s', (target) => {
  let w: World;

  beforeAll(async () => {
    w = await contractsWorld(target);
  }, 60_000);
  afterAll(() => w?.t.close());

  /** `count` new tracks of `owner` placed in the world's workspace, as their entries. */
  const newEntries = async (owner: TestUser, count: number) => {
    const tracks = [];
    for (let index = 0; index < count; index++) tracks.push(await createTrack(w.t.database, owner.id));
    const added = await w.ok<WorkspaceApi>(w.users.creator, 'PATCH', `/project/add-track/${w.project._id}`, {
      tracksId: tracks.map((track) => track.id),
      projectWorkspaceId: w.workspaceId,
    });
    return tracks.map((track) => added.entries.find((entry) => entry.trackId === track.id)!._id);
  };
  const requestOf = async (entryIds: string[]) =>
    (
      await w.ok<OrderApi[]>(w.users.creator, 'POST', '/order/create', {
        projectId: w.project._id,
        entryIds,
        terms,
      })
    )[0]!;
  const linesAt = (entryIds: string[], price: number) =>
    entryIds.map((entryId) => ({ entryId, price, noVat: false, share: 100 }));
  /** Every contract list of the project for `who` as `role`, each tab: all answered 200. */
  const everyList = async (who: TestUser, role: 'customer' | 'owner') => {
    const seen = new Set<string>();
    for (const tab of [...contractTabs, ...edoTabs]) {
      const res = await w.call(
        who,
        'GET',
        `/contract/info?role=${role}&tab=${tab}&projectId=${w.project._id}`,
      );
      expect(res.statusCode, `${tab}: ${res.body}`).toBe(200);
      for (const row of (res.json() as ListPage<ContractApi>).data) seen.add(row._id);
    }
    return seen;
  };
  const contractCount = async () => (await w.t.database.db.select().from(contractDocuments)).length;

  it('refuses a price above PRICE_MAX at the proposal with its message', async () => {
    const [entry] = await newEntries(w.users.ownerA, 1);
    const order = await requestOf([entry!]);
    const message = await w.refused(
      w.users.ownerA,
      'PATCH',
      `/order/propose/${order._id}`,
      { lines: linesAt([entry!], PRICE_MAX + 1) },
      400,
    );
    expect(message).toBe(en('orders.priceTooLarge'));
    const budget = { projectId: w.project._id, entryIds: [entry!], terms, budget: AMOUNT_MAX + 1 };
    await w.refused(w.users.creator, 'POST', '/order/create', budget, 400);
  });

  it('takes PRICE_MAX through proposal, approval, contract, every list and the invoice', async () => {
    const { creator, ownerA, viewer } = w.users;
    const order = await requestOf([w.entries.c1]);
    await w.ok(ownerA, 'PATCH', `/order/propose/${order._id}`, { lines: linesAt([w.entries.c1], PRICE_MAX) });
    await w.ok(creator, 'PATCH', `/order/approve/${order._id}`, { entryIds: [w.entries.c1] });
    const [made] = await w.ok<ContractApi[]>(creator, 'POST', '/contract/create', {
      projectId: w.project._id,
      entryIds: [w.entries.c1],
    });
    const gross = PRICE_MAX + PRICE_MAX * 0.22;
    expect(made!.totals).toEqual({ net: PRICE_MAX, vat: PRICE_MAX * 0.22, gross });
    for (const [who, role] of [
      [creator, 'customer'],
      [viewer, 'customer'],
      [ownerA, 'owner'],
    ] as const)
      expect(await everyList(who, role)).toContain(made!._id);
    let sha256 = made!.sha256;
    for (const who of [ownerA, creator]) {
      const code = await w.mailedCode(who, made!._id);
      sha256 = (await w.ok<ContractApi>(who, 'POST', `/contract/sign/${made!._id}`, { code, sha256 })).sha256;
    }
    const invoices = await w.ok<PaymentPage>(creator, 'GET', '/payment/info?role=customer');
    expect(invoices.data.find((invoice) => invoice.contractId === made!._id)?.totals.gross).toBe(gross);
    expect(invoices.awaiting.gross).toBe(gross);
  }, 60_000);

  it('refuses a proposal whose lines at PRICE_MAX sum with VAT past AMOUNT_MAX', async () => {
    const count = Math.floor(AMOUNT_MAX / (PRICE_MAX * 1.22)) + 1;
    const entryIds = await newEntries(w.users.ownerB, count);
    const order = await requestOf(entryIds);
    const url = `/order/propose/${order._id}`;
    expect(await w.refused(w.users.ownerB, 'PATCH', url, { lines: linesAt(entryIds, PRICE_MAX) }, 400)).toBe(
      en('orders.totalTooLarge'),
    );
    const stored = await w.ok<OrderApi>(w.users.ownerB, 'GET', `/order/info-order/${order._id}`);
    expect(stored.lines.map((line) => line.price)).toEqual(entryIds.map(() => null));
  }, 120_000);

  it('refuses, writing nothing, a contract whose approved orders sum with VAT past AMOUNT_MAX', async () => {
    const { creator, ownerA } = w.users;
    const half = Math.floor(AMOUNT_MAX / (PRICE_MAX * 1.22) / 2) + 1;
    const entryIds = await newEntries(ownerA, 2 * half);
    for (const part of [entryIds.slice(0, half), entryIds.slice(half)]) {
      const order = await requestOf(part);
      await w.ok(ownerA, 'PATCH', `/order/propose/${order._id}`, { lines: linesAt(part, PRICE_MAX) });
      await w.ok(creator, 'PATCH', `/order/approve/${order._id}`, { entryIds: part });
    }
    const before = await contractCount();
    const payload = { projectId: w.project._id, entryIds };
    expect(await w.refused(creator, 'POST', '/contract/create', payload, 400)).toBe(
      en('contracts.totalTooLarge'),
    );
    expect(await contractCount()).toBe(before);
    expect(await w.entryStatus(entryIds[0]!)).toBe('agreed');
    await everyList(creator, 'customer');
    // The same tracks in two contracts each fit.
    await w.ok(creator, 'POST', '/contract/create', {
      projectId: w.project._id,
      entryIds: entryIds.slice(0, half),
    });
  }, 120_000);

  it('answers documents written before the bounds, and leaves out of a list a row no answer holds', async () => {
    const { creator, ownerA, ownerB, viewer } = w.users;
    w.memberships.set(ownerB.id, {
      entity: entity('Basalt Music', '7710140679'),
      member: { role: 'main_admin', rights: ALL_RIGHTS },
    });
    const made = await w.ok<ContractApi[]>(creator, 'POST', '/contract/create', {
      projectId: w.project._id,
      entryIds: [w.entries.a1, w.entries.b1],
    });
    const [early, broken] = [
      made.find((row) => row.ownerId === ownerB.id)!,
      made.find((row) => row.ownerId === ownerA.id)!,
    ];
    // As the server wrote a 10¹³ price before the bounds: its VAT takes the total past AMOUNT_MAX.
    const db = w.t.database.db;
    const [row] = await db.select().from(contractDocuments).where(eq(contractDocuments.id, early._id));
    const lines = row!.lines.map((line) => ({ ...line, price: 10 ** 13, priceWithVat: 1.22 * 10 ** 13 }));
    const totals = { net: 10 ** 13, vat: 0.22 * 10 ** 13, gross: 1.22 * 10 ** 13 };
    await db.update(contractDocuments).set({ lines, totals }).where(eq(contractDocuments.id, early._id));
    const unsafe = { net: 2 ** 53 + 2, vat: 0, gross: 2 ** 53 + 2 };
    await db.update(contractDocuments).set({ totals: unsafe }).where(eq(contractDocuments.id, broken._id));

    for (const [who, role] of [
      [creator, 'customer'],
      [viewer, 'customer'],
      [ownerB, 'owner'],
    ] as const)
      expect(await everyList(who, role)).toContain(early._id);
    const customerLists = await everyList(creator, 'customer');
    expect(customerLists).not.toContain(broken._id);
    expect(customerLists.size).toBeGreaterThan(1);
    const detail = await w.ok<ContractDetail>(creator, 'GET', `/contract/info-contract/${early._id}`);
    expect(detail.totals.gross).toBe(totals.gross);
    const rejected = await w.ok<ContractApi>(creator, 'PATCH', `/contract/reject/${early._id}`, {
      reason: 'Too large',
    });
    expect(rejected.status).toBe('rejected');
    expect(await w.entryStatus(w.entries.b1)).toBe('agreed');

    // A settled invoice no answer holds leaves the invoice list whole too.
    const [invoice] = await db.select().from(payments).limit(1);
    await db.update(payments).set({ totals: unsafe, status: 'paid' }).where(eq(payments.id, invoice!.id));
    const page = await w.ok<PaymentPage>(creator, 'GET', '/payment/info?role=customer');
    expect(page.data.map((row) => row._id)).not.toContain(invoice!.id);
  }, 60_000);
});
