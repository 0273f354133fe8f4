import { toApiIds } from '../../../src/domain/api-ids';
import type { SharedProject } from '../../../src/domain/api/projects-sharing';
import type { ProjectRow } from '../../db/schema/projects';
import { AppError } from '../../http/errors';
import type { TrackRow } from '../../db/schema/catalog';
import { toTrackDocument } from '../catalog/index';
import { toProjectApiDocument } from './project-access';
import type { ProjectsRepository } from './projects.repository';

/**
 * The shared project (docs/licensing.md §2 "Sharing"): anyone with the token, signed out too, sees the
 * project, its episodes, scenes and placed tracks read-only and can play them; not its members, budget,
 * comments or entry statuses. A revoked or guessed token is 404 with the link's message.
 */
export function projectShareService(ports: {
  projects: Pick<ProjectsRepository, 'findByShareToken' | 'liveWorkspaces'>;
  tracks: { liveInOrder(ids: string[]): Promise<TrackRow[]> };
}) {
  const view = (row: ProjectRow) => {
    const { _id, name, description, type, coverColor, coverImageUrl } = toProjectApiDocument(row);
    return { _id, name, description, type, coverColor, coverImageUrl };
  };
  return {
    async shared(token: string): Promise<SharedProject> {
      const project = await ports.projects.findByShareToken(token);
      if (!project) throw new AppError('NOT_FOUND', 'library.shareUnavailable');
      const workspaces = await ports.projects.liveWorkspaces(project.id);
      const trackIds = [...new Set(workspaces.flatMap((w) => w.entries.map((entry) => entry.trackId)))];
      const tracks = await ports.tracks.liveInOrder(trackIds);
      const live = new Set(tracks.map((track) => track.id));
      return toApiIds({
        project: view(project),
        episodes: project.episodes,
        workspaces: workspaces.map((workspace) => ({
          _id: workspace.id,
          episodeId: workspace.episodeId,
          scenes: workspace.scenes,
          entries: workspace.entries
            .filter((entry) => live.has(entry.trackId))
            .map(({ id, trackId, sceneId, timeIn, timeOut, usageType }) => ({
              id,
              trackId,
              sceneId,
              timeIn,
              timeOut,
              usageType,
            })),
        })),
        tracks: tracks.map((row) => {
          const { _deleted: _ignored, ...track } = toTrackDocument(row);
          return track;
        }),
      });
    },
  };
}

export type ProjectShareService = ReturnType<typeof projectShareService>;
