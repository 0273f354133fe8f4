import type { ChangeWorkspace, CreateWorkspace } from '../../../src/domain/projects';
import { AppError } from '../../http/errors';
import type { SessionUser } from '../auth/index';
import {
  requireRight,
  requireWorkspace,
  settleProject,
  toWorkspaceApiDocument,
  writeWorkspace,
  type ProjectsContext,
  type ProjectsPorts,
  type WorkspaceApiDocument,
} from './project-access';

/**
 * A workspace itself (docs/licensing.md §2 "Workspace"): made with an episode or free, its comment and its
 * episode binding (part of workspacesService). Binding is an edit; the comment a right of every
 * commenting member (User and above).
 */
export function workspaceSettings(context: ProjectsContext) {
  const record = (repos: ProjectsPorts, projectId: string, userId: string, action: string, details = {}) =>
    repos.projects.recordActivity({ projectId, userId, action, details });
  /** 404 unless the episode belongs to the project. */
  const requireEpisode = async (projectId: string, episodeId: string | null | undefined) => {
    if (!episodeId) return;
    const episode = await context.projects.findEpisode(episodeId);
    if (!episode || episode.projectId !== projectId) throw new AppError('NOT_FOUND');
  };

  return {
    /** `POST /api/project/create-workspace/{id}` `{episodeId?, comment?}`. */
    async createWorkspace(
      user: SessionUser,
      projectId: string,
      input: CreateWorkspace,
    ): Promise<WorkspaceApiDocument> {
      const { project } = await requireRight(context, user.id, projectId, 'edit');
      await requireEpisode(project.id, input.episodeId);
      return context.withTransaction(async (repos) => {
        const workspace = await repos.projects.insertWorkspace({
          projectId: project.id,
          episodeId: input.episodeId,
          comment: input.comment,
          memberIds: project.memberIds,
        });
        await record(repos, project.id, user.id, 'workspace.create', {
          workspaceId: workspace.id,
          episodeId: input.episodeId,
        });
        const { workspaces } = await settleProject(repos, project.id, { workspaceIds: [workspace.id] });
        return toWorkspaceApiDocument(workspaces[0]!);
      });
    },

    /** `PATCH /api/project/change-workspace/{id}` `{episodeId?, comment?}`: what is given changes. */
    async changeWorkspace(user: SessionUser, workspaceId: string, change: ChangeWorkspace) {
      const binds = change.episodeId !== undefined;
      const { workspace, project } = await requireWorkspace(
        context,
        user.id,
        workspaceId,
        binds ? 'edit' : 'comment',
      );
      if (binds) await requireEpisode(project.id, change.episodeId);
      return writeWorkspace(context, project.id, workspace.id, async (repos) => {
        await repos.projects.updateWorkspace(workspace.id, change);
        await record(repos, project.id, user.id, 'workspace.change', {
          workspaceId: workspace.id,
          fields: Object.keys(change),
        });
      });
    },

    /** `PATCH /api/project/comment-workspace/{id}`: a right of commenting members (User and above). */
    async comment(user: SessionUser, workspaceId: string, comment: string | null) {
      const { workspace, project } = await requireWorkspace(context, user.id, workspaceId, 'comment');
      return writeWorkspace(
        context,
        project.id,
        workspace.id,
        async (repos) => {
          await repos.projects.updateWorkspace(workspace.id, { comment });
          await record(repos, project.id, user.id, 'workspace.comment', { workspaceId: workspace.id });
        },
        { contentOnly: true },
      );
    },

    /** `PATCH /api/project/episode-workspace/{id}`: binds the workspace to an episode of its project. */
    async bindEpisode(user: SessionUser, workspaceId: string, episodeId: string | null) {
      const { workspace, project } = await requireWorkspace(context, user.id, workspaceId, 'edit');
      await requireEpisode(project.id, episodeId);
      return writeWorkspace(context, project.id, workspace.id, async (repos) => {
        await repos.projects.updateWorkspace(workspace.id, { episodeId });
        await record(repos, project.id, user.id, 'workspace.episode', { episodeId });
      });
    },
  };
}
