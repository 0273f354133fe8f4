import { accountRoles, type AccountRole } from './roles';
import { isOneOf, isRecord, isString } from './shape';

/**
 * The answers of `GET /api/system/version` and `GET /api/system/demo-accounts` read without the schema
 * library (the first page asks for both). Each accepts exactly what the operation's response schema
 * (./api/system.ts) accepts and keeps only its fields (tests/domain/system-answers.test.ts).
 */

/** A demo account the sign-in page offers while the demo is on (its password is the public demo one). */
export interface DemoAccount {
  email: string;
  password: string;
  name: string;
  role: AccountRole;
}

export function readVersion(value: unknown): { version: string } | null {
  return isRecord(value) && isString(value.version) ? { version: value.version } : null;
}

function readDemoAccount(value: unknown): DemoAccount | null {
  if (!isRecord(value)) return null;
  const { email, password, name, role } = value;
  if (!isString(email) || !isString(password) || !isString(name) || !isOneOf(accountRoles, role)) return null;
  return { email, password, name, role };
}

export function readDemoAccounts(value: unknown): { accounts: DemoAccount[] } | null {
  if (!isRecord(value) || !Array.isArray(value.accounts)) return null;
  const accounts = value.accounts.map(readDemoAccount);
  return accounts.every((account) => account !== null) ? { accounts: accounts as DemoAccount[] } : null;
}
