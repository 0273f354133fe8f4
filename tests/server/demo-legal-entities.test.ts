import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { legalEntityFieldsSchema } from '../../src/domain/legal-entities';
import { legalEntities, legalEntityMembers } from '../../server/db/schema/legal-entities';
import { users } from '../../server/db/schema/users';
import { seedDemo } from '../../server/demo/seed';
import { demoLegalEntities, seedLegalEntities } from '../../server/demo/seed-legal-entities';
import { startTestApp, type TestApp } from './support/harness';

/** The demo seeds a legal entity for the demo customer and both demo owners, with valid check digits. */
describe('the demo legal entities', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    await seedDemo({ database: t.database, log: () => undefined });
  });
  afterAll(() => t?.close());

  it('have TINs and accounts whose check digits are right', () => {
    for (const fields of Object.values(demoLegalEntities))
      expect(legalEntityFieldsSchema.safeParse(fields).success, fields.name).toBe(true);
  });

  it('belong to the demo customer and owners, each its main_admin, and are seeded once', async () => {
    const rows = await t.database.db
      .select({ email: users.email, tin: legalEntities.tin, role: legalEntityMembers.role })
      .from(legalEntityMembers)
      .innerJoin(users, eq(users.id, legalEntityMembers.userId))
      .innerJoin(legalEntities, eq(legalEntities.id, legalEntityMembers.entityId));
    expect(rows.map((row) => `${row.email} ${row.tin} ${row.role}`).sort()).toEqual([
      `customer@cueline.demo ${demoLegalEntities.customer.tin} main_admin`,
      `label@cueline.demo ${demoLegalEntities.label.tin} main_admin`,
      `owner@cueline.demo ${demoLegalEntities.owner.tin} main_admin`,
    ]);
    const ids = Object.fromEntries(
      (await t.database.db.select({ id: users.id, email: users.email }).from(users)).map((u) => [
        u.email,
        u.id,
      ]),
    );
    const again = await seedLegalEntities(
      { database: t.database },
      {
        customer: ids['customer@cueline.demo']!,
        owner: ids['owner@cueline.demo']!,
        label: ids['label@cueline.demo']!,
      },
    );
    expect(again).toBe(0);
  });
});
