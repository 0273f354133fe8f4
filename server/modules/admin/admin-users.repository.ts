import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { legalEntities, legalEntityMembers } from '../../db/schema/legal-entities';
import { users, type UserRow } from '../../db/schema/users';

/** The entity a user belongs to or asks to join (a user has at most one, docs/decisions/0015). */
export interface UserCompany {
  id: string;
  name: string;
  status: string;
}
export type UserWithCompany = UserRow & { company: UserCompany | null };

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
          .select({
            user: users,
            companyId: legalEntities.id,
            companyName: legalEntities.name,
            companyStatus: legalEntityMembers.status,
          })
          .from(users)
          .leftJoin(legalEntityMembers, eq(legalEntityMembers.userId, users.id))
          .leftJoin(legalEntities, eq(legalEntities.id, legalEntityMembers.entityId))
          .where(where)
          .orderBy(desc(users.createdAt), users.id)
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(users).where(where),
      ]);
      const data: UserWithCompany[] = rows.map((row) => ({
        ...row.user,
        company:
          row.companyId && row.companyName && row.companyStatus
            ? { id: row.companyId, name: row.companyName, status: row.companyStatus }
            : null,
      }));
      return { rows: data, total: total?.total ?? 0 };
    },

    /** The user row with their company, as a changed user is answered. */
    async withCompany(row: UserRow): Promise<UserWithCompany> {
      const [company] = await db
        .select({ id: legalEntities.id, name: legalEntities.name, status: legalEntityMembers.status })
        .from(legalEntityMembers)
        .innerJoin(legalEntities, eq(legalEntities.id, legalEntityMembers.entityId))
        .where(eq(legalEntityMembers.userId, row.id));
      return { ...row, company: company ?? null };
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
