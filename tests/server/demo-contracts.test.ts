import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContracts } from '../../server/demo/seed-contracts';
import { contractDocuments, payments } from '../../server/db/schema/contracts';
import type { EntityMembership, PartyDirectory } from '../../server/modules/contracts/index';
import { projectsRepository } from '../../server/modules/projects/index';
import { ALL_RIGHTS, entity } from './contracts-fixtures';
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
  const parties: PartyDirectory = { forUser: async (userId) => memberships.get(userId) ?? null };

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
    const rights = { role: 'main_admin', rights: ALL_RIGHTS };
    memberships.set(customer.id, { entity: entity('Lighthouse Pictures', '7707083893'), member: rights });
    memberships.set(owner.id, { entity: entity('Oleg Owner Music', '7736207543'), member: rights });
    memberships.set(label.id, { entity: entity('Northern Lights Records', '7728168971'), member: rights });
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
  });
});
