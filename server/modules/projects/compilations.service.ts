import { AppError } from '../../http/errors';
import type { SessionUser } from '../auth/index';
import {
  requireRight,
  settleProject,
  toProjectApiDocument,
  type ProjectApiDocument,
  type ProjectsContext,
  type ProjectsPorts,
} from './project-access';

/**
 * The compilations of a project (docs/licensing.md §2 "Compilation"): named shortlists its editing
 * members create, rename, fill, empty and delete. Each write rewrites the project document, which
 * embeds them, so the members' tabs pull the change (part of workspacesService).
 */
export function compilationCommands(context: ProjectsContext) {
  /** The compilation and its project, when the caller may edit it; 404 for an unknown one. */
  const editable = async (user: SessionUser, compilationId: string) => {
    const compilation = await context.projects.findCompilation(compilationId);
    if (!compilation) throw new AppError('NOT_FOUND');
    const { project } = await requireRight(context, user.id, compilation.projectId, 'edit');
    return { compilation, project };
  };
  const writeProject = async (
    projectId: string,
    write: (repos: ProjectsPorts) => Promise<void>,
  ): Promise<ProjectApiDocument> =>
    toProjectApiDocument(
      await context.withTransaction(async (repos) => {
        await write(repos);
        return (await settleProject(repos, projectId)).project;
      }),
    );
  const record = (repos: ProjectsPorts, projectId: string, userId: string, action: string, details = {}) =>
    repos.projects.recordActivity({ projectId, userId, action, details });

  return {
    /** `POST /api/project/create-compilation/{id}`. */
    async createCompilation(user: SessionUser, projectId: string, name: string) {
      const { project } = await requireRight(context, user.id, projectId, 'edit');
      return writeProject(project.id, async (repos) => {
        const compilation = await repos.projects.insertCompilation(project.id, name);
        await record(repos, project.id, user.id, 'compilation.create', { compilationId: compilation.id });
      });
    },

    /** `PATCH /api/project/change-compilation/{compilationId}` `{name}`. */
    async renameCompilation(user: SessionUser, compilationId: string, name: string) {
      const { compilation, project } = await editable(user, compilationId);
      return writeProject(project.id, async (repos) => {
        await repos.projects.renameCompilation(compilation.id, name);
        await record(repos, project.id, user.id, 'compilation.rename', { compilationId: compilation.id });
      });
    },

    /** `PATCH /api/project/compilation-add-track/{compilationId}`: a live track, once. */
    async compilationAddTrack(user: SessionUser, compilationId: string, trackId: string) {
      const { compilation, project } = await editable(user, compilationId);
      const track = trackId.toLowerCase();
      if ((await context.projects.liveTracks([track])).length === 0)
        throw new AppError('NOT_FOUND', 'library.trackNotFound');
      return writeProject(project.id, async (repos) => {
        await repos.projects.addCompilationTrack(compilation.id, track);
        await record(repos, project.id, user.id, 'compilation.addTrack', {
          compilationId: compilation.id,
          trackId: track,
        });
      });
    },

    /** `DELETE /api/project/compilation-remove-track/{compilationId}` `{trackId}`: 404 when it is not in it. */
    async compilationRemoveTrack(user: SessionUser, compilationId: string, trackId: string) {
      const { compilation, project } = await editable(user, compilationId);
      const track = trackId.toLowerCase();
      return writeProject(project.id, async (repos) => {
        if (!(await repos.projects.removeCompilationTrack(compilation.id, track)))
          throw new AppError('NOT_FOUND', 'library.trackNotFound');
        await record(repos, project.id, user.id, 'compilation.removeTrack', {
          compilationId: compilation.id,
          trackId: track,
        });
      });
    },

    /** `DELETE /api/project/delete-compilation/{compilationId}`: the tracks stay where else they are. */
    async deleteCompilation(user: SessionUser, compilationId: string) {
      const { compilation, project } = await editable(user, compilationId);
      return writeProject(project.id, async (repos) => {
        await repos.projects.deleteCompilation(compilation.id);
        await record(repos, project.id, user.id, 'compilation.delete', { name: compilation.name });
      });
    },
  };
}
