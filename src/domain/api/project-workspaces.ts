import { z } from 'zod';
import {
  changeWorkspaceSchema,
  compilationFieldsSchema,
  compilationTrackSchema,
  createWorkspaceSchema,
  cueSheetQuerySchema,
} from '../projects';
import { defineOperation } from './operation';
import { projectApiSchema, workspaceApiSchema } from './projects';

/**
 * The rest of the projects API (docs/product.md §7 "Playlists and projects", docs/licensing.md §2):
 * free workspaces, compilations renamed, emptied and deleted, and the cue sheet of an episode.
 */
const pathId = z.string().max(100);
const idParams = z.object({ id: pathId });
const compilationParams = z.object({ compilationId: pathId });

export const createWorkspace = defineOperation({
  id: 'project.createWorkspace',
  summary: 'Add a workspace, bound to an episode or to none',
  access: 'session',
  method: 'POST',
  path: '/project/create-workspace/:id',
  params: idParams,
  body: createWorkspaceSchema,
  response: workspaceApiSchema,
});

export const changeWorkspace = defineOperation({
  id: 'project.changeWorkspace',
  summary: "Change a workspace's comment or episode",
  access: 'session',
  method: 'PATCH',
  path: '/project/change-workspace/:id',
  params: idParams,
  body: changeWorkspaceSchema,
  response: workspaceApiSchema,
});

export const renameCompilation = defineOperation({
  id: 'project.changeCompilation',
  summary: 'Rename a compilation',
  access: 'session',
  method: 'PATCH',
  path: '/project/change-compilation/:compilationId',
  params: compilationParams,
  body: compilationFieldsSchema,
  response: projectApiSchema,
});

export const compilationRemoveTrack = defineOperation({
  id: 'project.compilationRemoveTrack',
  summary: 'Remove a track from a compilation',
  access: 'session',
  method: 'DELETE',
  path: '/project/compilation-remove-track/:compilationId',
  params: compilationParams,
  body: compilationTrackSchema,
  response: projectApiSchema,
});

export const deleteCompilation = defineOperation({
  id: 'project.deleteCompilation',
  summary: 'Delete a compilation',
  access: 'session',
  method: 'DELETE',
  path: '/project/delete-compilation/:compilationId',
  params: compilationParams,
  response: projectApiSchema,
});

/** The cue sheet of a workspace's episode (docs/licensing.md §2 "Cue sheet"), as an attachment. */
export const cueSheet = defineOperation({
  id: 'project.cueSheet',
  summary: "Download a workspace's cue sheet",
  access: 'session',
  method: 'GET',
  path: '/project/cue-sheet/:workspaceId',
  params: z.object({ workspaceId: pathId }),
  query: cueSheetQuerySchema,
  bytes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
});
