import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type ImageEntry, type UserRow } from '../../db/schema/users';

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  middleName?: string | null;
  phone?: string | null;
  newsletter?: boolean;
  language?: string;
  images?: ImageEntry[];
}

/** True for a PostgreSQL unique violation, whether or not the driver error is wrapped. */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (e: unknown) =>
    typeof e === 'object' && e !== null && 'code' in e ? (e as { code: unknown }).code : undefined;
  const cause =
    typeof error === 'object' && error !== null && 'cause' in error
      ? (error as { cause: unknown }).cause
      : undefined;
  return codeOf(error) === '23505' || codeOf(cause) === '23505';
}

/** Profiles, passwords and roles of users: the only place the users module touches the database. */
export function createUsersRepository(db: Db) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async update(
      id: string,
      changes: ProfileChanges & { passwordHash?: string; roles?: string[] },
      at: Date,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: at })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
