import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  Compilation,
  Episode,
  ProjectInvitation,
  ProjectMember,
  Scene,
  TrackEntry,
} from '../../../src/domain/projects';
import { tracks } from './catalog';
import { changefeedColumns } from './changefeed';
import { users } from './users';

/**
 * The project workspace (docs/licensing.md §2, §7). Two tables are replicated: `projects` and
 * `workspaces`. Their documents embed children (members, episodes, compilations; scenes and entries),
 * which live in tables of their own, the source of truth for rules and queries. Each replicated row
 * keeps a copy of its embedded children (the jsonb columns) and of its audience (`member_ids`),
 * rewritten by the repository in the same transaction as any change of a child (`refreshProject`,
 * `refreshWorkspace`): that update fires the changefeed trigger, so a changed scene or entry moves its
 * workspace's seq, a changed member, episode or compilation its project's, and a member change the seq
 * of the project and of all its workspaces. Pull then reads one row per document, and `visibleTo` is a
 * test on `member_ids` (server/sync/README.md).
 */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type').notNull(),
    /** Kopecks (docs/design.md §5 "Money"). */
    budgetMin: bigint('budget_min', { mode: 'number' }),
    budgetMax: bigint('budget_max', { mode: 'number' }),
    director: text('director'),
    episodesCount: integer('episodes_count'),
    seasons: integer('seasons'),
    platforms: text('platforms')
      .array()
      .notNull()
      .default(sql`'{}'`),
    production: text('production'),
    productionYear: integer('production_year'),
    brand: text('brand'),
    coverColor: text('cover_color'),
    coverKey: text('cover_key'),
    /** Derived from the entries (`projectStatus`), 'closed' while `closed_at` is set. */
    status: text('status').notNull().default('draft'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The revocable share link's token (docs/licensing.md §2 "Sharing"); null when not shared. */
    shareToken: text('share_token'),
    memberIds: uuid('member_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    members: jsonb('members').$type<ProjectMember[]>().notNull().default([]),
    invitations: jsonb('invitations').$type<ProjectInvitation[]>().notNull().default([]),
    episodes: jsonb('episodes').$type<Episode[]>().notNull().default([]),
    compilations: jsonb('compilations').$type<Compilation[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...changefeedColumns(),
  },
  (t) => [
    index('projects_member_ids').using('gin', t.memberIds),
    index('projects_seq').on(t.seq),
    uniqueIndex('projects_share_token').on(t.shareToken),
  ],
);

/** Who may do what in a project (docs/licensing.md §2 "Members"); the Creator is a member too. */
export const projectMembers = pgTable(
  'project_members',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index('project_members_user').on(t.userId)],
);

/** An address invited before it had an account (docs/licensing.md §2 "Members"). */
export const projectInvitations = pgTable(
  'project_invitations',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.email] }), index('project_invitations_email').on(t.email)],
);

/** docs/licensing.md §2 "Episode": numbers unique within the project. */
export const episodes = pgTable(
  'episodes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    title: text('title'),
    /** Seconds. */
    duration: integer('duration').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('episodes_project_number').on(t.projectId, t.number)],
);

/** An episode's workspace (docs/licensing.md §2 "Workspace"); replicated as `workspaces`. */
export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    episodeId: uuid('episode_id').references(() => episodes.id, { onDelete: 'set null' }),
    comment: text('comment'),
    memberIds: uuid('member_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    scenes: jsonb('scenes').$type<Scene[]>().notNull().default([]),
    entries: jsonb('entries').$type<TrackEntry[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...changefeedColumns(),
  },
  (t) => [
    index('workspaces_member_ids').using('gin', t.memberIds),
    index('workspaces_project').on(t.projectId),
    index('workspaces_seq').on(t.seq),
  ],
);

/** docs/licensing.md §2 "Scene". */
export const scenes = pgTable(
  'scenes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    sceneType: text('scene_type').notNull(),
    /** Seconds from the start of the episode. */
    start: integer('start').notNull(),
    end: integer('end').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scenes_workspace').on(t.workspaceId)],
);

/** A track placed in a workspace (docs/licensing.md §2 "Track entry"); `position` is the workspace order. */
export const trackEntries = pgTable(
  'track_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    sceneId: uuid('scene_id').references(() => scenes.id, { onDelete: 'set null' }),
    timeIn: integer('time_in'),
    timeOut: integer('time_out'),
    usageType: text('usage_type'),
    status: text('status').notNull().default('not_requested'),
    comment: text('comment'),
    /** The request holding the entry (the requests issue) and the composer order it came by. */
    orderId: uuid('order_id'),
    taskId: uuid('task_id'),
    position: integer('position').notNull().default(0),
    addedBy: uuid('added_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('track_entries_workspace').on(t.workspaceId, t.position)],
);

/** docs/licensing.md §2 "Compilation": a named shortlist inside a project. */
export const compilations = pgTable(
  'compilations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('compilations_project').on(t.projectId)],
);

export const compilationTracks = pgTable(
  'compilation_tracks',
  {
    compilationId: uuid('compilation_id')
      .notNull()
      .references(() => compilations.id, { onDelete: 'cascade' }),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.compilationId, t.trackId] })],
);

/** Who changed what and when (docs/licensing.md §2: "every change to an entry is kept"). */
export const projectActivity = pgTable(
  'project_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    objectId: uuid('object_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_activity_project').on(t.projectId, t.createdAt)],
);

/**
 * What a user has seen (`PATCH /api/user/track-activity`): a track entry or an order, and when. Activity
 * by others after that moment lights the red dot again (docs/product.md §2, `project-activity`).
 */
export const activitySeen = pgTable(
  'activity_seen',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'entry' (a track entry) or 'order' (a request; the requests issue). */
    kind: text('kind').notNull(),
    objectId: uuid('object_id').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.objectId] })],
);

export type ProjectRow = typeof projects.$inferSelect;
export type WorkspaceRow = typeof workspaces.$inferSelect;
export type EpisodeRow = typeof episodes.$inferSelect;
export type SceneRow = typeof scenes.$inferSelect;
export type TrackEntryRow = typeof trackEntries.$inferSelect;
export type ProjectActivityRow = typeof projectActivity.$inferSelect;
