import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectActivityItem } from '../../src/domain/api/projects-activity';
import type { ProjectApi, WorkspaceApi } from '../../src/domain/api/projects';
import { trackEntries } from '../../server/db/schema/projects';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';
import { createTrack } from './library-fixtures';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * docs/product.md §7 "Playlists and projects" and docs/licensing.md §2: free workspaces, compilations,
 * the activity a member has not seen, and a project with requests, which can only be closed.
 */
describe.each(databaseTargets)('project workspaces, compilations and activity on %s', (target) => {
  let t: TestApp;
  let creator: TestUser;
  let editor: TestUser;
  let user: TestUser;
  let outsider: TestUser;
  let trackIds: string[];

  const call = (who: TestUser, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: who.headers(), ...(payload ? { payload } : {}) });
  const ok = async <T>(who: TestUser, method: Method, url: string, payload?: object): Promise<T> => {
    const res = await call(who, method, url, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as T;
  };
  const refused = async (who: TestUser, method: Method, url: string, payload: object, status: number) => {
    const res = await call(who, method, url, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json().message as string;
  };
  const addMember = async (projectId: string, who: TestUser, role: string) => {
    const email = ((await call(who, 'GET', '/user/info')).json() as { email: string }).email;
    await ok(creator, 'POST', `/project/add-member/${projectId}`, { email, role });
  };
  const newProject = async (name: string) => {
    const project = await ok<ProjectApi>(creator, 'POST', '/project/create', { name, type: 'tv_series' });
    await addMember(project._id, editor, 'editor');
    await addMember(project._id, user, 'user');
    return project;
  };

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    creator = await createTestUser(t.database);
    editor = await createTestUser(t.database);
    user = await createTestUser(t.database);
    outsider = await createTestUser(t.database);
    const owner = await createTestUser(t.database, ['owner']);
    trackIds = [];
    for (let i = 0; i < 2; i += 1) trackIds.push((await createTrack(t.database, owner.id, `Pick ${i}`)).id);
  });
  afterAll(() => t?.close());

  it('creates a free workspace with a comment, binds it to an episode and changes its comment', async () => {
    const project = await newProject('Workspaces');
    const free = await ok<WorkspaceApi>(editor, 'POST', `/project/create-workspace/${project._id}`, {
      comment: '  Temp score ideas ',
    });
    expect(free).toMatchObject({ projectId: project._id, episodeId: null, comment: 'Temp score ideas' });
    const withEpisode = await ok<ProjectApi>(creator, 'POST', `/project/create-episode/${project._id}`, {
      number: 1,
      duration: '00:30:00',
    });
    const episodeId = withEpisode.episodes[0]!._id;
    const bound = await ok<WorkspaceApi>(creator, 'POST', `/project/create-workspace/${project._id}`, {
      episodeId,
    });
    expect(bound).toMatchObject({ episodeId, comment: null });

    const commented = await ok<WorkspaceApi>(user, 'PATCH', `/project/change-workspace/${free._id}`, {
      comment: 'Darker, please',
    });
    expect(commented).toMatchObject({ comment: 'Darker, please', episodeId: null });
    const rebound = await ok<WorkspaceApi>(editor, 'PATCH', `/project/change-workspace/${free._id}`, {
      episodeId,
    });
    expect(rebound).toMatchObject({ comment: 'Darker, please', episodeId });
    const cleared = await ok<WorkspaceApi>(editor, 'PATCH', `/project/change-workspace/${free._id}`, {
      comment: '',
      episodeId: null,
    });
    expect(cleared).toMatchObject({ comment: null, episodeId: null });

    await refused(user, 'PATCH', `/project/change-workspace/${free._id}`, { episodeId }, 403);
    await refused(user, 'POST', `/project/create-workspace/${project._id}`, {}, 403);
    await refused(outsider, 'POST', `/project/create-workspace/${project._id}`, {}, 404);
    await refused(outsider, 'PATCH', `/project/change-workspace/${free._id}`, { comment: 'x' }, 404);
    const other = await ok<ProjectApi>(creator, 'POST', '/project/create', { name: 'Other', type: 'film' });
    const foreign = await ok<ProjectApi>(creator, 'POST', `/project/create-episode/${other._id}`, {
      number: 1,
      duration: '01:30:00',
    });
    const foreignEpisode = { episodeId: foreign.episodes[0]!._id };
    await refused(creator, 'POST', `/project/create-workspace/${project._id}`, foreignEpisode, 404);
    expect(
      await refused(
        creator,
        'PATCH',
        `/project/change-workspace/${free._id}`,
        { comment: 'x'.repeat(1_000_000) },
        400,
      ),
    ).toBe('Too long: at most 2000 characters.');
    expect(
      await refused(creator, 'POST', `/project/create-workspace/${project._id}`, { episodeId: 'nope' }, 400),
    ).toBe('This is not a valid id.');
  });

  it('renames a compilation, removes a track from it and deletes it', async () => {
    const project = await newProject('Compilations');
    const made = await ok<ProjectApi>(editor, 'POST', `/project/create-compilation/${project._id}`, {
      name: 'Shortlist',
    });
    const id = made.compilations[0]!._id;
    for (const trackId of trackIds)
      await ok(editor, 'PATCH', `/project/compilation-add-track/${id}`, { trackId });
    const renamed = await ok<ProjectApi>(editor, 'PATCH', `/project/change-compilation/${id}`, {
      name: ' Finalists ',
    });
    expect(renamed.compilations[0]).toMatchObject({ _id: id, name: 'Finalists', trackIds });
    const emptied = await ok<ProjectApi>(creator, 'DELETE', `/project/compilation-remove-track/${id}`, {
      trackId: trackIds[0],
    });
    expect(emptied.compilations[0]!.trackIds).toEqual([trackIds[1]]);
    const again = { trackId: trackIds[0] };
    expect(await refused(creator, 'DELETE', `/project/compilation-remove-track/${id}`, again, 404)).toBe(
      'This track does not exist or was deleted.',
    );
    expect(await refused(creator, 'PATCH', `/project/change-compilation/${id}`, { name: ' ' }, 400)).toBe(
      'Required field',
    );
    await refused(user, 'PATCH', `/project/change-compilation/${id}`, { name: 'Mine' }, 403);
    await refused(user, 'DELETE', `/project/delete-compilation/${id}`, {}, 403);
    await refused(outsider, 'DELETE', `/project/delete-compilation/${id}`, {}, 404);
    const gone = await ok<ProjectApi>(editor, 'DELETE', `/project/delete-compilation/${id}`);
    expect(gone.compilations).toEqual([]);
    await refused(editor, 'DELETE', `/project/delete-compilation/${id}`, {}, 404);
  });

  it('tells a member of activity others made until they mark it seen, and keeps the history', async () => {
    const project = await newProject('Activity');
    const withEpisode = await ok<ProjectApi>(creator, 'POST', `/project/create-episode/${project._id}`, {
      number: 1,
      duration: '00:30:00',
    });
    const workspaceId = withEpisode.episodes[0]!.workspaceId!;
    const activity = async (who: TestUser, query = `?projectId=${project._id}`) =>
      (await ok<{ activity: boolean }>(who, 'GET', `/project/project-activity${query}`)).activity;
    expect(await activity(editor)).toBe(false);

    const placed = await ok<WorkspaceApi>(creator, 'PATCH', `/project/add-track/${project._id}`, {
      tracksId: trackIds,
      projectWorkspaceId: workspaceId,
    });
    const entryIds = placed.entries.map((entry) => entry._id);
    expect(await activity(editor)).toBe(true);
    expect(await activity(editor, '')).toBe(true);
    expect(await activity(creator)).toBe(false);
    // Issue 26 §3: the Requests dot asks of requests only; a member's unseen entries leave it dark.
    expect(await activity(editor, '?scope=requests')).toBe(false);
    const scoped = await ok<{ activity: boolean }>(editor, 'PATCH', '/user/track-activity', {
      orderIds: [],
      scope: 'requests',
    });
    expect(scoped.activity).toBe(false);

    const partly = await ok<{ activity: boolean }>(editor, 'PATCH', '/user/track-activity', {
      trackEntryIds: [entryIds[0]],
    });
    expect(partly.activity).toBe(true);
    const seen = await ok<{ activity: boolean }>(editor, 'PATCH', '/user/track-activity', {
      trackEntryIds: entryIds,
      orderIds: [],
    });
    expect(seen.activity).toBe(false);
    expect(await activity(editor)).toBe(false);

    await ok(creator, 'PATCH', `/project/change-statues/${workspaceId}`, {
      trackEntryIds: [entryIds[1]],
      status: 'edits',
    });
    expect(await activity(editor)).toBe(true);
    const orderId = crypto.randomUUID();
    await t.database.db.update(trackEntries).set({ orderId }).where(eq(trackEntries.id, entryIds[1]!));
    await ok(editor, 'PATCH', '/user/track-activity', { orderIds: [orderId] });
    expect(await activity(editor)).toBe(false);

    type HistoryPage = { data: ProjectActivityItem[]; page: number; limit: number; total: number };
    const history = await ok<HistoryPage>(
      user,
      'GET',
      `/project/project-history?projectId=${project._id}&limit=3`,
    );
    expect(history.data.map((item) => item.action)).toEqual(['entry.status', 'entry.add', 'episode.create']);
    expect(history.data[0]).toMatchObject({ userId: creator.id, details: { entryIds: [entryIds[1]] } });
    expect(history).toMatchObject({ page: 1, limit: 3 });
    const next = await ok<HistoryPage>(
      user,
      'GET',
      `/project/project-history?projectId=${project._id}&limit=3&page=2`,
    );
    expect(next.data.map((item) => item.action)).not.toContain('entry.status');
    expect(next.total).toBe(history.total);
    expect(history.total).toBeGreaterThanOrEqual(3 + next.data.length);

    await refused(outsider, 'GET', `/project/project-activity?projectId=${project._id}`, {}, 404);
    await refused(outsider, 'GET', `/project/project-history?projectId=${project._id}`, {}, 404);
    const badIds = { trackEntryIds: ['not-an-id'] };
    expect(await refused(editor, 'PATCH', '/user/track-activity', badIds, 400)).toBe(
      'This is not a valid id.',
    );
  });

  it('refuses to delete a project with requests, which can still be closed', async () => {
    const project = await newProject('Requested');
    const withEpisode = await ok<ProjectApi>(creator, 'POST', `/project/create-episode/${project._id}`, {
      number: 1,
      duration: '00:30:00',
    });
    const placed = await ok<WorkspaceApi>(creator, 'PATCH', `/project/add-track/${project._id}`, {
      tracksId: [trackIds[0]],
      projectWorkspaceId: withEpisode.episodes[0]!.workspaceId!,
    });
    await t.database.db
      .update(trackEntries)
      .set({ orderId: crypto.randomUUID() })
      .where(eq(trackEntries.id, placed.entries[0]!._id));
    expect(await refused(creator, 'DELETE', `/project/delete/${project._id}`, {}, 409)).toBe(
      'A project with requests cannot be deleted, only closed.',
    );
    const ru = await t.app.inject({
      method: 'DELETE',
      url: `/api/project/delete/${project._id}`,
      headers: { ...creator.headers(), 'accept-language': 'ru' },
    });
    expect(ru.json().message).toBe('Проект с запросами нельзя удалить, только закрыть.');
    const closed = await ok<ProjectApi>(creator, 'PATCH', `/project/close/${project._id}`);
    expect(closed.status).toBe('closed');
    const plain = await newProject('Unrequested');
    expect(await ok(creator, 'DELETE', `/project/delete/${plain._id}`)).toEqual({ _id: plain._id });
  });
});
