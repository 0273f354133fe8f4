import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractApi } from '../../src/domain/api/contracts';
import type { OrderApi } from '../../src/domain/api/orders';
import type { LegalEntityInfoApi } from '../../src/domain/legal-entities';
import { migrationsPath } from '../../server/db/client';
import { orders } from '../../server/db/schema/orders';
import { ALL_RIGHTS, contractsWorld } from './contracts-fixtures';
import { databaseTargets } from './support/harness';

type World = Awaited<ReturnType<typeof contractsWorld>>;
const terms = { media: ['tv'], territory: 'world', termMonths: 12, uses: 'many' };

/**
 * The licensee is the order's company (docs/licensing.md §3 "Order", docs/decisions/0034): a request names
 * an entity its author may request for; the contract's customer party is that entity whoever formalizes
 * it; only a signing member of that entity signs for the customer.
 */
describe.each(databaseTargets)('the customer party of a request on %s', (target) => {
  let w: World;
  let stranger: World['users']['outsider'];

  beforeAll(async () => {
    w = await contractsWorld(target);
    // An Editor of the project with a company of their own: the outsider's Other Studio.
    stranger = w.users.outsider;
    await w.addMember(w.project._id, stranger, 'editor');
  }, 60_000);
  afterAll(() => w?.t.close());

  const request = (who: World['users']['creator'], legalEntityId?: string | null, language = 'en') =>
    w.call(
      who,
      'POST',
      '/order/create',
      { projectId: w.project._id, entryIds: [w.entries.c1], terms, legalEntityId },
      language,
    );

  it("refuses another user's company, a caller without one, and a member without the right to request", async () => {
    const { customerEntity } = w.entities;
    const theirs = await request(stranger, customerEntity._id);
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toMatchObject({
      message: 'A licence can be requested only for a company you belong to.',
      fields: { legalEntityId: 'A licence can be requested only for a company you belong to.' },
    });
    const none = await request(w.users.companyless, null, 'ru');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/^Перед запросом лицензии добавьте реквизиты компании/);
    // A member of the customer's company who may view documents only.
    w.memberships.set(w.users.companyless.id, {
      entity: customerEntity,
      member: { role: 'manager', rights: [1, 4] },
    });
    try {
      const clerk = await request(w.users.companyless, customerEntity._id);
      expect(clerk.statusCode).toBe(403);
      expect(clerk.json().message).toMatch(/does not allow requesting licences for it/);
    } finally {
      w.memberships.delete(w.users.companyless.id);
    }
    expect(await w.entryStatus(w.entries.c1)).toBe('not_requested');
  });

  it("stores the caller's own company, named or omitted", async () => {
    const { editor } = w.users;
    const res = await request(editor, w.entities.customerEntity._id.toUpperCase());
    expect(res.statusCode, res.body).toBe(201);
    const [order] = res.json() as OrderApi[];
    expect(order!.legalEntityId).toBe(w.entities.customerEntity._id);
    const [row] = await w.t.database.db.select().from(orders).where(eq(orders.id, order!._id));
    expect(row!.legalEntityId).toBe(w.entities.customerEntity._id);
    // The creator's request of the shared world named their company without being told.
    const listed = await w.ok<{ data: OrderApi[] }>(
      w.users.creator,
      'GET',
      `/order/info?projectId=${w.project._id}`,
    );
    expect(new Set(listed.data.map((made) => made.legalEntityId))).toEqual(
      new Set([w.entities.customerEntity._id]),
    );
  });

  let contract: ContractApi;

  it("drafts with the order's company as the customer party when an Editor of another company formalizes", async () => {
    const made = await w.ok<ContractApi[]>(stranger, 'POST', '/contract/create', {
      projectId: w.project._id,
      entryIds: [w.entries.a1],
    });
    expect(made).toHaveLength(1);
    contract = made[0]!;
    expect(contract.customer).toMatchObject({
      _id: w.entities.customerEntity._id,
      name: 'Night Ferry Films',
    });
    expect(contract.owner._id).toBe(w.entities.ownerEntity._id);
  });

  it('lets the signing member of that company sign, and neither a non-signing member nor the Editor', async () => {
    const { creator, editor } = w.users;
    expect(await w.refused(editor, 'POST', `/contract/sign-code/${contract._id}`, {}, 403)).toBe(
      'You do not have the right to sign documents for this company.',
    );
    expect(await w.refused(stranger, 'POST', `/contract/sign-code/${contract._id}`, {}, 403)).toBe(
      'Your company is not a party to this document.',
    );
    const code = await w.mailedCode(creator, contract._id);
    const signed = await w.ok<ContractApi>(creator, 'POST', `/contract/sign/${contract._id}`, {
      code,
      sha256: contract.sha256,
    });
    expect(signed.status).toBe('signed_customer');
    expect(signed.signatures.map((s) => [s.side, s.entityId])).toEqual([
      ['customer', w.entities.customerEntity._id],
    ]);
  });

  it("falls back to the requester's company for an order made before orders named one", async () => {
    const { creator } = w.users;
    const [row] = await w.t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.ownerId, w.users.ownerA.id), eq(orders.customerId, creator.id)));
    await w.t.database.db.update(orders).set({ legalEntityId: null }).where(eq(orders.id, row!.id));
    const requester = w.memberships.get(creator.id)!;
    w.memberships.delete(creator.id);
    try {
      expect(
        await w.refused(
          stranger,
          'POST',
          '/contract/create',
          { projectId: w.project._id, entryIds: [w.entries.a2] },
          409,
        ),
      ).toBe(
        'The request names no customer company and its author belongs to none, so the contract cannot be drafted.',
      );
    } finally {
      w.memberships.set(creator.id, { ...requester, member: { role: 'main_admin', rights: ALL_RIGHTS } });
    }
    const [made] = await w.ok<ContractApi[]>(stranger, 'POST', '/contract/create', {
      projectId: w.project._id,
      entryIds: [w.entries.a2],
    });
    expect(made!.customer._id).toBe(w.entities.customerEntity._id);
  });
});

/** Migration 0037 on orders made before requests named their company (docs/decisions/0034). */
describe.each(databaseTargets)('the back-fill of the orders made before on %s', (target) => {
  let w: World;
  beforeAll(async () => {
    w = await contractsWorld(target, { wired: true });
  }, 60_000);
  afterAll(() => w?.t.close());

  const entityOf = async (who: World['users']['creator']) =>
    (await w.ok<LegalEntityInfoApi>(who, 'GET', '/legal-entity/info')).entity!._id;
  const backFill = () =>
    w.t.database.db.execute(
      sql.raw(fs.readFileSync(path.join(migrationsPath, '0037_orders_legal_entity_backfill.sql'), 'utf8')),
    );

  it("names the requester's company on orders with none or with another company's, once", async () => {
    const { creator, ownerA, ownerB } = w.users;
    const [customerEntity, ownersEntity] = [await entityOf(creator), await entityOf(ownerA)];
    const made = await w.t.database.db.select().from(orders).where(eq(orders.customerId, creator.id));
    expect(made.map((row) => row.legalEntityId)).toEqual(made.map(() => customerEntity));
    const [none, foreign] = made.map((row) => row.id) as [string, string];
    await w.t.database.db.update(orders).set({ legalEntityId: null }).where(eq(orders.id, none));
    await w.t.database.db.update(orders).set({ legalEntityId: ownersEntity }).where(eq(orders.id, foreign));
    await backFill();
    const fixed = await w.t.database.db.select().from(orders).where(eq(orders.customerId, creator.id));
    expect(fixed.map((row) => row.legalEntityId)).toEqual(fixed.map(() => customerEntity));
    // Nothing left to do: a second run moves no order's changefeed position.
    const seqs = fixed.map((row) => row.seq).sort();
    await backFill();
    const again = await w.t.database.db.select().from(orders).where(eq(orders.customerId, creator.id));
    expect(again.map((row) => row.seq).sort()).toEqual(seqs);
    expect(made.map((row) => row.ownerId).sort()).toEqual([ownerA.id, ownerB.id].sort());
  });
});
