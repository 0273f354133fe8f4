import { z } from 'zod';
import { accountRoles } from '../roles';
import { defineOperation } from './operation';
import { demoAccountsRoute, systemVersionRoute } from './session-routes';

/** `GET /api/health`: 200 while the database answers, 503 `{status: 'unavailable'}` when it does not. */
export const health = defineOperation({
  id: 'system.health',
  method: 'GET',
  path: '/health',
  summary: 'Check the server and its database',
  access: 'public',
  response: z.object({ status: z.literal('ok') }),
});

/** `GET /api/system/version`: the running server's version, shown to signed-in users in the footer. */
export const systemVersion = defineOperation({
  ...systemVersionRoute,
  summary: "Get the server's version",
  access: 'public',
  response: z.object({ version: z.string() }),
});

/** A demo account the sign-in page offers while the demo is on (its password is the public demo one). */
export const demoAccountSchema = z.object({
  email: z.string(),
  password: z.string(),
  name: z.string(),
  role: z.enum(accountRoles),
});
export type DemoAccount = z.infer<typeof demoAccountSchema>;

/** `GET /api/system/demo-accounts`: the demo accounts while DEMO is on, none otherwise. */
export const demoAccounts = defineOperation({
  ...demoAccountsRoute,
  summary: 'List the demo accounts',
  access: 'public',
  response: z.object({ accounts: z.array(demoAccountSchema) }),
});
