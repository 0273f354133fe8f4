import { users } from '../../server/db/schema/users';
import { hashPassword } from '../../server/modules/auth/secrets';
import type { AccountRole } from '../../src/domain/roles';
import type { TestApp } from './support/harness';
import { createTestUser, type TestUser } from './sync-fixtures';
import { eq } from 'drizzle-orm';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Calls the API as `user` (anonymous when null) in its first role, or `role`. */
export function caller(t: TestApp) {
  const call = (user: TestUser | null, method: Method, url: string, payload?: object, role?: AccountRole) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: {
        // An anonymous client still names a profile, as the browser does: the session check answers.
        ...(user ? user.headers(role) : { 'x-user-profile': role ?? 'admin' }),
        'accept-language': 'en',
        'user-agent': 'admin-suite',
      },
      ...(payload ? { payload } : {}),
    });
  const ok = async <T>(user: TestUser, method: Method, url: string, payload?: object) => {
    const res = await call(user, method, url, payload);
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as T;
  };
  return { call, ok };
}

/** A test user who can also log in with `password` (and a known name to search for). */
export async function userWithPassword(
  t: TestApp,
  roles: AccountRole[],
  names: { firstName: string; lastName: string },
  password = 'correct-horse-9',
): Promise<TestUser & { email: string; password: string }> {
  const user = await createTestUser(t.database, roles);
  const [row] = await t.database.db
    .update(users)
    .set({ ...names, passwordHash: await hashPassword(password) })
    .where(eq(users.id, user.id))
    .returning({ email: users.email });
  return { ...user, email: row!.email, password };
}
