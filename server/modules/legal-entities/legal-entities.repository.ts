import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  legalEntities,
  legalEntityMembers,
  type LegalEntityMemberRow,
  type LegalEntityRow,
} from '../../db/schema/legal-entities';
import { users } from '../../db/schema/users';
import type { LegalEntityFields } from '../../../src/domain/legal-entities';
import { isUuid } from '../../../src/domain/ids';

export type NewMember = Pick<LegalEntityMemberRow, 'entityId' | 'userId' | 'role' | 'rights' | 'status'>;

/** A member row with the person's name and e-mail. */
export interface MemberWithUser extends LegalEntityMemberRow {
  name: string;
  email: string;
}

/** Legal entities and their members: the only place the module touches the database. */
export function legalEntitiesRepository(db: Db) {
  return {
    async insert(fields: LegalEntityFields, createdBy: string): Promise<LegalEntityRow> {
      const [row] = await db
        .insert(legalEntities)
        .values({ ...fields, createdBy })
        .returning();
      return row!;
    },

    async find(id: string): Promise<LegalEntityRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(legalEntities).where(eq(legalEntities.id, id));
      return row;
    },

    async findByTin(tin: string): Promise<LegalEntityRow | undefined> {
      const [row] = await db.select().from(legalEntities).where(eq(legalEntities.tin, tin));
      return row;
    },

    async update(id: string, fields: LegalEntityFields): Promise<LegalEntityRow> {
      const [row] = await db
        .update(legalEntities)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(legalEntities.id, id))
        .returning();
      return row!;
    },

    /** The user's membership or join request, whichever entity it is with. */
    async membershipOf(userId: string): Promise<LegalEntityMemberRow | undefined> {
      if (!isUuid(userId)) return undefined;
      const [row] = await db.select().from(legalEntityMembers).where(eq(legalEntityMembers.userId, userId));
      return row;
    },

    async member(entityId: string, userId: string): Promise<LegalEntityMemberRow | undefined> {
      if (!isUuid(entityId) || !isUuid(userId)) return undefined;
      const [row] = await db
        .select()
        .from(legalEntityMembers)
        .where(and(eq(legalEntityMembers.entityId, entityId), eq(legalEntityMembers.userId, userId)));
      return row;
    },

    async insertMember(values: NewMember): Promise<LegalEntityMemberRow> {
      const [row] = await db.insert(legalEntityMembers).values(values).returning();
      return row!;
    },

    async updateMember(
      entityId: string,
      userId: string,
      values: Pick<LegalEntityMemberRow, 'role' | 'rights' | 'status'>,
    ): Promise<LegalEntityMemberRow> {
      const [row] = await db
        .update(legalEntityMembers)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(legalEntityMembers.entityId, entityId), eq(legalEntityMembers.userId, userId)))
        .returning();
      return row!;
    },

    async deleteMember(entityId: string, userId: string): Promise<void> {
      await db
        .delete(legalEntityMembers)
        .where(and(eq(legalEntityMembers.entityId, entityId), eq(legalEntityMembers.userId, userId)));
    },

    /** The entity's members and requests with names, oldest first. */
    async members(entityId: string): Promise<MemberWithUser[]> {
      const rows = await db
        .select({
          member: legalEntityMembers,
          first: users.firstName,
          last: users.lastName,
          email: users.email,
        })
        .from(legalEntityMembers)
        .innerJoin(users, eq(users.id, legalEntityMembers.userId))
        .where(eq(legalEntityMembers.entityId, entityId))
        .orderBy(asc(legalEntityMembers.createdAt), asc(legalEntityMembers.userId));
      return rows.map(({ member, first, last, email }) => ({
        ...member,
        name: `${first} ${last}`.trim(),
        email,
      }));
    },

    /** The active members holding one of `roles` or the right to manage members: who hears of join requests. */
    async managers(entityId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: legalEntityMembers.userId })
        .from(legalEntityMembers)
        .where(
          and(
            eq(legalEntityMembers.entityId, entityId),
            eq(legalEntityMembers.status, 'active'),
            sql`(${inArray(legalEntityMembers.role, ['main_admin'])} or 5 = any(${legalEntityMembers.rights}))`,
          ),
        );
      return rows.map((row) => row.userId);
    },

    async userName(id: string): Promise<string> {
      const [row] = await db
        .select({ first: users.firstName, last: users.lastName })
        .from(users)
        .where(eq(users.id, id));
      return row ? `${row.first} ${row.last}`.trim() : '';
    },
  };
}

export type LegalEntitiesRepository = ReturnType<typeof legalEntitiesRepository>;
