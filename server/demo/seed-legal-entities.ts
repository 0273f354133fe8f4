import { legalEntityFieldsSchema, type LegalEntityFields } from '../../src/domain/legal-entities';
import type { Database } from '../db/client';
import { createStore } from '../db/transaction';
import { legalEntitiesRepository, legalEntitiesService } from '../modules/legal-entities/index';
import { outboxRepository } from '../outbox/outbox.repository';

/**
 * The demo's legal entities (docs/licensing.md §5): the customer's film company, the demo owner as an
 * individual entrepreneur and the label's company, each with real banks' details and TINs and accounts
 * whose check digits are right. Made through the service, so each user is its entity's main_admin.
 */
export const demoLegalEntities: Record<'customer' | 'owner' | 'label', LegalEntityFields> = {
  customer: {
    name: 'Harbour Films LLC',
    type: 'company',
    tin: '7705123452',
    address: '12 Mosfilmovskaya St, Moscow, 119285',
    signatoryName: 'Anna Customer',
    signatoryPosition: 'General Director',
    bik: '044525225',
    bank: 'PJSC Sberbank',
    corrAccount: '30101810400000000225',
    account: '40702810438001234567',
  },
  owner: {
    name: 'IE Oleg Owner',
    type: 'personal',
    tin: '772512345622',
    address: '5 Tverskaya St, apt. 14, Moscow, 125009',
    signatoryName: 'Oleg Owner',
    signatoryPosition: 'Individual entrepreneur',
    bik: '044525974',
    bank: 'JSC T-Bank',
    corrAccount: '30101810145250000974',
    account: '40802810000000765432',
  },
  label: {
    name: 'Northern Lights Records LLC',
    type: 'company',
    tin: '7810987652',
    address: '30 Nevsky Prospekt, St Petersburg, 191011',
    signatoryName: 'Nadia Northern',
    signatoryPosition: 'General Director',
    bik: '044030653',
    bank: 'PJSC Sberbank, North-West branch',
    corrAccount: '30101810500000000653',
    account: '40702810055000024680',
  },
};

/** Creates each demo user's entity unless they already belong to one; returns how many were made. */
export async function seedLegalEntities(
  deps: { database: Database; now?: () => Date },
  users: Record<keyof typeof demoLegalEntities, string>,
): Promise<number> {
  const { db } = deps.database;
  const store = createStore(db, (handle) => ({
    legalEntities: legalEntitiesRepository(handle),
    outbox: outboxRepository(handle),
  }));
  const service = legalEntitiesService({ ...store, now: deps.now ?? (() => new Date()) });
  let made = 0;
  for (const [who, fields] of Object.entries(demoLegalEntities)) {
    const userId = users[who as keyof typeof demoLegalEntities];
    if ((await store.legalEntities.membershipOf(userId)) || (await store.legalEntities.findByTin(fields.tin)))
      continue;
    await service.create(
      { id: userId, roles: ['customer'], sessionId: 'demo-seed', role: 'customer' },
      legalEntityFieldsSchema.parse(fields),
    );
    made += 1;
  }
  return made;
}
