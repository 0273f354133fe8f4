import type { FastifyInstance } from 'fastify';
import {
  addProjectMember,
  changeProject,
  changeProjectMember,
  closeProject,
  createProject,
  deleteProject,
  projectInfo,
  projectList,
  removeProjectMember,
  reopenProject,
  workspaceInfo,
} from '../../../src/domain/api/projects';
import {
  addProjectTrack,
  changeEntryStatuses,
  changeEpisode,
  changeScene,
  commentWorkspace,
  createEpisode,
  createScene,
  deleteEpisode,
  deleteScene,
  episodeWorkspace,
  moveProjectTrack,
  removeProjectTrack,
} from '../../../src/domain/api/projects-workspace-content';
import { compilationAddTrack, createCompilation } from '../../../src/domain/api/projects-compilations';
import {
  createProjectShareLink,
  projectShareLinkInfo,
  revokeProjectShareLink,
  sharedProject,
} from '../../../src/domain/api/projects-sharing';
import { COVER_MAX_BYTES } from '../../../src/domain/catalog';
import { projectChangeSchema } from '../../../src/domain/projects';
import { AppError, requestLanguage } from '../../http/errors';
import { operationRoute } from '../../http/operation';
import { refuseUnknownFields } from '../../http/input-checks';
import { readMultipart } from '../../media/multipart';
import { parseInput } from '../library/index';
import { errorResponses as errors } from '../../http/schemas';
import { requireUser } from '../auth/index';
import type { ProjectShareService } from './project-share.service';
import type { ProjectsService } from './projects.service';
import type { WorkspacesService } from './workspaces.service';

const changeBody = projectChangeSchema
  .nullish()
  .describe('JSON, or multipart/form-data with the same fields plus a `cover` file (png or jpg)');

/**
 * docs/product.md §7 "Playlists and projects" and docs/licensing.md §2: every route validates with the
 * operation's schemas and calls one service function, which checks the caller's project role.
 */
export async function projectsRoutes(
  app: FastifyInstance,
  {
    projects,
    workspaces,
    projectShare,
  }: { projects: ProjectsService; workspaces: WorkspacesService; projectShare: ProjectShareService },
) {
  const tags = ['projects'];
  const read = { tags, errors: errors(400, 401, 404) };
  const write = { tags, errors: errors(400, 401, 403, 404) };

  operationRoute(app, projectList, { tags, errors: errors(400, 401) }, async (request) =>
    projects.list(requireUser(request), request.query),
  );
  operationRoute(app, projectInfo, read, async (request) =>
    projects.detail(requireUser(request), request.params.id),
  );
  operationRoute(app, workspaceInfo, read, async (request) =>
    workspaces.detail(requireUser(request), request.params.id),
  );
  operationRoute(
    app,
    createProject,
    { tags, errors: errors(400, 401), status: 201 },
    async (request, reply) =>
      reply.status(201).send(await projects.create(requireUser(request), request.body!)),
  );
  operationRoute(
    app,
    changeProject,
    {
      tags,
      body: changeBody,
      errors: errors(400, 401, 403, 404, 413, 415),
    },
    async (request) => {
      const user = requireUser(request);
      if (!request.isMultipart()) {
        // No body (or `null`) is no change at all; `{}` is an empty one (docs/decisions/0035).
        if (request.body == null)
          throw new AppError(
            'VALIDATION',
            'validation.nothingToChange',
            {},
            { _: 'validation.nothingToChange' },
          );
        return projects.change(user, request.params.id, request.body);
      }
      const { fields, files } = await readMultipart(request, {
        fileSize: COVER_MAX_BYTES,
        fileFields: ['cover'],
      });
      const body: Record<string, unknown> = { ...fields };
      if (typeof fields.platforms === 'string')
        body.platforms = fields.platforms === '' ? [] : fields.platforms.split(',');
      refuseUnknownFields(projectChangeSchema, body);
      const change = parseInput(projectChangeSchema, body, requestLanguage(request));
      const cover = files.cover?.data;
      return projects.change(user, request.params.id, change, cover && cover.length > 0 ? cover : undefined);
    },
  );
  operationRoute(app, deleteProject, { ...write, errors: errors(400, 401, 403, 404, 409) }, async (request) =>
    projects.remove(requireUser(request), request.params.id),
  );

  operationRoute(app, closeProject, write, async (request) =>
    projects.setClosed(requireUser(request), request.params.id, true),
  );
  operationRoute(app, reopenProject, write, async (request) =>
    projects.setClosed(requireUser(request), request.params.id, false),
  );

  operationRoute(
    app,
    addProjectMember,
    { ...write, errors: errors(400, 401, 403, 404, 409) },
    async (request) => projects.addMember(requireUser(request), request.params.id, request.body!),
  );
  operationRoute(app, changeProjectMember, write, async (request) =>
    projects.changeMember(requireUser(request), request.params.id, request.body!),
  );
  operationRoute(app, removeProjectMember, write, async (request) =>
    projects.removeMember(requireUser(request), request.params.id, request.body!.userId),
  );

  operationRoute(app, createEpisode, write, async (request) =>
    workspaces.createEpisode(requireUser(request), request.params.id, request.body!),
  );
  operationRoute(app, changeEpisode, write, async (request) =>
    workspaces.changeEpisode(requireUser(request), request.params.episodeId, request.body!),
  );
  operationRoute(app, deleteEpisode, write, async (request) =>
    workspaces.deleteEpisode(requireUser(request), request.params.episodeId),
  );
  operationRoute(app, createScene, write, async (request) =>
    workspaces.createScene(requireUser(request), request.params.workspaceId, request.body!),
  );
  operationRoute(app, changeScene, write, async (request) =>
    workspaces.changeScene(requireUser(request), request.params.sceneId, request.body!),
  );
  operationRoute(app, deleteScene, write, async (request) =>
    workspaces.deleteScene(requireUser(request), request.params.sceneId),
  );

  operationRoute(app, addProjectTrack, write, async (request) =>
    workspaces.addTrack(requireUser(request), request.params.id, request.body!),
  );
  operationRoute(app, removeProjectTrack, write, async (request) =>
    workspaces.removeTrack(requireUser(request), request.params.projectId, request.body!),
  );
  operationRoute(app, moveProjectTrack, write, async (request) =>
    workspaces.moveTrack(requireUser(request), request.params.id, request.body!),
  );
  operationRoute(app, changeEntryStatuses, write, async (request) =>
    workspaces.changeStatuses(requireUser(request), request.params.workspaceId, request.body!),
  );
  operationRoute(app, commentWorkspace, write, async (request) =>
    workspaces.comment(requireUser(request), request.params.id, request.body!.comment),
  );
  operationRoute(app, episodeWorkspace, write, async (request) =>
    workspaces.bindEpisode(requireUser(request), request.params.id, request.body!.episodeId),
  );

  operationRoute(app, createCompilation, write, async (request) =>
    workspaces.createCompilation(requireUser(request), request.params.id, request.body!.name),
  );
  operationRoute(app, compilationAddTrack, write, async (request) =>
    workspaces.compilationAddTrack(requireUser(request), request.params.compilationId, request.body!.trackId),
  );

  operationRoute(app, projectShareLinkInfo, { tags, errors: errors(400, 401, 403, 404) }, async (request) =>
    projects.shareLink(requireUser(request), request.params.id),
  );
  operationRoute(app, createProjectShareLink, write, async (request) =>
    projects.share(requireUser(request), request.params.id),
  );
  operationRoute(app, revokeProjectShareLink, write, async (request) =>
    projects.revokeShare(requireUser(request), request.params.id),
  );
  operationRoute(app, sharedProject, read, async (request) => projectShare.shared(request.query.token));
}
