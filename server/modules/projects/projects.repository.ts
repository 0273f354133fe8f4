import { and, count, desc, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  projects,
  trackEntries,
  workspaces,
  type ProjectRow,
  type WorkspaceRow,
} from '../../db/schema/projects';
import { orderCopyColumns } from '../../db/schema/orders';
import { restoreVisibility, revokeVisibility } from '../../sync/tombstones';
import { messageAudienceSql } from '../chat/index';
import { isUuid } from '../../../src/domain/ids';
import { compilationsRepository } from './compilations.repository';
import { projectMembersRepository } from './project-members.repository';
import { projectActivityRepository } from './project-activity.repository';
import { workspaceContentRepository } from './workspace-content.repository';
import type { EntryStatus, ProjectListQuery } from '../../../src/domain/projects';
import { isEmpty } from '../../db/values';

export type NewProject = Omit<typeof projects.$inferInsert, 'id' | 'seq' | 'updatedAt' | 'deleted'>;
export type ProjectValues = Partial<Omit<NewProject, 'creatorId'>> & { deleted?: boolean };

/** A uuid[] column read by raw SQL: an array, or its text form `{a,b}` on some drivers. */
const parseUuidArray = (value: string[] | string): string[] =>
  Array.isArray(value)
    ? value
    : value
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);

const liveProject = (id: string) => and(eq(projects.id, id), eq(projects.deleted, false));
const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The embedded children of a project document, read from their tables (server/db/schema/projects.ts):
 * members with their names, open invitations, episodes with their workspace, compilations with tracks.
 */
const projectChildren = sql`
  member_ids = coalesce((select array_agg(m.user_id order by m.added_at) from project_members m
    where m.project_id = projects.id), '{}'),
  members = coalesce((select jsonb_agg(jsonb_build_object('userId', m.user_id, 'role', m.role,
      'name', trim(u.first_name || ' ' || u.last_name), 'email', u.email,
      'avatarUrl', u.images->0->>'url', 'addedAt', ${iso('m.added_at')}) order by m.added_at)
    from project_members m join users u on u.id = m.user_id where m.project_id = projects.id), '[]'),
  invitations = coalesce((select jsonb_agg(jsonb_build_object('email', i.email, 'role', i.role,
      'invitedAt', ${iso('i.invited_at')}) order by i.invited_at)
    from project_invitations i where i.project_id = projects.id), '[]'),
  episodes = coalesce((select jsonb_agg(jsonb_build_object('id', e.id, 'number', e.number, 'title', e.title,
      'duration', e.duration, 'workspaceId', (select w.id from workspaces w
        where w.episode_id = e.id and not w.deleted order by w.created_at limit 1)) order by e.number)
    from episodes e where e.project_id = projects.id), '[]'),
  compilations = coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name,
      'trackIds', coalesce((select jsonb_agg(ct.track_id order by ct.position) from compilation_tracks ct
        where ct.compilation_id = c.id), '[]'), 'createdAt', ${iso('c.created_at')}) order by c.created_at)
    from compilations c where c.project_id = projects.id), '[]')`;

/** The embedded scenes (by start) and entries (in workspace order) of a workspace document. */
const workspaceChildren = sql`
  scenes = coalesce((select jsonb_agg(jsonb_build_object('id', s.id, 'description', s.description,
      'sceneType', s.scene_type, 'start', s.start, 'end', s."end") order by s.start, s."end", s.id)
    from scenes s where s.workspace_id = workspaces.id), '[]'),
  entries = coalesce((select jsonb_agg(jsonb_build_object('id', t.id, 'trackId', t.track_id,
      'sceneId', t.scene_id, 'timeIn', t.time_in, 'timeOut', t.time_out, 'usageType', t.usage_type,
      'status', t.status, 'comment', t.comment, 'orderId', t.order_id, 'taskId', t.task_id,
      'addedBy', t.added_by, 'addedAt', ${iso('t.added_at')}) order by t.position, t.added_at, t.id)
    from track_entries t where t.workspace_id = workspaces.id), '[]')`;

function listConditions(userId: string, query: ProjectListQuery): SQL {
  const conditions: (SQL | undefined)[] = [
    sql`${userId}::uuid = any(${projects.memberIds})`,
    eq(projects.deleted, false),
    query.archived ? isNotNull(projects.closedAt) : isNull(projects.closedAt),
  ];
  if (query.type) conditions.push(eq(projects.type, query.type));
  if (query.status) conditions.push(eq(projects.status, query.status));
  if (query.search) conditions.push(ilike(projects.name, `%${query.search.replace(/[%_\\]/g, '\\$&')}%`));
  return and(...conditions)!;
}

/** The only place that touches the project tables. */
export function projectsRepository(db: Db) {
  const workspaceIdsOf = async (projectId: string): Promise<string[]> => {
    const rows = await db
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.projectId, projectId));
    return rows.map((row) => row.id);
  };

  /**
   * The project's rows of `table` (orders, contract documents, invoices) a member loses or regains with the
   * project: all but those of their own tracks, which they see as their owner.
   */
  const othersRowsOf = async (
    table: 'orders' | 'contract_documents' | 'payments',
    projectId: string,
    userId: string,
  ): Promise<string[]> => {
    const result = (await db.execute(sql`
      select id::text as id from ${sql.raw(table)}
      where project_id = ${projectId}::uuid and owner_id <> ${userId}::uuid`)) as unknown as {
      rows: { id: string }[];
    };
    return result.rows.map((row) => row.id);
  };

  /** Every replicated document a member sees through the project, by collection. */
  const accessOf = async (projectId: string, userId: string): Promise<[string, string[]][]> => [
    ['projects', [projectId]],
    ['workspaces', await workspaceIdsOf(projectId)],
    ['orders', await othersRowsOf('orders', projectId, userId)],
    ['documents', await othersRowsOf('contract_documents', projectId, userId)],
    ['payments', await othersRowsOf('payments', projectId, userId)],
  ];

  return {
    ...workspaceContentRepository(db),
    ...projectActivityRepository(db),
    ...compilationsRepository(db),
    ...projectMembersRepository(db),

    async find(id: string): Promise<ProjectRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(projects).where(liveProject(id));
      return row;
    },

    async findByShareToken(token: string): Promise<ProjectRow | undefined> {
      const [row] = await db
        .select()
        .from(projects)
        .where(and(eq(projects.shareToken, token), eq(projects.deleted, false)));
      return row;
    },

    /** The caller's projects (member of), newest first. */
    async page(userId: string, query: ProjectListQuery) {
      const where = listConditions(userId, query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(projects)
          .where(where)
          .orderBy(desc(projects.updatedAt), desc(projects.seq))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(projects).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async insert(values: NewProject): Promise<ProjectRow> {
      const [row] = await db.insert(projects).values(values).returning();
      return row!;
    },

    async update(id: string, values: ProjectValues): Promise<ProjectRow | undefined> {
      // No values is no change (docs/decisions/0035): an UPDATE without columns is an error.
      const [row] = isEmpty(values)
        ? await db.select().from(projects).where(liveProject(id))
        : await db.update(projects).set(values).where(liveProject(id)).returning();
      return row;
    },

    /**
     * Rewrites the project's embedded children and status (which moves its seq); with `members`, the
     * member ids of its workspaces too, so they move and reach exactly the project's members.
     */
    async refresh(id: string, status: string, options: { members?: boolean } = {}): Promise<ProjectRow> {
      await db.execute(sql`update projects set status = ${status}, ${projectChildren} where id = ${id}`);
      if (options.members)
        await db.execute(
          sql`update workspaces set member_ids = (select member_ids from projects where id = ${id})
              where project_id = ${id}`,
        );
      const [fresh] = await db.select().from(projects).where(eq(projects.id, id));
      return fresh!;
    },

    /**
     * Chat messages keep a copy of their thread's audience (server/db/schema/chat.ts) and go with a
     * deleted project: rewritten where it changed, before the project's refresh, so the project's new
     * seq is above theirs and one hint covers both. Answers how many messages changed.
     */
    async rewriteMessageAudience(id: string): Promise<number> {
      const result = (await db.execute(messageAudienceSql(id))) as unknown as {
        rows: { changed: unknown }[];
      };
      return Number(result.rows[0]?.changed ?? 0);
    },

    async refreshWorkspace(id: string): Promise<WorkspaceRow> {
      await db.execute(sql`update workspaces set ${workspaceChildren} where id = ${id}`);
      const [row] = await db.select().from(workspaces).where(eq(workspaces.id, id));
      return row!;
    },

    async markWorkspacesDeleted(projectId: string) {
      await db.update(workspaces).set({ deleted: true }).where(eq(workspaces.projectId, projectId));
    },

    /**
     * The user's tabs receive the project, its workspaces, its orders, contract documents and invoices as
     * tombstones (server/sync/README.md); those of the user's own tracks stay, as their owner sees them.
     */
    async revokeAccess(projectId: string, userId: string) {
      for (const [collection, docIds] of await accessOf(projectId, userId))
        await revokeVisibility(db, { userId, collection, docIds });
    },

    /** A member added again: their tombstones go; the rows' rewrite moves them past them. */
    async restoreAccess(projectId: string, userId: string) {
      for (const [collection, docIds] of await accessOf(projectId, userId))
        await restoreVisibility(db, { userId, collection, docIds });
    },

    /**
     * The project's orders take its members, its name and their entries' time codes, usage and workspace
     * where these differ (a member change, a rename, an edited or moved entry), which moves their seqs;
     * answers the rewritten orders' seqs and audiences, to hint.
     */
    async followOrders(projectId: string): Promise<{ seq: number; userIds: string[] }[]> {
      const copies = orderCopyColumns(sql.raw('o'));
      const result = (await db.execute(sql`
        with fresh as (
          select o.id, ${copies.lines} as lines, ${copies.projectName} as project_name,
            ${copies.memberIds} as member_ids
          from orders o where o.project_id = ${projectId}::uuid and not o.deleted)
        update orders set lines = fresh.lines, project_name = fresh.project_name, member_ids = fresh.member_ids
        from fresh
        where orders.id = fresh.id and (orders.lines is distinct from fresh.lines
          or orders.project_name is distinct from fresh.project_name
          or orders.member_ids is distinct from fresh.member_ids)
        returning orders.seq, orders.owner_id, orders.member_ids`)) as unknown as {
        rows: { seq: number | string; owner_id: string; member_ids: string[] | string }[];
      };
      return result.rows.map((row) => ({
        seq: Number(row.seq),
        userIds: [row.owner_id, ...parseUuidArray(row.member_ids)],
      }));
    },

    /**
     * Rewrites the project's members copied on its contracts, supplements, acts (`contract_documents`) and
     * invoices (`payments`) where they differ (docs/decisions/0016), which moves their seqs; answers the
     * highest seq per collection and everyone who sees them now, to hint.
     */
    async followDocuments(projectId: string) {
      const follow = async (table: 'contract_documents' | 'payments') => {
        const result = (await db.execute(sql`
          update ${sql.raw(table)} d set member_ids = p.member_ids from projects p
          where p.id = ${projectId}::uuid and d.project_id = p.id and not d.deleted
            and d.member_ids is distinct from p.member_ids
          returning d.seq, d.owner_id, d.member_ids`)) as unknown as {
          rows: { seq: number | string; owner_id: string; member_ids: string[] | string }[];
        };
        return result.rows.map((row) => ({
          seq: Number(row.seq),
          userIds: [row.owner_id, ...parseUuidArray(row.member_ids)],
        }));
      };
      return { documents: await follow('contract_documents'), payments: await follow('payments') };
    },

    workspaceIds: workspaceIdsOf,

    async liveWorkspaces(projectId: string): Promise<WorkspaceRow[]> {
      return db
        .select()
        .from(workspaces)
        .where(and(eq(workspaces.projectId, projectId), eq(workspaces.deleted, false)))
        .orderBy(workspaces.createdAt);
    },

    async entryStatuses(projectId: string): Promise<EntryStatus[]> {
      const rows = await db
        .select({ status: trackEntries.status })
        .from(trackEntries)
        .innerJoin(workspaces, eq(workspaces.id, trackEntries.workspaceId))
        .where(and(eq(workspaces.projectId, projectId), eq(workspaces.deleted, false)));
      return rows.map((row) => row.status as EntryStatus);
    },
  };
}

export type ProjectsRepository = ReturnType<typeof projectsRepository>;
