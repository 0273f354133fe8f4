import crypto from 'node:crypto';
import type { Db } from '../../../server/db/client';
import { refreshTokens } from '../../../server/db/schema/auth';
import { ACCESS_COOKIE, type AccessTokens } from '../../../server/modules/auth/session';
import type { AccountRole } from '../../../src/domain/roles';

/**
 * Opens a session for a user straight in the database (the refresh-token family an access token names)
 * and signs an access cookie bound to it, as a login would.
 */
export async function openTestSession(
  db: Db,
  tokens: AccessTokens,
  user: { id: string; roles: AccountRole[] },
): Promise<{ sessionId: string; cookie: string }> {
  const sessionId = crypto.randomUUID();
  await db.insert(refreshTokens).values({
    userId: user.id,
    familyId: sessionId,
    tokenHash: crypto.randomBytes(32).toString('hex'),
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
  });
  const cookie = `${ACCESS_COOKIE}=${await tokens.sign({ ...user, sessionId })}`;
  return { sessionId, cookie };
}
