import { z } from 'zod';
import { listPageSchema } from '../catalog';
import {
  compilationSchema,
  episodeSchema,
  memberChangeSchema,
  memberInviteSchema,
  memberRemoveSchema,
  projectChangeSchema,
  projectDocumentSchema,
  projectFieldsSchema,
  projectListQuerySchema,
  sceneSchema,
  trackEntrySchema,
  workspaceDocumentSchema,
} from '../projects';
import { defineOperation } from './operation';

/**
 * The projects API (docs/product.md §7 "Playlists and projects", docs/licensing.md §2): paths and payload
 * names as the product gives them. Answers name ids `_id` (docs/product.md §3); the members' tabs read
 * the same data from the replicated `projects` and `workspaces` collections.
 */
export const pathId = z.string().max(100);
export const idParams = z.object({ id: pathId });

/** The nested rows of the documents with their ids as `_id`, as every REST answer names them. */
export const episodeApiSchema = z.object({ _id: z.string(), ...episodeSchema.omit({ id: true }).shape });
const compilationApiSchema = z.object({ _id: z.string(), ...compilationSchema.omit({ id: true }).shape });
export const sceneApiSchema = z.object({ _id: z.string(), ...sceneSchema.omit({ id: true }).shape });
export const trackEntryApiSchema = z.object({
  _id: z.string(),
  ...trackEntrySchema.omit({ id: true }).shape,
});

/** A project without the sync fields: `toApiIds` of the replicated document (src/domain/api-ids.ts). */
export const projectApiSchema = z.object({
  _id: z.string(),
  ...projectDocumentSchema.omit({ id: true, seq: true, episodes: true, compilations: true }).shape,
  episodes: z.array(episodeApiSchema),
  compilations: z.array(compilationApiSchema),
});
export type ProjectApi = z.infer<typeof projectApiSchema>;
export const workspaceApiSchema = z.object({
  _id: z.string(),
  ...workspaceDocumentSchema.omit({ id: true, seq: true, scenes: true, entries: true }).shape,
  scenes: z.array(sceneApiSchema),
  entries: z.array(trackEntryApiSchema),
});
export type WorkspaceApi = z.infer<typeof workspaceApiSchema>;
export const projectDetailSchema = projectApiSchema.extend({ workspaces: z.array(workspaceApiSchema) });
export type ProjectDetailApi = z.infer<typeof projectDetailSchema>;

export const projectList = defineOperation({
  id: 'project.list',
  summary: 'List my projects and those I am a member of',
  access: 'session',
  method: 'GET',
  path: '/project/info',
  query: projectListQuerySchema,
  response: listPageSchema(projectApiSchema),
});

export const projectInfo = defineOperation({
  id: 'project.info',
  summary: 'Get a project with its members, episodes and workspaces',
  access: 'session',
  method: 'GET',
  path: '/project/info-project/:id',
  params: idParams,
  response: projectDetailSchema,
});

export const workspaceInfo = defineOperation({
  id: 'project.workspace',
  summary: 'Get a workspace with its scenes and track entries',
  access: 'session',
  method: 'GET',
  path: '/project/info-workspace/:id',
  params: idParams,
  response: workspaceApiSchema,
});

export const createProject = defineOperation({
  id: 'project.create',
  summary: 'Create a project',
  access: 'session',
  method: 'POST',
  path: '/project/create',
  body: projectFieldsSchema,
  response: projectApiSchema,
});

export const changeProject = defineOperation({
  id: 'project.change',
  summary: 'Change a project, optionally with a cover image',
  access: 'session',
  method: 'PATCH',
  path: '/project/change/:id',
  params: idParams,
  body: projectChangeSchema,
  bodyKind: 'jsonOrMultipart',
  response: projectApiSchema,
});

export const deleteProject = defineOperation({
  id: 'project.delete',
  summary: 'Delete a project',
  access: 'session',
  method: 'DELETE',
  path: '/project/delete/:id',
  params: idParams,
  response: z.object({ _id: z.string() }),
});

/**
 * Close and reopen by the Creator (docs/licensing.md §2: a closed project is read-only and moves to the
 * Archive); the product names no path for them, these follow the others.
 */
export const closeProject = defineOperation({
  id: 'project.close',
  summary: 'Close a project',
  access: 'session',
  method: 'PATCH',
  path: '/project/close/:id',
  params: idParams,
  response: projectApiSchema,
});

export const reopenProject = defineOperation({
  id: 'project.reopen',
  summary: 'Reopen a closed project',
  access: 'session',
  method: 'PATCH',
  path: '/project/reopen/:id',
  params: idParams,
  response: projectApiSchema,
});

export const addProjectMember = defineOperation({
  id: 'project.addMember',
  summary: 'Invite a member by e-mail with a project role',
  access: 'session',
  method: 'POST',
  path: '/project/add-member/:id',
  params: idParams,
  body: memberInviteSchema,
  response: projectApiSchema,
});

export const changeProjectMember = defineOperation({
  id: 'project.changeMember',
  summary: "Change a member's project role",
  access: 'session',
  method: 'PATCH',
  path: '/project/change-member/:id',
  params: idParams,
  body: memberChangeSchema,
  response: projectApiSchema,
});

export const removeProjectMember = defineOperation({
  id: 'project.removeMember',
  summary: 'Remove a member from a project',
  access: 'session',
  method: 'DELETE',
  path: '/project/remove-member/:id',
  params: idParams,
  body: memberRemoveSchema,
  response: projectApiSchema,
});
