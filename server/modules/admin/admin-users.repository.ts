import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema/users';

/** `%term%` for LIKE, with the term's own `%`, `_` and `\` taken literally. */
export const containing = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The expression the `users_search_trgm` index is built on (migration 0025). */
const searchable = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`;

/** Users as the admin area reads and changes them: search, block, unblock, the owner role. */
export function adminUsersRepository(db: Db) {
  return {
    async page(query: { search?: string; limit: number; offset: number }) {
      const where: SQL | undefined = query.search
        ? sql`${searchable} like ${containing(query.search)}`
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), users.id)
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async byId(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async setBlocked(id: string, blocked: { at: Date; reason: string } | null): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ blockedAt: blocked?.at ?? null, blockedReason: blocked?.reason ?? null })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    async setRoles(id: string, roles: string[], at: Date): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set({ roles, updatedAt: at }).where(eq(users.id, id)).returning();
      return row;
    },

    async counts() {
      const [row] = await db
        .select({ total: count(), blocked: sql<number>`count(${users.blockedAt})`.mapWith(Number) })
        .from(users);
      return { users: row?.total ?? 0, blockedUsers: row?.blocked ?? 0 };
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof adminUsersRepository>;
