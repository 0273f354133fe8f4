import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  oneTimeTokens,
  refreshTokens,
  type OneTimeTokenPurpose,
  type RefreshTokenRow,
} from '../../db/schema/auth';
import { users, type UserRow } from '../../db/schema/users';

export interface NewUser {
  email: string;
  phone: string | null;
  passwordHash: string;
  firstName: string;
  lastName: string;
  middleName: string | null;
  newsletter: boolean;
  roles: string[];
  language: string;
  emailConfirmedAt?: Date | null;
}

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Accounts, one-time tokens and refresh tokens: the only place the auth module touches the database. */
export function createAuthRepository(db: Db) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },
    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async userExists(email: string, phone: string | null): Promise<boolean> {
      const match = phone ? or(eq(users.email, email), eq(users.phone, phone)) : eq(users.email, email);
      const rows = await db.select({ id: users.id }).from(users).where(match).limit(1);
      return rows.length > 0;
    },
    /** Inserts the user; undefined when the email or phone is already taken (unique violation). */
    async insertUser(user: NewUser): Promise<UserRow | undefined> {
      const rows = await db.insert(users).values(user).onConflictDoNothing().returning();
      return rows[0];
    },
    async confirmEmail(userId: string, at: Date) {
      await db
        .update(users)
        .set({ emailConfirmedAt: at, updatedAt: at })
        .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
    },
    async setPassword(userId: string, passwordHash: string, at: Date) {
      await db.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId));
    },

    async insertOneTimeToken(token: {
      userId: string;
      purpose: OneTimeTokenPurpose;
      tokenHash: string;
      expiresAt: Date;
    }) {
      await db.insert(oneTimeTokens).values(token);
    },
    /** Marks an unused, unexpired token used and returns its user; a second call for the same token gets undefined. */
    async consumeOneTimeToken(
      purpose: OneTimeTokenPurpose,
      tokenHash: string,
      at: Date,
    ): Promise<string | undefined> {
      const rows = await db
        .update(oneTimeTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(oneTimeTokens.purpose, purpose),
            eq(oneTimeTokens.tokenHash, tokenHash),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, at),
          ),
        )
        .returning({ userId: oneTimeTokens.userId });
      return rows[0]?.userId;
    },

    async insertRefreshToken(token: {
      userId: string;
      familyId: string;
      tokenHash: string;
      expiresAt: Date;
    }) {
      await db.insert(refreshTokens).values(token);
    },
    async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },
    /** Marks a live token rotated; false when another request rotated or revoked it first. */
    async claimRefreshToken(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ rotatedAt: at })
        .where(
          and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)),
        )
        .returning({ id: refreshTokens.id });
      return rows.length > 0;
    },
    async revokeFamily(familyId: string, at: Date) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },
    /** Revokes every live token of the user; returns the sessions (families) that ended. */
    async revokeAllForUser(userId: string, at: Date): Promise<string[]> {
      const rows = await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
        .returning({ familyId: refreshTokens.familyId });
      return [...new Set(rows.map((row) => row.familyId))];
    },
    /** True while the session (refresh-token family) has a token that is not revoked. */
    async isSessionLive(familyId: string): Promise<boolean> {
      if (!uuidShape.test(familyId)) return false;
      const rows = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
