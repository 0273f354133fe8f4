import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { OrderApi } from '../../src/domain/api/orders';
import type { ProjectApi, WorkspaceApi } from '../../src/domain/api/projects';
import { notifications } from '../../server/db/schema/notifications';
import type { TestApp } from './support/harness';
import type { TestUser } from './sync-fixtures';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * Requests to the suite's app (`app` reads it once beforeAll has started it) as a test user, in the
 * profile of the user's first role unless `role` says otherwise.
 */
export function apiCalls(app: () => TestApp) {
  const call = (who: TestUser, method: Method, url: string, payload?: object, role?: 'owner' | 'customer') =>
    app().app.inject({
      method,
      url: `/api${url}`,
      headers: who.headers(role ?? who.roles[0]),
      ...(payload ? { payload } : {}),
    });
  /** A request that succeeds, and its answer. */
  const ok = async <T>(who: TestUser, method: Method, url: string, payload?: object): Promise<T> => {
    const res = await call(who, method, url, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as T;
  };
  /** A request answered with `status`, and the refusal (its message, the current order of a conflict). */
  const refusal = async (
    who: TestUser,
    method: Method,
    url: string,
    payload: object | undefined,
    status: number,
  ) => {
    const res = await call(who, method, url, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as { message: string; current?: OrderApi };
  };
  /** A request answered with `status`, and the refusal's message. */
  const refused = async (...args: Parameters<typeof refusal>) => (await refusal(...args)).message;
  return { call, ok, refused, refusal };
}

export type ApiCalls = ReturnType<typeof apiCalls>;

/**
 * A film project of `creator` with `members` in their roles and one episode whose workspace holds `tracks`
 * (placed in that order); answers the project, the workspace and each track's entry, in `tracks` order.
 */
export async function projectWithEntries(
  { call, ok }: ApiCalls,
  creator: TestUser,
  options: {
    name: string;
    duration: string;
    members: readonly (readonly [TestUser, string])[];
    tracks: readonly { id: string }[];
  },
) {
  const project = await ok<ProjectApi>(creator, 'POST', '/project/create', {
    name: options.name,
    type: 'film',
  });
  for (const [who, role] of options.members) {
    const email = ((await call(who, 'GET', '/user/info')).json() as { email: string }).email;
    await ok(creator, 'POST', `/project/add-member/${project._id}`, { email, role });
  }
  const withEpisode = await ok<ProjectApi>(creator, 'POST', `/project/create-episode/${project._id}`, {
    number: 1,
    duration: options.duration,
  });
  const workspaceId = withEpisode.episodes[0]!.workspaceId!;
  const added = await ok<WorkspaceApi>(creator, 'PATCH', `/project/add-track/${project._id}`, {
    tracksId: options.tracks.map((track) => track.id),
    projectWorkspaceId: workspaceId,
  });
  const entryOf = (trackId: string) => added.entries.find((entry) => entry.trackId === trackId)!._id;
  return { project, workspaceId, entries: options.tracks.map((track) => entryOf(track.id)) };
}

/** The proposal notices `who` has been sent. */
export const proposalNotices = (app: TestApp, who: TestUser) =>
  app.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, who.id), eq(notifications.type, 'Proposal')));
