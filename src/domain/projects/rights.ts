import type { ProjectRole } from './enums';

/**
 * The project rights of docs/licensing.md §2, one per row of its table:
 * - view: see the project and its workspaces, play its tracks, export cue sheets;
 * - comment: write in the team chat, comment on workspaces and entries;
 * - edit: edit the project, episodes, scenes, compilations; add, move, remove entries;
 * - request: send requests, answer proposals, start formalization;
 * - manage: manage members and the share link; close, reopen, delete.
 * Signing is not a project right: it belongs to the signatory of the legal entity (docs/licensing.md §5).
 */
export const projectRights = ['view', 'comment', 'edit', 'request', 'manage'] as const;
export type ProjectRight = (typeof projectRights)[number];

/** docs/licensing.md §2, the table as data: the rights each project role holds. */
export const projectRightsTable: Readonly<Record<ProjectRole, readonly ProjectRight[]>> = {
  creator: ['view', 'comment', 'edit', 'request', 'manage'],
  editor: ['view', 'comment', 'edit', 'request'],
  user: ['view', 'comment'],
  viewer: ['view'],
};

/** Whether a member with this project role holds the right; no role (an outsider) holds none. */
export function can(role: ProjectRole | null | undefined, right: ProjectRight): boolean {
  if (!role) return false;
  return projectRightsTable[role].includes(right);
}
