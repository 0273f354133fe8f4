import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projectInvitations, projectMembers } from '../../db/schema/projects';
import { users } from '../../db/schema/users';
import type { ProjectRole } from '../../../src/domain/projects';

/** Members, invitations by address, and the users they name (docs/licensing.md §2 "Members"). */
export function projectMembersRepository(db: Db) {
  return {
    async role(projectId: string, userId: string): Promise<ProjectRole | null> {
      const [row] = await db
        .select({ role: projectMembers.role })
        .from(projectMembers)
        .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
      return (row?.role as ProjectRole | undefined) ?? null;
    },

    async setMember(projectId: string, userId: string, role: ProjectRole) {
      await db
        .insert(projectMembers)
        .values({ projectId, userId, role })
        .onConflictDoUpdate({ target: [projectMembers.projectId, projectMembers.userId], set: { role } });
    },

    async removeMember(projectId: string, userId: string) {
      await db
        .delete(projectMembers)
        .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
    },

    async invite(projectId: string, email: string, role: ProjectRole) {
      await db
        .insert(projectInvitations)
        .values({ projectId, email, role })
        .onConflictDoUpdate({
          target: [projectInvitations.projectId, projectInvitations.email],
          set: { role },
        });
    },

    /** The open invitations of an address, across projects. */
    async invitationsOf(email: string): Promise<{ projectId: string; role: ProjectRole }[]> {
      return db
        .select({ projectId: projectInvitations.projectId, role: projectInvitations.role })
        .from(projectInvitations)
        .where(eq(sql`lower(${projectInvitations.email})`, email.toLowerCase()))
        .then((rows) => rows.map((row) => ({ projectId: row.projectId, role: row.role as ProjectRole })));
    },

    async removeInvitation(projectId: string, email: string) {
      await db
        .delete(projectInvitations)
        .where(
          and(
            eq(projectInvitations.projectId, projectId),
            eq(sql`lower(${projectInvitations.email})`, email.toLowerCase()),
          ),
        );
    },

    async userById(id: string) {
      const [row] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, id));
      return row;
    },

    async userByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email, language: users.language })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      return row;
    },

    async userName(userId: string): Promise<string> {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId));
      return row ? `${row.firstName} ${row.lastName}`.trim() : '';
    },

    /** The user's interface language (users.language), for a mail they cause to someone without one. */
    async userLanguage(userId: string): Promise<string> {
      const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
      return row?.language ?? 'en';
    },
  };
}
