import { z } from 'zod';
import { playlistColors } from '../library';
import type { ReplicatedFields } from '../sync-protocol';
import {
  assignableProjectRoles,
  entryStatuses,
  media,
  projectRoles,
  projectStatuses,
  projectTypes,
  sceneTypes,
  usageTypes,
} from './enums';
import {
  COMMENT_MAX,
  COMPILATION_NAME_MAX,
  COMPILATION_TRACKS_MAX,
  EPISODE_NUMBER_MAX,
  EPISODE_TITLE_MAX,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_NAME_MAX,
  PROJECT_TEXT_MAX,
  SCENE_DESCRIPTION_MAX,
} from './schemas';
import { TIME_CODE_MAX } from './timecode';

/**
 * The two replicated documents of the project workspace (docs/licensing.md §7, docs/design.md §6,
 * docs/decisions/0007-collection-budget.md): `projects` holds a project with its members, episodes and
 * compilations; `workspaces` an episode's workspace with its scenes and track entries. The local JSON
 * schema is derived from these (src/domain/document-schema.ts); the forms' rules are in schemas.ts.
 */

/** Ids are UUIDs; 64 keeps the local primary key and indexes bounded, as for the other collections. */
const documentId = z.string().max(64);
const timestamp = z.string().meta({ format: 'date-time' });
const indexedTimestamp = z.string().max(40).meta({ format: 'date-time' });
const seq = z.number().min(0);
const seconds = z.number().int().min(0).max(TIME_CODE_MAX);
const text = (max: number) => z.string().max(max);
/** Members, episodes and scenes a document holds at most: bounds for the local schema. */
const MEMBERS_MAX = 200;
const SCENES_MAX = 500;
const ENTRIES_MAX = 2000;
const COMPILATIONS_MAX = 200;

export const projectMemberSchema = z.object({
  userId: documentId,
  role: z.enum(projectRoles),
  name: text(300),
  email: text(254),
  avatarUrl: z.string().nullable(),
  addedAt: timestamp,
});
export type ProjectMember = z.infer<typeof projectMemberSchema>;

/** An address invited before it had an account; it joins once the account is confirmed (docs/licensing.md §2). */
export const projectInvitationSchema = z.object({
  email: text(254),
  role: z.enum(assignableProjectRoles),
  invitedAt: timestamp,
});
export type ProjectInvitation = z.infer<typeof projectInvitationSchema>;

export const episodeSchema = z.object({
  id: documentId,
  number: z.number().int().min(0).max(EPISODE_NUMBER_MAX),
  title: text(EPISODE_TITLE_MAX).nullable(),
  /** Seconds (the form's HH:MM:SS). */
  duration: seconds,
  /** The episode's workspace (`episode-workspace`); null until one is bound. */
  workspaceId: documentId.nullable(),
});
export type Episode = z.infer<typeof episodeSchema>;

export const compilationSchema = z.object({
  id: documentId,
  name: text(COMPILATION_NAME_MAX),
  trackIds: z.array(z.string()).max(COMPILATION_TRACKS_MAX),
  createdAt: timestamp,
});
export type Compilation = z.infer<typeof compilationSchema>;

/** A project as replicated to its members. */
export const projectDocumentSchema = z.object({
  id: documentId,
  name: text(PROJECT_NAME_MAX),
  description: text(PROJECT_DESCRIPTION_MAX).nullable(),
  type: z.enum(projectTypes).meta({ maxLength: 16 }),
  /** Kopecks. */
  budgetMin: z.number().int().min(0).nullable(),
  budgetMax: z.number().int().min(0).nullable(),
  director: text(PROJECT_TEXT_MAX).nullable(),
  episodesCount: z.number().int().min(0).nullable(),
  seasons: z.number().int().min(0).nullable(),
  platforms: z.array(z.enum(media)).max(media.length),
  production: text(PROJECT_TEXT_MAX).nullable(),
  productionYear: z.number().int().nullable(),
  brand: text(PROJECT_TEXT_MAX).nullable(),
  coverColor: z.enum(playlistColors).nullable(),
  coverImageUrl: z.string().nullable(),
  /** Derived by the server from the entries and `closedAt` (`projectStatus`). */
  status: z.enum(projectStatuses).meta({ maxLength: 20 }),
  /** When the Creator closed it; null while open (docs/licensing.md §2). */
  closedAt: timestamp.nullable(),
  creatorId: documentId,
  members: z.array(projectMemberSchema).max(MEMBERS_MAX),
  invitations: z.array(projectInvitationSchema).max(MEMBERS_MAX),
  episodes: z.array(episodeSchema).max(EPISODE_NUMBER_MAX + 1),
  compilations: z.array(compilationSchema).max(COMPILATIONS_MAX),
  createdAt: indexedTimestamp,
  updatedAt: timestamp,
  seq,
});
export type ProjectDocument = z.infer<typeof projectDocumentSchema>;
export type ProjectWireDocument = ProjectDocument & ReplicatedFields;

export const sceneSchema = z.object({
  id: documentId,
  description: text(SCENE_DESCRIPTION_MAX),
  sceneType: z.enum(sceneTypes),
  /** Seconds from the start of the episode; end > start. */
  start: seconds,
  end: seconds,
});
export type Scene = z.infer<typeof sceneSchema>;

/** A track placed in a workspace (docs/licensing.md §2 "Track entry"). */
export const trackEntrySchema = z.object({
  id: documentId,
  trackId: documentId,
  sceneId: documentId.nullable(),
  /** Seconds from the start of the episode; timeOut > timeIn when both are set. */
  timeIn: seconds.nullable(),
  timeOut: seconds.nullable(),
  usageType: z.enum(usageTypes).nullable(),
  status: z.enum(entryStatuses),
  comment: text(COMMENT_MAX).nullable(),
  /** The request (order) that holds the entry, once there is one (the requests issue). */
  orderId: documentId.nullable(),
  /** The composer order it was delivered by, if any. */
  taskId: documentId.nullable(),
  addedBy: documentId,
  addedAt: timestamp,
});
export type TrackEntry = z.infer<typeof trackEntrySchema>;

/** An episode's workspace as replicated to the project's members; entries in workspace order. */
export const workspaceDocumentSchema = z.object({
  id: documentId,
  projectId: documentId,
  episodeId: documentId.nullable(),
  comment: text(COMMENT_MAX).nullable(),
  scenes: z.array(sceneSchema).max(SCENES_MAX),
  entries: z.array(trackEntrySchema).max(ENTRIES_MAX),
  createdAt: indexedTimestamp,
  updatedAt: timestamp,
  seq,
});
export type WorkspaceDocument = z.infer<typeof workspaceDocumentSchema>;
export type WorkspaceWireDocument = WorkspaceDocument & ReplicatedFields;
