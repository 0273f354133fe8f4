import type { ActivityScope, TrackActivity } from '../../../src/domain/projects';
import type { ProjectActivityItem } from '../../../src/domain/api/projects-activity';
import type { SessionUser } from '../auth/index';
import { requireRight, type ProjectsContext } from './project-access';

/**
 * A project's activity (docs/licensing.md §2, §3): the history its panel lists, and the seen-marks behind
 * the red dot (docs/product.md §2): `project-activity` answers whether others changed entries of my
 * projects since I saw them; `user/track-activity` marks entries and orders seen.
 */
export function projectActivityService(context: Pick<ProjectsContext, 'projects'>) {
  return {
    /** `GET /api/project/project-history?projectId=`: a page of it, newest first. */
    async history(
      user: SessionUser,
      projectId: string,
      { page, limit }: { page: number; limit: number },
    ): Promise<{ data: ProjectActivityItem[]; page: number; limit: number; total: number }> {
      const { project } = await requireRight(context, user.id, projectId, 'view');
      const { rows, total } = await context.projects.activity(project.id, {
        offset: (page - 1) * limit,
        limit,
      });
      const data = rows.map((row) => ({
        _id: row.id,
        userId: row.userId,
        action: row.action,
        objectId: row.objectId,
        details: row.details,
        createdAt: row.createdAt.toISOString(),
      }));
      return { data, page, limit, total };
    },

    /** `GET /api/project/project-activity`: across my projects, or of one (404 for an outsider). */
    async unseen(
      user: SessionUser,
      projectId?: string,
      scope?: ActivityScope,
    ): Promise<{ activity: boolean }> {
      if (projectId) await requireRight(context, user.id, projectId, 'view');
      return { activity: await context.projects.hasUnseenActivity(user.id, projectId, scope) };
    },

    /**
     * `PATCH /api/user/track-activity`: marks the given entries and orders seen now; ids the user cannot
     * see mark nothing anyone else reads. Answers what `project-activity` would now say.
     */
    async markSeen(user: SessionUser, input: TrackActivity): Promise<{ activity: boolean }> {
      await context.projects.markSeen(user.id, 'entry', input.trackEntryIds);
      await context.projects.markSeen(user.id, 'order', input.orderIds);
      return { activity: await context.projects.hasUnseenActivity(user.id, undefined, input.scope) };
    },
  };
}

export type ProjectActivityService = ReturnType<typeof projectActivityService>;
