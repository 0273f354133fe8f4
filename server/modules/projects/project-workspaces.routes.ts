import type { FastifyInstance } from 'fastify';
import { projectActivity, projectHistory, trackActivity } from '../../../src/domain/api/projects-activity';
import {
  compilationRemoveTrack,
  deleteCompilation,
  renameCompilation,
} from '../../../src/domain/api/projects-compilations';
import { changeWorkspace, createWorkspace, cueSheet } from '../../../src/domain/api/projects-workspaces';
import { contentDisposition } from '../../http/send-file';
import { errorResponses as errors } from '../../http/schemas';
import { operationRoute } from '../../http/operation';
import { requireUser } from '../auth/index';
import type { CueSheetService } from './cue-sheet.service';
import type { ProjectActivityService } from './project-activity.service';
import type { WorkspacesService } from './workspaces.service';

/**
 * Free workspaces, compilations renamed and removed, the cue sheet and the activity of a project
 * (docs/product.md §7, docs/licensing.md §2): each route validates and calls one service function,
 * which checks the caller's project role (an outsider 404, a member without the right 403).
 */
export async function projectWorkspacesRoutes(
  app: FastifyInstance,
  {
    workspaces,
    projectActivity: activity,
    cueSheet: cueSheets,
  }: { workspaces: WorkspacesService; projectActivity: ProjectActivityService; cueSheet: CueSheetService },
) {
  const tags = ['projects'];
  const read = { tags, errors: errors(400, 401, 404) };
  const write = { tags, errors: errors(400, 401, 403, 404) };

  operationRoute(app, createWorkspace, { ...write, status: 201 }, async (request, reply) =>
    reply
      .status(201)
      .send(await workspaces.createWorkspace(requireUser(request), request.params.id, request.body!)),
  );
  operationRoute(app, changeWorkspace, write, async (request) =>
    workspaces.changeWorkspace(requireUser(request), request.params.id, request.body!),
  );
  operationRoute(app, renameCompilation, write, async (request) =>
    workspaces.renameCompilation(requireUser(request), request.params.compilationId, request.body!.name),
  );
  operationRoute(app, compilationRemoveTrack, write, async (request) =>
    workspaces.compilationRemoveTrack(
      requireUser(request),
      request.params.compilationId,
      request.body!.trackId,
    ),
  );
  operationRoute(app, deleteCompilation, write, async (request) =>
    workspaces.deleteCompilation(requireUser(request), request.params.compilationId),
  );

  operationRoute(app, cueSheet, read, async (request, reply) => {
    const sheet = await cueSheets.export(
      requireUser(request),
      request.params.workspaceId,
      request.query.format,
    );
    return reply
      .header('content-type', sheet.contentType)
      .header('content-disposition', contentDisposition(sheet.fileName))
      .header('cache-control', 'private, no-store')
      .send(sheet.data);
  });

  operationRoute(app, projectActivity, read, async (request) =>
    activity.unseen(requireUser(request), request.query.projectId, request.query.scope),
  );
  operationRoute(app, projectHistory, read, async (request) =>
    activity.history(requireUser(request), request.query.projectId, request.query),
  );
  operationRoute(app, trackActivity, { tags, errors: errors(400, 401) }, async (request) =>
    activity.markSeen(requireUser(request), request.body!),
  );
}
