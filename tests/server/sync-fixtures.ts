import crypto from 'node:crypto';
import type { AccountRole } from '../../src/domain/roles';
import type { Database } from '../../server/db/client';
import { users } from '../../server/db/schema/users';
import { notifications } from '../../server/db/schema/notifications';
import { createAccessTokens } from '../../server/modules/auth/session';
import { openTestSession } from './support/sessions';

/** The AUTH_SECRET the sync, notification and realtime suites start their apps with. */
export const TEST_AUTH_SECRET = 'sync-suite-secret-0123456789-abcdefghijklmnop';
export const testEnv = { AUTH_SECRET: TEST_AUTH_SECRET };

const tokens = createAccessTokens(new TextEncoder().encode(TEST_AUTH_SECRET));

export interface TestUser {
  id: string;
  roles: AccountRole[];
  cookie: string;
  /** The session the cookie's access token is bound to. */
  sessionId: string;
  /** Headers for an injected request acting as `role` (defaults to the first role held). */
  headers(role?: AccountRole): Record<string, string>;
}

/** Inserts a user row and signs an access cookie for it with the suite's secret. */
export async function createTestUser(
  database: Database,
  roles: AccountRole[] = ['customer'],
): Promise<TestUser> {
  const tag = crypto.randomBytes(6).toString('hex');
  const [row] = await database.db
    .insert(users)
    .values({
      email: `u-${tag}@example.test`,
      passwordHash: 'x',
      firstName: 'Test',
      lastName: tag,
      roles,
      emailConfirmedAt: new Date(),
    })
    .returning({ id: users.id });
  const id = row!.id;
  const { cookie, sessionId } = await openTestSession(database.db, tokens, { id, roles });
  return {
    id,
    roles,
    cookie,
    sessionId,
    headers: (role = roles[0]!) => ({ cookie, 'x-user-profile': role }),
  };
}

/** Stores `count` notifications for a user straight in the table, oldest first. */
export async function seedNotifications(
  database: Database,
  userId: string,
  count: number,
  subType = 'Change Project',
) {
  const rows = [];
  for (let i = 0; i < count; i += 1) {
    const [row] = await database.db
      .insert(notifications)
      .values({
        userId,
        type: 'Proposal',
        subType,
        message: `message ${i}`,
        objectId: `obj-${i}`,
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
      })
      .returning();
    rows.push(row!);
  }
  return rows;
}
