/**
 * The fixed lists of the project workspace (docs/product.md §3 Enumerations, §4 Statuses; docs/licensing.md
 * §2). Values are stable wire names; the UI translates them.
 */

/** docs/product.md §3 "Project types". */
export const projectTypes = [
  'film',
  'tv_series',
  'short_film',
  'documentary',
  'animation',
  'web_series',
  'music_video',
  'commercial',
  'trailer',
  'advertising',
] as const;
export type ProjectType = (typeof projectTypes)[number];

/** docs/product.md §3 "Media": a project's platforms, and later the media of a licence request. */
export const media = [
  'tv',
  'internet',
  'mobile',
  'radio',
  'podcast',
  'cinema',
  'theater',
  'video_games',
  'streaming',
] as const;
export type Media = (typeof media)[number];

/** docs/licensing.md §2 "Members": the Creator is whoever created the project. */
export const projectRoles = ['creator', 'editor', 'user', 'viewer'] as const;
export type ProjectRole = (typeof projectRoles)[number];
/** Roles an invitation or a role change can give: a project has one Creator (docs/decisions/0009-project-model.md). */
export const assignableProjectRoles = ['editor', 'user', 'viewer'] as const;
export type AssignableProjectRole = (typeof assignableProjectRoles)[number];

/** docs/product.md §4 "Project" and docs/design.md §5 (the older active/finished/paused set is not used). */
export const projectStatuses = ['draft', 'in_progress', 'partially_agreed', 'agreed', 'closed'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

/**
 * docs/product.md §4 "Track entry in a project", plus `project_completed`, which docs/licensing.md §6 gives
 * the entries once every contract of the project is completed.
 */
export const entryStatuses = [
  'edits',
  'not_requested',
  'requested',
  'agreed',
  'close',
  'sended_edo',
  'signed_owner',
  'signed_customer',
  'completed',
  'project_completed',
  'rejected',
  'archived',
] as const;
export type EntryStatus = (typeof entryStatuses)[number];
/**
 * The statuses a member sets by hand with `change-statues` (docs/licensing.md §2: "to edits, to archive");
 * the others follow from requests, proposals and documents (docs/decisions/0009-project-model.md).
 */
export const manualEntryStatuses = ['edits', 'not_requested', 'archived'] as const;
export type ManualEntryStatus = (typeof manualEntryStatuses)[number];

/** docs/licensing.md §2 "Scene". */
export const sceneTypes = [
  'opening_titles',
  'closing_credits',
  'background',
  'featured',
  'montage',
  'trailer',
  'promo',
  'other',
] as const;
export type SceneType = (typeof sceneTypes)[number];

/** docs/licensing.md §2 "Track entry": how the track is used on screen. */
export const usageTypes = [
  'background_instrumental',
  'background_vocal',
  'visual_instrumental',
  'visual_vocal',
  'theme',
  'end_titles',
] as const;
export type UsageType = (typeof usageTypes)[number];
