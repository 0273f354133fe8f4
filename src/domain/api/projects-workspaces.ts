import { z } from 'zod';
import { changeWorkspaceSchema, createWorkspaceSchema, cueSheetQuerySchema } from '../projects';
import { defineOperation } from './operation';
import { idParams, pathId, workspaceApiSchema } from './projects';

/**
 * The rest of the projects API (docs/product.md §7 "Playlists and projects", docs/licensing.md §2):
 * free workspaces and the cue sheet of an episode; compilations are in projects-compilations.ts.
 */

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
