import {
  episodeNumberTaken,
  withinEpisode,
  endAfterStart,
  type AddTrack,
  type ChangeStatuses,
  type EpisodeChange,
  type EpisodeFields,
  type MoveTrack,
  type RemoveTrack,
  type SceneChange,
  type SceneFields,
  type EntryStatus,
} from '../../../src/domain/projects';
import { heldByRequest } from '../../../src/domain/orders';
import type { WorkspaceRow } from '../../db/schema/projects';
import { AppError } from '../../http/errors';
import type { SessionUser } from '../auth/index';
import {
  requireRight,
  requireWorkspace,
  settleProject,
  toProjectApiDocument,
  toWorkspaceApiDocument,
  writeWorkspace as writeInWorkspace,
  type ProjectApiDocument,
  type ProjectsContext,
  type ProjectsPorts,
  type WorkspaceApiDocument,
} from './project-access';
import { compilationCommands } from './compilations.service';
import { workspaceSettings } from './workspace-settings.service';

const episodeTaken = () =>
  new AppError('VALIDATION', 'projects.episodeTaken', {}, { number: 'projects.episodeTaken' });
const outsideEpisode = (field: string) =>
  new AppError('VALIDATION', 'projects.outsideEpisode', {}, { [field]: 'projects.outsideEpisode' });

/** The duration of the workspace's episode, or null when it is bound to none. */
async function episodeDuration(repos: Pick<ProjectsPorts, 'projects'>, workspace: WorkspaceRow) {
  if (!workspace.episodeId) return null;
  return (await repos.projects.findEpisode(workspace.episodeId))?.duration ?? null;
}

/**
 * The workspace commands (docs/licensing.md §2): episodes (each with its workspace), scenes, track
 * entries and the workspace comment. Each write rewrites the embedded copies of the workspaces it
 * touched and of the project (status, episodes), so the members' tabs pull them (settleProject).
 */
export function workspacesService(context: ProjectsContext) {
  const record = (repos: ProjectsPorts, projectId: string, userId: string, action: string, details = {}) =>
    repos.projects.recordActivity({ projectId, userId, action, details });

  const writeWorkspace = (
    projectId: string,
    workspaceId: string,
    write: (repos: ProjectsPorts) => Promise<void>,
  ) => writeInWorkspace(context, projectId, workspaceId, write, { contentOnly: true });

  return {
    /** `GET /api/project/info-workspace/{id}`. */
    async detail(user: SessionUser, id: string): Promise<WorkspaceApiDocument> {
      const { workspace } = await requireWorkspace(context, user.id, id, 'view');
      return toWorkspaceApiDocument(workspace);
    },

    /** `POST /api/project/create-episode/{id}`: the episode and its workspace. */
    async createEpisode(user: SessionUser, projectId: string, fields: EpisodeFields) {
      const { project } = await requireRight(context, user.id, projectId, 'edit');
      if (episodeNumberTaken(await context.projects.projectEpisodes(project.id), fields.number))
        throw episodeTaken();
      const updated = await context.withTransaction(async (repos) => {
        const episode = await repos.projects.insertEpisode({ projectId: project.id, ...fields });
        const workspace = await repos.projects.insertWorkspace({
          projectId: project.id,
          episodeId: episode.id,
          memberIds: project.memberIds,
        });
        await record(repos, project.id, user.id, 'episode.create', { number: fields.number });
        return (await settleProject(repos, project.id, { workspaceIds: [workspace.id] })).project;
      });
      return toProjectApiDocument(updated);
    },

    /** `PATCH /api/project/change-episode/{episodeId}`. */
    async changeEpisode(user: SessionUser, episodeId: string, change: EpisodeChange) {
      const episode = await context.projects.findEpisode(episodeId);
      if (!episode) throw new AppError('NOT_FOUND');
      const { project } = await requireRight(context, user.id, episode.projectId, 'edit');
      if (
        change.number !== undefined &&
        episodeNumberTaken(await context.projects.projectEpisodes(project.id), change.number, episode.id)
      )
        throw episodeTaken();
      const updated = await context.withTransaction(async (repos) => {
        await repos.projects.updateEpisode(episode.id, change);
        await record(repos, project.id, user.id, 'episode.change', { episodeId: episode.id });
        return (await settleProject(repos, project.id)).project;
      });
      return toProjectApiDocument(updated);
    },

    /** `DELETE /api/project/delete-episode/{episodeId}`: with its workspace. */
    async deleteEpisode(user: SessionUser, episodeId: string): Promise<ProjectApiDocument> {
      const episode = await context.projects.findEpisode(episodeId);
      if (!episode) throw new AppError('NOT_FOUND');
      const { project } = await requireRight(context, user.id, episode.projectId, 'edit');
      const updated = await context.withTransaction(async (repos) => {
        await repos.projects.deleteEpisode(episode.id);
        await record(repos, project.id, user.id, 'episode.delete', { number: episode.number });
        return (await settleProject(repos, project.id, { members: true })).project;
      });
      return toProjectApiDocument(updated);
    },

    /** `POST /api/project/create-scene/{workspaceId}`: inside the episode (docs/licensing.md §2 "Scene"). */
    async createScene(user: SessionUser, workspaceId: string, fields: SceneFields) {
      const { workspace, project } = await requireWorkspace(context, user.id, workspaceId, 'edit');
      const duration = await episodeDuration(context, workspace);
      if (duration !== null && withinEpisode(duration, fields.start, fields.end)) throw outsideEpisode('end');
      return writeWorkspace(project.id, workspace.id, async (repos) => {
        await repos.projects.insertScene({ workspaceId: workspace.id, ...fields });
        await record(repos, project.id, user.id, 'scene.create', { description: fields.description });
      });
    },

    /** `PATCH /api/project/change-scene/{sceneId}`: a time sent alone is checked against the stored other. */
    async changeScene(user: SessionUser, sceneId: string, change: SceneChange) {
      const scene = await context.projects.findScene(sceneId);
      const found = scene && (await context.projects.findWorkspace(scene.workspaceId));
      if (!scene || !found) throw new AppError('NOT_FOUND');
      const { workspace, project } = await requireWorkspace(context, user.id, found.id, 'edit');
      const start = change.start ?? scene.start;
      const end = change.end ?? scene.end;
      if (!endAfterStart(start, end))
        throw new AppError('VALIDATION', 'validation.endAfterStart', {}, { end: 'validation.endAfterStart' });
      const duration = await episodeDuration(context, workspace);
      if (duration !== null && withinEpisode(duration, start, end)) throw outsideEpisode('end');
      return writeWorkspace(project.id, workspace.id, async (repos) => {
        await repos.projects.updateScene(scene.id, change);
        await record(repos, project.id, user.id, 'scene.change', { sceneId: scene.id });
      });
    },

    /** `DELETE /api/project/delete-scene/{sceneId}`: its entries stay, in no scene. */
    async deleteScene(user: SessionUser, sceneId: string) {
      const scene = await context.projects.findScene(sceneId);
      const found = scene && (await context.projects.findWorkspace(scene.workspaceId));
      if (!scene || !found) throw new AppError('NOT_FOUND');
      const { workspace, project } = await requireWorkspace(context, user.id, found.id, 'edit');
      return writeWorkspace(project.id, workspace.id, async (repos) => {
        await repos.projects.deleteScene(scene.id);
        await record(repos, project.id, user.id, 'scene.delete', { sceneId: scene.id });
      });
    },

    /** `PATCH /api/project/add-track/{id}` `{tracksId, projectWorkspaceId}`: live tracks, appended. */
    async addTrack(user: SessionUser, projectId: string, input: AddTrack) {
      const { workspace, project } = await requireWorkspace(
        context,
        user.id,
        input.projectWorkspaceId,
        'edit',
      );
      if (workspace.projectId !== projectId) throw new AppError('NOT_FOUND');
      const live = new Set(await context.projects.liveTracks(input.tracksId));
      const trackIds = input.tracksId.filter((id) => live.has(id));
      if (trackIds.length === 0) throw new AppError('NOT_FOUND', 'library.trackNotFound');
      return writeWorkspace(project.id, workspace.id, async (repos) => {
        const ids = await repos.projects.appendEntries(workspace.id, trackIds, user.id);
        await record(repos, project.id, user.id, 'entry.add', { entryIds: ids, trackIds });
      });
    },

    /** `DELETE /api/project/remove-track/{projectId}`: the named entries, and those of the named tracks, leave. */
    async removeTrack(user: SessionUser, projectId: string, input: RemoveTrack) {
      const { workspace, project } = await requireWorkspace(
        context,
        user.id,
        input.projectWorkspaceId,
        'edit',
      );
      if (workspace.projectId !== projectId) throw new AppError('NOT_FOUND');
      const tracks = new Set(input.tracksId.map((id) => id.toLowerCase()));
      const tasks = new Set(input.composerOrdersId.map((id) => id.toLowerCase()));
      const named = new Set(input.trackEntryIds.map((id) => id.toLowerCase()));
      const entries = await context.projects.entries(workspace.id);
      if ([...named].some((id) => !entries.some((entry) => entry.id === id)))
        throw new AppError('NOT_FOUND', 'projects.entryNotFound');
      const gone = entries.filter(
        (entry) =>
          named.has(entry.id) ||
          tracks.has(entry.trackId) ||
          (entry.taskId !== null && tasks.has(entry.taskId)),
      );
      if (gone.some((entry) => heldByRequest(entry as { status: EntryStatus; orderId: string | null })))
        throw new AppError('CONFLICT', 'orders.entryHeld');
      return writeWorkspace(project.id, workspace.id, async (repos) => {
        await repos.projects.deleteEntries(gone.map((entry) => entry.id));
        await record(repos, project.id, user.id, 'entry.remove', { trackIds: gone.map((e) => e.trackId) });
      });
    },

    /** `PATCH /api/project/move-track/{id}`: entries into another workspace of the project, or scene. */
    async moveTrack(user: SessionUser, projectId: string, input: MoveTrack) {
      const { project } = await requireRight(context, user.id, projectId, 'edit');
      const target = await context.projects.findWorkspace(input.projectWorkspaceId);
      if (!target || target.projectId !== project.id) throw new AppError('NOT_FOUND');
      if (input.sceneId) {
        const scene = await context.projects.findScene(input.sceneId);
        if (!scene || scene.workspaceId !== target.id)
          throw new AppError('NOT_FOUND', 'projects.sceneNotInWorkspace');
      }
      const workspaceIds = new Set((await context.projects.liveWorkspaces(project.id)).map((w) => w.id));
      const entries = await context.projects.entriesByIds(input.trackEntryIds);
      if (
        entries.length !== input.trackEntryIds.length ||
        entries.some((e) => !workspaceIds.has(e.workspaceId))
      )
        throw new AppError('NOT_FOUND', 'projects.entryNotFound');
      return context.withTransaction(async (repos) => {
        await repos.projects.updateEntries(
          entries.map((entry) => entry.id),
          { workspaceId: target.id, sceneId: input.sceneId },
        );
        await record(repos, project.id, user.id, 'entry.move', { entryIds: input.trackEntryIds });
        const touched = [target.id, ...entries.map((entry) => entry.workspaceId)];
        const { workspaces } = await settleProject(repos, project.id, { workspaceIds: touched });
        return toWorkspaceApiDocument(workspaces[0]!);
      });
    },

    /** `PATCH /api/project/change-statues/{workspaceId}`: edits, not requested or archived, by hand. */
    async changeStatuses(user: SessionUser, workspaceId: string, input: ChangeStatuses) {
      const { workspace, project } = await requireWorkspace(context, user.id, workspaceId, 'edit');
      const entries = await context.projects.entriesByIds(input.trackEntryIds);
      if (
        entries.length !== input.trackEntryIds.length ||
        entries.some((e) => e.workspaceId !== workspace.id)
      )
        throw new AppError('NOT_FOUND', 'projects.entryNotFound');
      if (entries.some((entry) => heldByRequest(entry as { status: EntryStatus; orderId: string | null })))
        throw new AppError('CONFLICT', 'orders.entryHeld');
      return writeWorkspace(project.id, workspace.id, async (repos) => {
        await repos.projects.updateEntries(input.trackEntryIds, { status: input.status });
        await record(repos, project.id, user.id, 'entry.status', {
          entryIds: input.trackEntryIds,
          status: input.status,
        });
      });
    },

    ...workspaceSettings(context),
    ...compilationCommands(context),
  };
}

export type WorkspacesService = ReturnType<typeof workspacesService>;
