import type { Database } from '../db/client';
import { createAuthRepository } from '../modules/auth/auth.repository';
import { hashPassword } from '../modules/auth/secrets';

export interface SeedDeps {
  database: Database;
  log: (message: string) => void;
  now?: () => Date;
}

export const DEMO_PASSWORD = 'cueline-demo';

/** The demo accounts (all confirmed, password `cueline-demo`), for the README, e2e and manual testing. */
export const demoAccounts = [
  { email: 'customer@cueline.demo', roles: ['customer'], firstName: 'Anna', lastName: 'Customer' },
  { email: 'owner@cueline.demo', roles: ['owner', 'customer'], firstName: 'Oleg', lastName: 'Owner' },
  { email: 'admin@cueline.demo', roles: ['admin'], firstName: 'Ada', lastName: 'Admin' },
] as const;

/** Creates the demo accounts (and later the demo catalogue) on first start; running it again changes nothing. */
export async function seedDemo(deps: SeedDeps): Promise<void> {
  const repo = createAuthRepository(deps.database.db);
  const now = deps.now?.() ?? new Date();
  let created = 0;
  for (const account of demoAccounts) {
    if (await repo.findUserByEmail(account.email)) continue;
    const inserted = await repo.insertUser({
      email: account.email,
      phone: null,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: account.firstName,
      lastName: account.lastName,
      middleName: null,
      newsletter: false,
      roles: [...account.roles],
      language: 'en',
      emailConfirmedAt: now,
    });
    if (inserted) created += 1;
  }
  deps.log(`demo data: ${created} demo account(s) created`);
}
