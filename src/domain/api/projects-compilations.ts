import { z } from 'zod';
import { compilationFieldsSchema, compilationTrackSchema } from '../projects';
import { defineOperation } from './operation';
import { idParams, pathId, projectApiSchema } from './projects';

/**
 * The compilations of a project (docs/product.md §7 "Playlists and projects", docs/licensing.md §2):
 * created, filled, renamed, emptied and deleted; each answers the project with its compilations.
 */
const compilationParams = z.object({ compilationId: pathId });

export const createCompilation = defineOperation({
  id: 'project.createCompilation',
  summary: 'Create a compilation',
  access: 'session',
  method: 'POST',
  path: '/project/create-compilation/:id',
  params: idParams,
  body: compilationFieldsSchema,
  response: projectApiSchema,
});

export const compilationAddTrack = defineOperation({
  id: 'project.compilationAddTrack',
  summary: 'Add a track to a compilation',
  access: 'session',
  method: 'PATCH',
  path: '/project/compilation-add-track/:compilationId',
  params: compilationParams,
  body: compilationTrackSchema,
  response: projectApiSchema,
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
