import { z } from 'zod';
import {
  addTrackSchema,
  changeStatusesSchema,
  commentWorkspaceSchema,
  episodeChangeSchema,
  episodeFieldsSchema,
  episodeWorkspaceSchema,
  moveTrackSchema,
  removeTrackSchema,
  sceneChangeSchema,
  sceneFieldsSchema,
} from '../projects';
import { defineOperation } from './operation';
import { idParams, pathId, projectApiSchema, workspaceApiSchema } from './projects';

const episodeParams = z.object({ episodeId: pathId });
const workspaceParams = z.object({ workspaceId: pathId });
const sceneParams = z.object({ sceneId: pathId });

/**
 * What happens inside a project's episodes (docs/licensing.md §2): episodes, scenes, track entries and the
 * workspace comment. Each answers the changed project or workspace with ids as `_id`.
 */
export const createEpisode = defineOperation({
  id: 'project.createEpisode',
  summary: 'Add an episode with its workspace',
  access: 'session',
  method: 'POST',
  path: '/project/create-episode/:id',
  params: idParams,
  body: episodeFieldsSchema,
  response: projectApiSchema,
});

export const changeEpisode = defineOperation({
  id: 'project.changeEpisode',
  summary: 'Change an episode',
  access: 'session',
  method: 'PATCH',
  path: '/project/change-episode/:episodeId',
  params: episodeParams,
  body: episodeChangeSchema,
  response: projectApiSchema,
});

export const deleteEpisode = defineOperation({
  id: 'project.deleteEpisode',
  summary: 'Delete an episode',
  access: 'session',
  method: 'DELETE',
  path: '/project/delete-episode/:episodeId',
  params: episodeParams,
  response: projectApiSchema,
});

export const createScene = defineOperation({
  id: 'project.createScene',
  summary: 'Add a scene to a workspace',
  access: 'session',
  method: 'POST',
  path: '/project/create-scene/:workspaceId',
  params: workspaceParams,
  body: sceneFieldsSchema,
  response: workspaceApiSchema,
});

export const changeScene = defineOperation({
  id: 'project.changeScene',
  summary: 'Change a scene',
  access: 'session',
  method: 'PATCH',
  path: '/project/change-scene/:sceneId',
  params: sceneParams,
  body: sceneChangeSchema,
  response: workspaceApiSchema,
});

export const deleteScene = defineOperation({
  id: 'project.deleteScene',
  summary: 'Delete a scene',
  access: 'session',
  method: 'DELETE',
  path: '/project/delete-scene/:sceneId',
  params: sceneParams,
  response: workspaceApiSchema,
});

export const addProjectTrack = defineOperation({
  id: 'project.addTrack',
  summary: 'Place tracks in a workspace',
  access: 'session',
  method: 'PATCH',
  path: '/project/add-track/:id',
  params: idParams,
  body: addTrackSchema,
  response: workspaceApiSchema,
});

export const removeProjectTrack = defineOperation({
  id: 'project.removeTrack',
  summary: 'Remove track entries',
  access: 'session',
  method: 'DELETE',
  path: '/project/remove-track/:projectId',
  params: z.object({ projectId: pathId }),
  body: removeTrackSchema,
  response: workspaceApiSchema,
});

export const moveProjectTrack = defineOperation({
  id: 'project.moveTrack',
  summary: 'Move a track entry to another workspace or scene',
  access: 'session',
  method: 'PATCH',
  path: '/project/move-track/:id',
  params: idParams,
  body: moveTrackSchema,
  response: workspaceApiSchema,
});

export const changeEntryStatuses = defineOperation({
  id: 'project.changeStatuses',
  summary: 'Set the status of several track entries',
  access: 'session',
  method: 'PATCH',
  path: '/project/change-statues/:workspaceId',
  params: workspaceParams,
  body: changeStatusesSchema,
  response: workspaceApiSchema,
});

export const commentWorkspace = defineOperation({
  id: 'project.commentWorkspace',
  summary: "Set a workspace's comment",
  access: 'session',
  method: 'PATCH',
  path: '/project/comment-workspace/:id',
  params: idParams,
  body: commentWorkspaceSchema,
  response: workspaceApiSchema,
});

export const episodeWorkspace = defineOperation({
  id: 'project.episodeWorkspace',
  summary: 'Bind a workspace to an episode',
  access: 'session',
  method: 'PATCH',
  path: '/project/episode-workspace/:id',
  params: idParams,
  body: episodeWorkspaceSchema,
  response: workspaceApiSchema,
});
