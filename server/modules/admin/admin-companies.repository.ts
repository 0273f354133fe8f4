import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { legalEntities, legalEntityMembers, type LegalEntityRow } from '../../db/schema/legal-entities';
import { users } from '../../db/schema/users';
import { containing } from './admin-users.repository';

export type AdminCompanyRow = LegalEntityRow & { members: number };

export interface AdminCompanyMemberRow {
  userId: string;
  name: string;
  email: string;
  role: string;
  rights: number[];
  status: string;
}

// Qualified by hand: in a one-table select Drizzle writes a column unqualified, which the subquery would take for its own.
const memberCount = sql<number>`(select count(*) from ${legalEntityMembers} m where m.entity_id = "legal_entities"."id" and m.status = 'active')`;

/** Legal entities as the admin area finds, reads and verifies them. */
export function adminCompaniesRepository(db: Db) {
  return {
    async page(query: { search?: string; limit: number; offset: number }) {
      const where: SQL | undefined = query.search
        ? sql`(lower(${legalEntities.name}) like ${containing(query.search)} or ${legalEntities.tin} like ${containing(query.search)})`
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ entity: legalEntities, members: memberCount.mapWith(Number) })
          .from(legalEntities)
          .where(where)
          .orderBy(desc(legalEntities.createdAt), legalEntities.id)
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(legalEntities).where(where),
      ]);
      const data: AdminCompanyRow[] = rows.map((row) => ({ ...row.entity, members: row.members }));
      return { rows: data, total: total?.total ?? 0 };
    },

    async byId(id: string): Promise<AdminCompanyRow | undefined> {
      const [row] = await db
        .select({ entity: legalEntities, members: memberCount.mapWith(Number) })
        .from(legalEntities)
        .where(eq(legalEntities.id, id));
      return row && { ...row.entity, members: row.members };
    },

    /** Everyone in the entity, members first, then join requests, oldest first. */
    async members(entityId: string): Promise<AdminCompanyMemberRow[]> {
      const rows = await db
        .select({
          userId: legalEntityMembers.userId,
          first: users.firstName,
          last: users.lastName,
          email: users.email,
          role: legalEntityMembers.role,
          rights: legalEntityMembers.rights,
          status: legalEntityMembers.status,
        })
        .from(legalEntityMembers)
        .innerJoin(users, eq(users.id, legalEntityMembers.userId))
        .where(eq(legalEntityMembers.entityId, entityId))
        .orderBy(
          asc(legalEntityMembers.status),
          asc(legalEntityMembers.createdAt),
          asc(legalEntityMembers.userId),
        );
      return rows.map(({ first, last, ...row }) => ({ ...row, name: `${first} ${last}`.trim() }));
    },

    /** Sets or clears the verified mark; undefined when there is no such entity. */
    async setVerified(id: string, at: Date | null): Promise<LegalEntityRow | undefined> {
      const [row] = await db
        .update(legalEntities)
        .set({ verifiedAt: at })
        .where(eq(legalEntities.id, id))
        .returning();
      return row;
    },
  };
}

export type AdminCompaniesRepository = ReturnType<typeof adminCompaniesRepository>;
