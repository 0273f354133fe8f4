import type { DemoAccount } from '../../src/domain/system-answers';

export const DEMO_PASSWORD = 'cueline-demo';

/** The demo accounts (all confirmed, password `cueline-demo`), for the README, e2e and manual testing. */
export const demoAccounts = [
  { email: 'customer@cueline.demo', roles: ['customer'], firstName: 'Anna', lastName: 'Customer' },
  { email: 'owner@cueline.demo', roles: ['owner', 'customer'], firstName: 'Oleg', lastName: 'Owner' },
  { email: 'admin@cueline.demo', roles: ['admin'], firstName: 'Ada', lastName: 'Admin' },
  {
    email: 'label@cueline.demo',
    roles: ['owner', 'customer'],
    firstName: 'Northern Lights',
    lastName: 'Records',
  },
] as const;

/**
 * The demo accounts as the sign-in page offers them (GET /api/system/demo-accounts, and the sign-in
 * page drawn at build time for a demo server): each signs in with its first role.
 */
export const demoSignInList: DemoAccount[] = demoAccounts.map((account) => ({
  email: account.email,
  password: DEMO_PASSWORD,
  name: `${account.firstName} ${account.lastName}`,
  role: account.roles[0],
}));
