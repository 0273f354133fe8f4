import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContracts } from '../../server/demo/seed-contracts';
import { contractDocuments, payments } from '../../server/db/schema/contracts';
import type { EntityMembership, PartyDirectory } from '../../server/modules/contracts/index';
import { projectsRepository } from '../../server/modules/projects/index';
import { demoLegalEntities } from '../../server/demo/seed-legal-entities';
import { legalEntitiesRepository, membershipOfUser } from '../../server/modules/legal-entities/index';
import { startTestApp, type TestApp } from './support/harness';
import { testEnv, type TestUser } from './sync-fixtures';
import { seedDemoProjectsOverStandIns } from './demo-projects';

/**
 * The demo documents (server/demo/seed-contracts.ts) over the demo projects and requests: with the legal
 * entities port answering, the agreed entries are formalized and the contracts reach several statuses;
 * without it, nothing is seeded.
 */
describe('the demo contracts', () => {
  let t: TestApp;
  let customer: TestUser;
  let owner: TestUser;
  let label: TestUser;
  let projectIds: { id: string }[];
  const memberships = new Map<string, EntityMembership>();
  // The stand-ins' entities, seeded by the demo, answer once the test hands them to the port.
  const parties: PartyDirectory = {
    forUser: async (userId) => memberships.get(userId) ?? null,
    get: async (entityId) =>
      [...memberships.values()].find((membership) => membership.entity._id === entityId)?.entity ?? null,
  };

  beforeAll(async () => {
    t = await startTestApp('pglite', testEnv);
    ({ customer, owner, label } = await seedDemoProjectsOverStandIns(t));
    projectIds = (await projectsRepository(t.database.db).page(customer.id, { page: 1, limit: 10 })).rows;
  }, 60_000);
  afterAll(() => t?.close());

  it('seeds nothing while the customer has no company', async () => {
    expect(await seedContracts(t.database, parties, customer.id, projectIds, () => new Date())).toBe(0);
    expect(await t.database.db.select().from(contractDocuments)).toHaveLength(0);
  });

  it('formalizes the agreed entries and takes the contracts through signing, payment and the act', async () => {
    const entities = legalEntitiesRepository(t.database.db);
    for (const who of [customer, owner, label])
      memberships.set(who.id, (await membershipOfUser(entities, who.id))!);
    const made = await seedContracts(t.database, parties, customer.id, projectIds, () => new Date());
    // One contract per demo project and owner of its agreed tracks.
    expect(made).toBe(3);
    const documents = await t.database.db.select().from(contractDocuments);
    const statuses = documents.map((row) => `${row.kind}:${row.status}`).sort();
    expect(statuses).toContain('contract:signed_owner');
    expect(statuses).toContain('contract:signed_completed');
    expect(statuses).toContain('contract:finalized');
    expect(statuses).toContain('act:act_signed_owner');
    const invoices = await t.database.db.select().from(payments);
    expect(invoices.map((row) => row.status).sort()).toEqual(['awaiting', 'paid']);
    for (const row of documents) expect(row.signatures.length).toBeGreaterThan(0);
    // The customer party is the company each demo request names: the demo customer's.
    const harbour = memberships.get(customer.id)!.entity;
    expect(harbour.name).toBe(demoLegalEntities.customer.name);
    for (const row of documents)
      expect(row.customerParty).toMatchObject({ id: harbour._id, tin: harbour.tin });
  });
});
