import { z } from 'zod';
import { emailSchema } from '../auth';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../catalog';
import { playlistColors } from '../library';
import {
  assignableProjectRoles,
  manualEntryStatuses,
  media,
  projectStatuses,
  projectTypes,
  sceneTypes,
  usageTypes,
} from './enums';
import {
  choice,
  flag,
  id,
  idSelection,
  integer,
  optionalChoice,
  optionalInteger,
  optionalText,
  requiredText,
} from './fields';
import { AMOUNT_MAX } from '../orders/money';
import { endAfterStart, optionalTimeCodeSchema, timeCodeSchema } from './timecode';

/**
 * The forms and payloads of the projects API (docs/product.md §3 Project, Episode, Scene; §5; §7
 * "Playlists and projects"; docs/licensing.md §2). One schema validates the form (react-hook-form resolver)
 * and the request on the server; money is in kopecks (docs/design.md §5 "Money").
 */

// Limits (docs/product.md §9 leaves them open; these are ours).
export const PROJECT_NAME_MAX = 200;
export const PROJECT_TEXT_MAX = 200;
export const PROJECT_DESCRIPTION_MAX = 2000;
export const EPISODE_TITLE_MAX = 200;
export const SCENE_DESCRIPTION_MAX = 1000;
export const COMMENT_MAX = 2000;
export const COMPILATION_NAME_MAX = 100;
export const COMPILATION_TRACKS_MAX = 1000;
/** Tracks or entries one call may add, move, remove or restatus. */
export const SELECTION_MAX = 300;
/** A budget is at most the largest amount (src/domain/orders/money.ts). */
export const BUDGET_MAX = AMOUNT_MAX;
/** docs/product.md §5 and §9: episode numbers 0–100. */
export const EPISODE_NUMBER_MIN = 0;
export const EPISODE_NUMBER_MAX = 100;
export const SEASONS_MAX = 100;
export const PRODUCTION_YEAR_MIN = 1888;
export const PRODUCTION_YEAR_MAX = 2100;
export const PROJECT_SEARCH_MAX = 200;

const kopecks = optionalInteger(0, BUDGET_MAX);

/** A budget range reads from min to max; either end may be open (null). */
export function budgetInRange(min: number | null | undefined, max: number | null | undefined): boolean {
  return min === null || min === undefined || max === null || max === undefined || min <= max;
}

const projectFields = {
  name: requiredText(PROJECT_NAME_MAX),
  description: optionalText(PROJECT_DESCRIPTION_MAX),
  type: choice(projectTypes),
  budgetMin: kopecks,
  budgetMax: kopecks,
  director: optionalText(PROJECT_TEXT_MAX),
  episodesCount: optionalInteger(1, EPISODE_NUMBER_MAX - EPISODE_NUMBER_MIN + 1),
  seasons: optionalInteger(1, SEASONS_MAX),
  platforms: z
    .array(z.enum(media, { message: 'validation.unknownOption' }), { message: 'validation.unknownOption' })
    .max(media.length, { message: 'validation.tooMany' })
    .nullish()
    .transform((list) => [...new Set(list ?? [])]),
  production: optionalText(PROJECT_TEXT_MAX),
  productionYear: optionalInteger(PRODUCTION_YEAR_MIN, PRODUCTION_YEAR_MAX),
  brand: optionalText(PROJECT_TEXT_MAX),
  coverColor: optionalChoice(playlistColors),
};

const budgetCheck = (
  fields: { budgetMin?: number | null; budgetMax?: number | null },
  context: z.RefinementCtx,
) => {
  if (!budgetInRange(fields.budgetMin, fields.budgetMax))
    context.addIssue({ code: 'custom', path: ['budgetMax'], message: 'projects.budgetRange' });
};

/** The project form and `POST /api/project/create` (docs/product.md §3 Project). */
export const projectFieldsSchema = z.object(projectFields).superRefine(budgetCheck);
export type ProjectFieldsInput = z.input<typeof projectFieldsSchema>;
export type ProjectFields = z.output<typeof projectFieldsSchema>;

/**
 * `PATCH /api/project/change/{id}` (multipart; a png or jpg `cover` may travel beside): any of the form's
 * fields, absent = unchanged, blank or null = cleared; `removeCover` drops the cover image. A budget end
 * sent alone is checked against the stored other end by the server (`budgetInRange`).
 */
export const projectChangeSchema = z
  .object(projectFields)
  .partial()
  .extend({ removeCover: flag.optional() })
  .superRefine(budgetCheck);
export type ProjectChangeInput = z.input<typeof projectChangeSchema>;
export type ProjectChange = z.output<typeof projectChangeSchema>;

/** `GET /api/project/info`: the caller's projects; `archived` is the Archive tab (closed projects). */
export const projectListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  search: z.string().trim().max(PROJECT_SEARCH_MAX, { message: 'validation.tooLong' }).optional(),
  type: z.enum(projectTypes, { message: 'validation.unknownOption' }).optional(),
  status: z.enum(projectStatuses, { message: 'validation.unknownOption' }).optional(),
  archived: flag.optional(),
});
export type ProjectListQuery = z.output<typeof projectListQuerySchema>;

const episodeFields = {
  number: integer(EPISODE_NUMBER_MIN, EPISODE_NUMBER_MAX, 'validation.episodeRange'),
  title: optionalText(EPISODE_TITLE_MAX),
  duration: timeCodeSchema,
};
/** `POST /api/project/create-episode/{id}`: its workspace is created with it (docs/licensing.md §2). */
export const episodeFieldsSchema = z.object(episodeFields);
export type EpisodeFieldsInput = z.input<typeof episodeFieldsSchema>;
export type EpisodeFields = z.output<typeof episodeFieldsSchema>;
/** `PATCH /api/project/change-episode/{episodeId}`: any of the fields. */
export const episodeChangeSchema = z.object(episodeFields).partial();
export type EpisodeChange = z.output<typeof episodeChangeSchema>;

const sceneFields = {
  description: requiredText(SCENE_DESCRIPTION_MAX),
  sceneType: choice(sceneTypes),
  start: timeCodeSchema,
  end: timeCodeSchema,
};
const sceneTimes = (fields: { start?: number; end?: number }, context: z.RefinementCtx) => {
  if (!endAfterStart(fields.start, fields.end))
    context.addIssue({ code: 'custom', path: ['end'], message: 'validation.endAfterStart' });
};
/** The scene form and `POST /api/project/create-scene/{workspaceId}` (docs/licensing.md §2 "Scene"). */
export const sceneFieldsSchema = z.object(sceneFields).superRefine(sceneTimes);
export type SceneFieldsInput = z.input<typeof sceneFieldsSchema>;
export type SceneFields = z.output<typeof sceneFieldsSchema>;
/** `PATCH /api/project/change-scene/{sceneId}`: one time sent alone is checked against the stored other. */
export const sceneChangeSchema = z.object(sceneFields).partial().superRefine(sceneTimes);
export type SceneChange = z.output<typeof sceneChangeSchema>;

/**
 * A track entry's own fields, written locally and pushed (docs/licensing.md §7): its scene, time codes in and
 * out (`timeOut` after `timeIn` when both are set), usage type and comment.
 */
export const entryFieldsSchema = z
  .object({
    sceneId: id.nullish().transform((value) => value ?? null),
    timeIn: optionalTimeCodeSchema,
    timeOut: optionalTimeCodeSchema,
    usageType: optionalChoice(usageTypes),
    comment: optionalText(COMMENT_MAX),
  })
  .partial()
  .superRefine((fields, context) => {
    if (!endAfterStart(fields.timeIn, fields.timeOut))
      context.addIssue({ code: 'custom', path: ['timeOut'], message: 'validation.endAfterStart' });
  });
export type EntryFieldsInput = z.input<typeof entryFieldsSchema>;
export type EntryFields = z.output<typeof entryFieldsSchema>;

const memberRole = choice(assignableProjectRoles, 'validation.selectRole');
/** `POST /api/project/add-member/{id}`: an existing user joins at once, another address gets an invitation. */
export const memberInviteSchema = z.object({ email: emailSchema, role: memberRole });
export type MemberInviteInput = z.input<typeof memberInviteSchema>;
export type MemberInvite = z.output<typeof memberInviteSchema>;
/** `PATCH /api/project/change-member/{id}`. */
export const memberChangeSchema = z.object({ userId: id, role: memberRole });
export type MemberChange = z.output<typeof memberChangeSchema>;
/** `DELETE /api/project/remove-member/{id}`. */
export const memberRemoveSchema = z.object({ userId: id });

/** `PATCH /api/project/add-track/{id}` (docs/product.md §7: track ids, workspace id). */
export const addTrackSchema = z.object({ tracksId: idSelection(SELECTION_MAX), projectWorkspaceId: id });
export type AddTrack = z.output<typeof addTrackSchema>;

/**
 * `DELETE /api/project/remove-track/{projectId}` (docs/product.md §3: track ids, workspace id, composer order
 * ids): every entry of those tracks or composer orders leaves the workspace. `trackEntryIds` names single
 * entries instead, so one of two placements of the same track can go.
 */
export const removeTrackSchema = z
  .object({
    tracksId: z.array(id).max(SELECTION_MAX, { message: 'validation.atMostItems' }).default([]),
    projectWorkspaceId: id,
    composerOrdersId: z.array(id).max(SELECTION_MAX, { message: 'validation.atMostItems' }).default([]),
    trackEntryIds: z.array(id).max(SELECTION_MAX, { message: 'validation.atMostItems' }).default([]),
  })
  .refine((body) => body.tracksId.length + body.composerOrdersId.length + body.trackEntryIds.length > 0, {
    path: ['tracksId'],
    message: 'validation.selectTrack',
  });
export type RemoveTrack = z.output<typeof removeTrackSchema>;

/** `PATCH /api/project/move-track/{id}`: entries into another workspace, or another scene (null: none). */
export const moveTrackSchema = z.object({
  trackEntryIds: idSelection(SELECTION_MAX),
  projectWorkspaceId: id,
  sceneId: id.nullish().transform((value) => value ?? null),
});
export type MoveTrack = z.output<typeof moveTrackSchema>;

/** `PATCH /api/project/change-statues/{workspaceId}`: the statuses a member sets by hand. */
export const changeStatusesSchema = z.object({
  trackEntryIds: idSelection(SELECTION_MAX),
  status: choice(manualEntryStatuses),
});
export type ChangeStatuses = z.output<typeof changeStatusesSchema>;

/** `PATCH /api/project/comment-workspace/{id}`: blank clears the comment. */
export const commentWorkspaceSchema = z.object({ comment: optionalText(COMMENT_MAX) });
/** `PATCH /api/project/episode-workspace/{id}`: binds the workspace to an episode (null unbinds). */
export const episodeWorkspaceSchema = z.object({ episodeId: id.nullable() });

/** `POST /api/project/create-compilation/{id}` and renaming a compilation. */
export const compilationFieldsSchema = z.object({ name: requiredText(COMPILATION_NAME_MAX) });
export type CompilationFields = z.output<typeof compilationFieldsSchema>;
/** `PATCH /api/project/compilation-add-track/{compilationId}`. */
export const compilationTrackSchema = z.object({ trackId: id });

/**
 * `POST /api/project/create-workspace/{id}`: a workspace bound to an episode of the project, or to none
 * (a free workspace, for sketches before the episodes exist), with an optional comment.
 */
export const createWorkspaceSchema = z.object({
  episodeId: id.nullish().transform((value) => value ?? null),
  comment: optionalText(COMMENT_MAX),
});
export type CreateWorkspace = z.output<typeof createWorkspaceSchema>;
/** `PATCH /api/project/change-workspace/{id}`: its comment and its episode binding, absent = unchanged. */
export const changeWorkspaceSchema = z.object({
  episodeId: id.nullable().optional(),
  comment: optionalText(COMMENT_MAX).optional(),
});
export type ChangeWorkspace = z.output<typeof changeWorkspaceSchema>;

/** `PATCH /api/user/track-activity` (docs/product.md §7): the entries and orders the user has now seen. */
export const trackActivitySchema = z.object({
  trackEntryIds: z.array(id).max(SELECTION_MAX, { message: 'validation.atMostItems' }).default([]),
  orderIds: z.array(id).max(SELECTION_MAX, { message: 'validation.atMostItems' }).default([]),
  /** What the answer tells of: every activity (the default), or the owner's requests only (ActivityScope). */
  scope: z.enum(['requests']).optional(),
});

/**
 * What `project-activity` tells of: without a scope, others' changes to entries of my projects and to
 * orders of my tracks; `requests`, the latter only — the owner's Requests red dot, which opening the queue
 * clears even for an owner who is also a member of a customer's project (issue 26 §3).
 */
export type ActivityScope = 'requests';
export type TrackActivity = z.output<typeof trackActivitySchema>;
