import crypto from 'node:crypto';
import type { Database } from '../../server/db/client';
import { legalEntitiesRepository } from '../../server/modules/legal-entities/index';
import { ALL_RIGHTS, RIGHT_PREPARE_DOCUMENTS, RIGHT_VIEW_DOCUMENTS } from '../../src/domain/legal-entities';

const INN_10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];

/** A company TIN of region 77 that exists nowhere but passes the checks: random digits, the check digit. */
export function testCompanyTin(): string {
  const digits = [7, 7, ...[...crypto.randomBytes(7)].map((byte) => byte % 10)];
  const sum = INN_10_WEIGHTS.reduce((total, weight, index) => total + weight * digits[index]!, 0);
  return [...digits, (sum % 11) % 10].join('');
}

/**
 * A legal entity (docs/licensing.md §5) whose main_admin is `admin`, with `members` as editors who may
 * prepare documents (rights 1, 2) and so request licences for it (docs/decisions/0034); answers its id.
 * Written through the module's repository: the suites that need one are about orders, not entities.
 */
export async function giveLegalEntity(
  database: Pick<Database, 'db'>,
  admin: { id: string },
  members: readonly { id: string }[] = [],
): Promise<string> {
  const repo = legalEntitiesRepository(database.db);
  const tin = testCompanyTin();
  const entity = await repo.insert(
    {
      name: `Studio ${tin}`,
      type: 'company',
      tin,
      address: '1 Test Street, Moscow',
      signatoryName: 'Test Director',
      signatoryPosition: 'General Director',
      bik: '044525225',
      bank: 'PJSC Sberbank',
      corrAccount: '30101810400000000225',
      account: '40702810638000000000',
    },
    admin.id,
  );
  const active = { entityId: entity.id, status: 'active' } as const;
  await repo.insertMember({ ...active, userId: admin.id, role: 'main_admin', rights: [...ALL_RIGHTS] });
  for (const member of members)
    await repo.insertMember({
      ...active,
      userId: member.id,
      role: 'editor',
      rights: [RIGHT_VIEW_DOCUMENTS, RIGHT_PREPARE_DOCUMENTS],
    });
  return entity.id;
}
