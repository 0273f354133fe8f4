import {
  addProjectMember,
  changeProject as changeProjectOperation,
  changeProjectMember,
  closeProject as closeProjectOperation,
  createProject as createProjectOperation,
  deleteProject as deleteProjectOperation,
  projectInfo,
  removeProjectMember,
  reopenProject as reopenProjectOperation,
} from '../domain/api/projects';
import {
  addProjectTrack,
  changeEntryStatuses,
  changeEpisode as changeEpisodeOperation,
  createEpisode as createEpisodeOperation,
  deleteEpisode as deleteEpisodeOperation,
  episodeWorkspace,
  moveProjectTrack,
  removeProjectTrack,
} from '../domain/api/projects-workspace-content';
import {
  compilationAddTrack,
  createCompilation as createCompilationOperation,
} from '../domain/api/projects-compilations';
import {
  createProjectShareLink,
  projectShareLinkInfo,
  revokeProjectShareLink,
} from '../domain/api/projects-sharing';
import { projectHistory } from '../domain/api/projects-activity';
import type { JsonOperation, OperationInput } from '../domain/api/operation';
import type { CueDatabase } from '../db';
import type { ApiClient } from './api-client';
import { keepAnswer, operationQuery } from './local-query';
import { callOperationLocal as callOperation } from './operation-client';

/**
 * The project workspace's online commands, answering in the local form (`id`, src/domain/api-ids.ts) (docs/licensing.md §2, docs/product.md §7; paths relative to
 * the API base). Their effect reaches every member through the replicated `projects` and `workspaces`
 * collections; scenes, placements and comments are local writes instead (src/db/workspace-writes.ts).
 */

type Body<Op extends JsonOperation> = OperationInput<Op> extends { body: infer B } ? B : never;

export const fetchProject = (api: ApiClient, id: string) =>
  callOperation(api, projectInfo, { params: { id } });

export const createProject = (api: ApiClient, body: Body<typeof createProjectOperation>) =>
  callOperation(api, createProjectOperation, { body });
/** JSON, or form data when a cover image travels with the fields. */
export const changeProject = (api: ApiClient, id: string, body: Body<typeof changeProjectOperation>) =>
  callOperation(api, changeProjectOperation, { params: { id }, body });
export const deleteProject = (api: ApiClient, id: string) =>
  callOperation(api, deleteProjectOperation, { params: { id } });
export const closeProject = (api: ApiClient, id: string) =>
  callOperation(api, closeProjectOperation, { params: { id } });
export const reopenProject = (api: ApiClient, id: string) =>
  callOperation(api, reopenProjectOperation, { params: { id } });

export const inviteMember = (api: ApiClient, id: string, body: Body<typeof addProjectMember>) =>
  callOperation(api, addProjectMember, { params: { id }, body });
export const changeMember = (api: ApiClient, id: string, body: Body<typeof changeProjectMember>) =>
  callOperation(api, changeProjectMember, { params: { id }, body });
export const removeMember = (api: ApiClient, id: string, userId: string) =>
  callOperation(api, removeProjectMember, { params: { id }, body: { userId } });

export const createEpisode = (api: ApiClient, id: string, body: Body<typeof createEpisodeOperation>) =>
  callOperation(api, createEpisodeOperation, { params: { id }, body });
export const changeEpisode = (api: ApiClient, episodeId: string, body: Body<typeof changeEpisodeOperation>) =>
  callOperation(api, changeEpisodeOperation, { params: { episodeId }, body });
export const deleteEpisode = (api: ApiClient, episodeId: string) =>
  callOperation(api, deleteEpisodeOperation, { params: { episodeId } });
export const bindEpisode = (api: ApiClient, workspaceId: string, episodeId: string | null) =>
  callOperation(api, episodeWorkspace, { params: { id: workspaceId }, body: { episodeId } });

export const createCompilation = (api: ApiClient, id: string, name: string) =>
  callOperation(api, createCompilationOperation, { params: { id }, body: { name } });
export const addTrackToCompilation = (api: ApiClient, compilationId: string, trackId: string) =>
  callOperation(api, compilationAddTrack, { params: { compilationId }, body: { trackId } });

/** Places tracks in a workspace of project `id` (`add-track`). */
export const addTracksToWorkspace = (api: ApiClient, id: string, body: Body<typeof addProjectTrack>) =>
  callOperation(api, addProjectTrack, { params: { id }, body });
export const removeTracksFromWorkspace = (
  api: ApiClient,
  projectId: string,
  body: Body<typeof removeProjectTrack>,
) => callOperation(api, removeProjectTrack, { params: { projectId }, body });
/** Moves entries of project `id` into another workspace or scene (`move-track`). */
export const moveEntries = (api: ApiClient, id: string, body: Body<typeof moveProjectTrack>) =>
  callOperation(api, moveProjectTrack, { params: { id }, body });
export const changeStatuses = (api: ApiClient, workspaceId: string, body: Body<typeof changeEntryStatuses>) =>
  callOperation(api, changeEntryStatuses, { params: { workspaceId }, body });

/** The project's share link (Creator): the same until revoked. */
/** The project's share link (nulls while it is not shared) as a kept answer: shown at once, offline too. */
export const projectLinkQuery = (id: string) => operationQuery(projectShareLinkInfo, { params: { id } });

/** Keeps the link a command answered where the project's page reads it; false without a local database. */
async function keepLink(
  db: CueDatabase | null,
  id: string,
  link: { url: string | null; token: string | null },
) {
  if (!db) return false;
  await keepAnswer(db, projectLinkQuery(id), { url: link.url, token: link.token });
  return true;
}

/** Shares the project; resolves whether the new link was kept (else ask `projectLinkQuery` again). */
export const createProjectLink = async (api: ApiClient, db: CueDatabase | null, id: string) =>
  keepLink(db, id, await callOperation(api, createProjectShareLink, { params: { id } }));

/** Stops sharing the project; resolves whether the link's end was kept. */
export async function revokeProjectLink(api: ApiClient, db: CueDatabase | null, id: string) {
  await callOperation(api, revokeProjectShareLink, { params: { id } });
  return keepLink(db, id, { url: null, token: null });
}

/** The project's history (who, what, when), newest first. */
export const fetchProjectHistory = (api: ApiClient, projectId: string, limit?: number) =>
  callOperation(api, projectHistory, { query: { projectId, ...(limit ? { limit } : {}) } });
