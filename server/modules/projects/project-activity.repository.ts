import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activitySeen, projectActivity } from '../../db/schema/projects';
import type { ActivityScope } from '../../../src/domain/projects';

/**
 * A project's history and what each user has seen of it (part of projectsRepository): an entry counts as
 * unseen when someone else's activity names it (its id as the row's object or among its `entryIds`) after
 * the user last marked the entry, or the order holding it, as seen.
 */
async function flag(db: Db, statement: SQL): Promise<boolean> {
  const result = (await db.execute(statement)) as unknown as { rows: { flag: boolean }[] };
  return Boolean(result.rows[0]?.flag);
}

export function projectActivityRepository(db: Db) {
  return {
    async recordActivity(values: typeof projectActivity.$inferInsert) {
      await db.insert(projectActivity).values(values);
    },

    /** A page of the project's history, newest first, and how many rows it has in all. */
    async activity(projectId: string, { offset, limit }: { offset: number; limit: number }) {
      const rows = await db
        .select()
        .from(projectActivity)
        .where(eq(projectActivity.projectId, projectId))
        .orderBy(desc(projectActivity.createdAt), desc(projectActivity.id))
        .offset(offset)
        .limit(limit);
      const total = await db.$count(projectActivity, eq(projectActivity.projectId, projectId));
      return { rows, total };
    },

    /**
     * Marks entries and orders seen by the user now (again, when seen before), by the database's clock,
     * the one that stamps the activity it is compared with.
     */
    async markSeen(userId: string, kind: 'entry' | 'order', objectIds: string[]) {
      if (objectIds.length === 0) return;
      await db
        .insert(activitySeen)
        .values([...new Set(objectIds)].map((objectId) => ({ userId, kind, objectId })))
        .onConflictDoUpdate({
          target: [activitySeen.userId, activitySeen.kind, activitySeen.objectId],
          set: { seenAt: sql`now()` },
        });
    },

    /**
     * Whether others changed entries of the user's live projects (or of one) since the user saw them, or,
     * as an owner, acted on orders of the user's tracks (a request, an answer) since the user saw the order.
     */
    async hasUnseenActivity(userId: string, projectId?: string, scope?: ActivityScope): Promise<boolean> {
      // The requests scope leaves the member's entries out: `false` short-circuits that branch.
      const oneProject =
        scope === 'requests' ? sql`and false` : projectId ? sql`and p.id = ${projectId}::uuid` : sql``;
      const oneOrderProject = projectId ? sql`and o.project_id = ${projectId}::uuid` : sql``;
      return flag(
        db,
        sql`
        select exists (
          select 1 from track_entries t
            join workspaces w on w.id = t.workspace_id and not w.deleted
            join projects p on p.id = w.project_id and not p.deleted
          where ${userId}::uuid = any(p.member_ids) ${oneProject}
            and exists (select 1 from project_activity a
              where a.project_id = p.id and a.user_id is distinct from ${userId}::uuid
                and (a.object_id = t.id or a.details->'entryIds' @> jsonb_build_array(t.id::text))
                and a.created_at > coalesce(greatest(
                  (select s.seen_at from activity_seen s
                    where s.user_id = ${userId}::uuid and s.kind = 'entry' and s.object_id = t.id),
                  (select s.seen_at from activity_seen s
                    where s.user_id = ${userId}::uuid and s.kind = 'order' and s.object_id = t.order_id)
                ), '-infinity'::timestamptz))
        ) or exists (
          select 1 from orders o
          where o.owner_id = ${userId}::uuid and not o.deleted ${oneOrderProject}
            and exists (select 1 from project_activity a
              where a.object_id = o.id and a.user_id is distinct from ${userId}::uuid
                and a.created_at > coalesce((select s.seen_at from activity_seen s
                  where s.user_id = ${userId}::uuid and s.kind = 'order' and s.object_id = o.id),
                  '-infinity'::timestamptz))
        ) as flag`,
      );
    },

    /** Whether any entry of the project is held by a request (an order; the requests issue). */
    async hasRequests(projectId: string): Promise<boolean> {
      return flag(
        db,
        sql`
        select exists (select 1 from track_entries t join workspaces w on w.id = t.workspace_id
          where w.project_id = ${projectId}::uuid and t.order_id is not null) as flag`,
      );
    },
  };
}
