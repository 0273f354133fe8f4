import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ProjectApi, ProjectDetailApi, WorkspaceApi } from '../../src/domain/api/projects';
import { notifications } from '../../server/db/schema/notifications';
import { users } from '../../server/db/schema/users';
import { signup, tokenOf } from './auth-support';
import { linkIn } from '../support/smtp';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';
import { createTrack } from './library-fixtures';
import { coverPng, multipart } from './catalog-fixtures';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe.each(databaseTargets)('projects API on %s', (target) => {
  let t: TestApp;
  let creator: TestUser;
  let outsider: TestUser;
  let trackIds: string[];

  const call = (user: TestUser | null, method: Method, url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: user ? user.headers() : {},
      ...(payload ? { payload } : {}),
    });
  const ok = async <T>(user: TestUser, method: Method, url: string, payload?: object): Promise<T> => {
    const res = await call(user, method, url, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as T;
  };
  const createProject = (user: TestUser, payload: object = { name: 'Night shift', type: 'tv_series' }) =>
    ok<ProjectApi>(user, 'POST', '/project/create', payload);
  const pull = async (user: TestUser, collection: 'projects' | 'workspaces') => {
    const res = await call(user, 'GET', `/sync/${collection}/pull?checkpoint=0&limit=1000`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().documents as { id: string; _deleted: boolean; seq: number }[];
  };
  const notices = (userId: string, subType: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.subType, subType)));

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    creator = await createTestUser(t.database);
    outsider = await createTestUser(t.database);
    const owner = await createTestUser(t.database, ['owner']);
    trackIds = [];
    for (let i = 0; i < 3; i += 1) trackIds.push((await createTrack(t.database, owner.id, `Cue ${i}`)).id);
  });
  afterAll(() => t?.close());

  it('creates a project whose caller is its Creator, lists it and reads it with `_id`', async () => {
    const made = await createProject(creator, {
      name: '  Northern lights ',
      type: 'film',
      budgetMin: 100_000,
      budgetMax: 500_000,
      platforms: ['cinema', 'streaming', 'cinema'],
      coverColor: 'teal',
    });
    expect(made).toMatchObject({
      name: 'Northern lights',
      type: 'film',
      status: 'draft',
      platforms: ['cinema', 'streaming'],
      creatorId: creator.id,
      members: [{ userId: creator.id, role: 'creator' }],
      episodes: [],
    });
    expect(made._id).toEqual(expect.any(String));
    const list = await ok<{ data: ProjectApi[]; total: number; page: number; limit: number }>(
      creator,
      'GET',
      '/project/info?page=1&limit=10&type=film',
    );
    expect(list.data.map((p) => p._id)).toContain(made._id);
    expect(list).toMatchObject({ page: 1, limit: 10 });
    const searched = await ok<{ data: ProjectApi[] }>(creator, 'GET', '/project/info?search=northern');
    expect(searched.data.map((p) => p._id)).toEqual([made._id]);
    expect((await ok<{ total: number }>(outsider, 'GET', '/project/info')).total).toBe(0);
    const detail = await ok<ProjectDetailApi>(creator, 'GET', `/project/info-project/${made._id}`);
    expect(detail).toMatchObject({ _id: made._id, workspaces: [] });
  });

  it("records in the project's activity which fields a change changed, and nothing for an unchanged form", async () => {
    const form = { name: 'Told', type: 'film', budgetMin: 100_000, director: null, platforms: ['tv'] };
    const project = await createProject(creator, form);
    const history = async () =>
      (
        await ok<{ data: { action: string; details: Record<string, unknown> }[] }>(
          creator,
          'GET',
          `/project/project-history?projectId=${project._id}`,
        )
      ).data.filter((item) => item.action === 'project.change');
    // The form sends every field; only the director and the budget changed (issue 26 §4).
    await ok(creator, 'PATCH', `/project/change/${project._id}`, {
      ...form,
      director: 'R. Director',
      budgetMin: 150_000,
    });
    expect((await history()).map((item) => item.details.fields)).toEqual([['budgetMin', 'director']]);
    await ok(creator, 'PATCH', `/project/change/${project._id}`, {
      ...form,
      director: 'R. Director',
      budgetMin: 150_000,
    });
    expect(await history()).toHaveLength(1);
  });

  it('changes a project by JSON or by a form with a cover image checked by its bytes', async () => {
    const project = await createProject(creator, { name: 'Cover', type: 'film', budgetMax: 1000 });
    const changed = await ok<ProjectApi>(creator, 'PATCH', `/project/change/${project._id}`, {
      director: 'R. Director',
      description: '',
    });
    expect(changed).toMatchObject({ director: 'R. Director', description: null, budgetMax: 1000 });
    const tooHigh = await call(creator, 'PATCH', `/project/change/${project._id}`, { budgetMin: 5000 });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().message).toBe('The minimum budget cannot be greater than the maximum.');

    const form = multipart(
      [
        ['name', 'Cover art'],
        ['platforms', 'tv,internet'],
      ],
      [{ name: 'cover', filename: 'cover.png', data: await coverPng(), type: 'image/png' }],
    );
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/project/change/${project._id}`,
      headers: { ...creator.headers(), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Cover art', platforms: ['tv', 'internet'] });
    expect(res.json().coverImageUrl).toMatch(/^\/api\/files\/covers\/.+\.png$/);

    const fake = multipart([], [{ name: 'cover', filename: 'cover.png', data: Buffer.from('not an image') }]);
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/project/change/${project._id}`,
      headers: { ...creator.headers(), ...fake.headers },
      payload: fake.payload,
    });
    expect(refused.statusCode).toBe(415);
  });

  it('closes a project into the Archive, read-only, and reopens it (Creator only)', async () => {
    const editor = await createTestUser(t.database);
    const project = await createProject(creator, { name: 'Closing', type: 'film' });
    const email = (await ok<{ email: string }>(editor, 'GET', '/user/info')).email;
    await ok(creator, 'POST', `/project/add-member/${project._id}`, { email, role: 'editor' });
    expect((await call(editor, 'PATCH', `/project/close/${project._id}`)).statusCode).toBe(403);
    const closed = await ok<ProjectApi>(creator, 'PATCH', `/project/close/${project._id}`);
    expect(closed.status).toBe('closed');
    expect(closed.closedAt).toEqual(expect.any(String));
    const active = await ok<{ data: ProjectApi[] }>(creator, 'GET', '/project/info');
    expect(active.data.map((p) => p._id)).not.toContain(project._id);
    const archive = await ok<{ data: ProjectApi[] }>(creator, 'GET', '/project/info?archived=true');
    expect(archive.data.map((p) => p._id)).toContain(project._id);
    const edit = await call(editor, 'PATCH', `/project/change/${project._id}`, { director: 'X' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe('The project is closed: reopen it to make changes.');
    const reopened = await ok<ProjectApi>(creator, 'PATCH', `/project/reopen/${project._id}`);
    expect(reopened).toMatchObject({ status: 'draft', closedAt: null });
    expect(
      (await call(editor, 'PATCH', `/project/change/${project._id}`, { director: 'X' })).statusCode,
    ).toBe(200);
  });

  it('answers bad input with 400 and the documented wording', async () => {
    const bad = async (url: string, method: Method, payload: object, message: string) => {
      const res = await call(creator, method, url, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    };
    await bad('/project/create', 'POST', { name: 'x', type: 'opera' }, 'Choose a value from the list.');
    await bad(
      '/project/create',
      'POST',
      { name: 'x'.repeat(1_000_000), type: 'film' },
      'Too long: at most 200 characters.',
    );
    await bad(
      '/project/create',
      'POST',
      { name: 'x', type: 'film', budgetMin: 10, budgetMax: 5 },
      'The minimum budget cannot be greater than the maximum.',
    );
    await bad('/project/create', 'POST', { name: 42, type: 'film' }, 'Required field');
    const project = await createProject(creator);
    await bad(
      `/project/create-episode/${project._id}`,
      'POST',
      { number: 101, duration: '00:45:00' },
      'Episode number must be between 0 and 100.',
    );
    await bad(
      `/project/create-episode/${project._id}`,
      'POST',
      { number: 1, duration: '24:00:00' },
      'Time format HH:MM:SS, between 00:00:00 and 23:59:59.',
    );
    const withEpisode = await ok<ProjectApi>(creator, 'POST', `/project/create-episode/${project._id}`, {
      number: 1,
      duration: '00:45:00',
    });
    await bad(
      `/project/create-episode/${project._id}`,
      'POST',
      { number: 1, duration: '00:30:00' },
      'An episode with this number already exists in the project.',
    );
    const workspaceId = withEpisode.episodes[0]!.workspaceId!;
    const scene = { description: 'Chase', sceneType: 'featured' };
    await bad(
      `/project/create-scene/${workspaceId}`,
      'POST',
      { ...scene, start: '00:10:00', end: '00:10:00' },
      'End time must be greater than start time.',
    );
    await bad(
      `/project/create-scene/${workspaceId}`,
      'POST',
      { ...scene, start: '00:10:00', end: '01:10:00' },
      'Time codes must lie within the episode.',
    );
    await bad(
      `/project/add-member/${project._id}`,
      'POST',
      { email: 'someone@example.test', role: 'creator' },
      'Choose a value from the list.',
    );
    for (const url of [
      '/project/info-project/not-a-uuid',
      '/project/info-project/00000000-0000-4000-8000-000000000000',
      '/project/info-workspace/00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await call(creator, 'GET', url);
      expect(res.statusCode, url).toBe(404);
    }
    const unknownTrack = await call(creator, 'PATCH', `/project/add-track/${project._id}`, {
      tracksId: ['00000000-0000-4000-8000-000000000000'],
      projectWorkspaceId: workspaceId,
    });
    expect(unknownTrack.statusCode).toBe(404);
    expect(unknownTrack.json().message).toBe('This track does not exist or was deleted.');
  });

  it('builds a workspace: episode, scenes by start, entries added, moved, restatused and removed', async () => {
    const project = await createProject(creator);
    const first = await ok<ProjectApi>(creator, 'POST', `/project/create-episode/${project._id}`, {
      number: 1,
      title: 'Pilot',
      duration: '00:50:00',
    });
    const second = await ok<ProjectApi>(creator, 'POST', `/project/create-episode/${project._id}`, {
      number: 2,
      duration: '00:50:00',
    });
    expect(second.episodes.map((e) => e.number)).toEqual([1, 2]);
    const [one, two] = second.episodes.map((e) => e.workspaceId!) as [string, string];
    expect(first.episodes[0]!.workspaceId).toBe(one);
    await ok(creator, 'POST', `/project/create-scene/${one}`, {
      description: 'Late',
      sceneType: 'montage',
      start: '00:20:00',
      end: '00:21:00',
    });
    const scened = await ok<WorkspaceApi>(creator, 'POST', `/project/create-scene/${one}`, {
      description: 'Opening',
      sceneType: 'opening_titles',
      start: '00:00:00',
      end: '00:01:30',
    });
    expect(scened.scenes.map((s) => [s.description, s.start, s.end])).toEqual([
      ['Opening', 0, 90],
      ['Late', 1200, 1260],
    ]);
    const opening = scened.scenes[0]!._id;
    const changed = await ok<WorkspaceApi>(creator, 'PATCH', `/project/change-scene/${opening}`, {
      end: '00:02:00',
    });
    expect(changed.scenes[0]).toMatchObject({ _id: opening, end: 120 });
    const tooEarly = await call(creator, 'PATCH', `/project/change-scene/${opening}`, { end: '00:00:00' });
    expect(tooEarly.json().message).toBe('End time must be greater than start time.');

    const added = await ok<WorkspaceApi>(creator, 'PATCH', `/project/add-track/${project._id}`, {
      tracksId: trackIds,
      projectWorkspaceId: one,
    });
    expect(added.entries.map((e) => [e.trackId, e.status, e.addedBy])).toEqual(
      trackIds.map((id) => [id, 'not_requested', creator.id]),
    );
    const [e0, e1] = added.entries.map((e) => e._id) as [string, string];
    const moved = await ok<WorkspaceApi>(creator, 'PATCH', `/project/move-track/${project._id}`, {
      trackEntryIds: [e0],
      projectWorkspaceId: two,
      sceneId: null,
    });
    expect(moved._id).toBe(two);
    expect(moved.entries.map((e) => e._id)).toEqual([e0]);
    const intoScene = await ok<WorkspaceApi>(creator, 'PATCH', `/project/move-track/${project._id}`, {
      trackEntryIds: [e1],
      projectWorkspaceId: one,
      sceneId: opening,
    });
    expect(intoScene.entries.find((e) => e._id === e1)!.sceneId).toBe(opening);
    const statused = await ok<WorkspaceApi>(creator, 'PATCH', `/project/change-statues/${one}`, {
      trackEntryIds: [e1],
      status: 'archived',
    });
    expect(statused.entries.find((e) => e._id === e1)!.status).toBe('archived');
    const notManual = await call(creator, 'PATCH', `/project/change-statues/${one}`, {
      trackEntryIds: [e1],
      status: 'agreed',
    });
    expect(notManual.statusCode).toBe(400);
    const removed = await ok<WorkspaceApi>(creator, 'DELETE', `/project/remove-track/${project._id}`, {
      tracksId: [trackIds[2]],
      projectWorkspaceId: one,
    });
    expect(removed.entries.map((e) => e.trackId)).toEqual([trackIds[1]]);
    const twice = await ok<WorkspaceApi>(creator, 'PATCH', `/project/add-track/${project._id}`, {
      tracksId: [trackIds[1]],
      projectWorkspaceId: one,
    });
    const duplicate = twice.entries.find((e) => e._id !== e1)!._id;
    const oneOfTwo = await ok<WorkspaceApi>(creator, 'DELETE', `/project/remove-track/${project._id}`, {
      trackEntryIds: [duplicate],
      projectWorkspaceId: one,
    });
    expect(oneOfTwo.entries.map((e) => e._id)).toEqual([e1]);
    const notThere = await call(creator, 'DELETE', `/project/remove-track/${project._id}`, {
      trackEntryIds: [e0],
      projectWorkspaceId: one,
    });
    expect(notThere.statusCode).toBe(404);
    const commented = await ok<WorkspaceApi>(creator, 'PATCH', `/project/comment-workspace/${one}`, {
      comment: 'Needs a darker cue',
    });
    expect(commented.comment).toBe('Needs a darker cue');
    const unbound = await ok<WorkspaceApi>(creator, 'PATCH', `/project/episode-workspace/${two}`, {
      episodeId: null,
    });
    expect(unbound.episodeId).toBeNull();

    const compiled = await ok<ProjectApi>(creator, 'POST', `/project/create-compilation/${project._id}`, {
      name: 'Shortlist',
    });
    const compilationId = compiled.compilations[0]!._id;
    const withTrack = await ok<ProjectApi>(
      creator,
      'PATCH',
      `/project/compilation-add-track/${compilationId}`,
      { trackId: trackIds[0] },
    );
    expect(withTrack.compilations[0]).toMatchObject({ name: 'Shortlist', trackIds: [trackIds[0]] });

    const detail = await ok<ProjectDetailApi>(creator, 'GET', `/project/info-project/${project._id}`);
    expect(detail.workspaces.map((w) => w._id).sort()).toEqual([one, two].sort());
    const activity = await ok<{ data: { action: string }[] }>(
      creator,
      'GET',
      `/project/project-history?projectId=${project._id}`,
    );
    expect(activity.data.map((a) => a.action)).toEqual(
      expect.arrayContaining(['project.create', 'episode.create', 'entry.add', 'entry.move', 'entry.remove']),
    );

    const renumbered = await ok<ProjectApi>(
      creator,
      'PATCH',
      `/project/change-episode/${second.episodes[1]!._id}`,
      {
        number: 3,
        title: 'Finale',
      },
    );
    expect(renumbered.episodes.map((e) => [e.number, e.title])).toEqual([
      [1, 'Pilot'],
      [3, 'Finale'],
    ]);
    const clash = await call(creator, 'PATCH', `/project/change-episode/${second.episodes[1]!._id}`, {
      number: 1,
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().message).toBe('An episode with this number already exists in the project.');
    const lateScene = scened.scenes[1]!._id;
    const withoutLate = await ok<WorkspaceApi>(creator, 'DELETE', `/project/delete-scene/${lateScene}`);
    expect(withoutLate.scenes.map((s) => s._id)).toEqual([opening]);

    const afterDelete = await ok<ProjectApi>(
      creator,
      'DELETE',
      `/project/delete-episode/${second.episodes[1]!._id}`,
    );
    expect(afterDelete.episodes.map((e) => e.number)).toEqual([1]);
    const gone = await ok<{ _id: string }>(creator, 'DELETE', `/project/delete/${project._id}`);
    expect(gone._id).toBe(project._id);
    expect((await call(creator, 'GET', `/project/info-project/${project._id}`)).statusCode).toBe(404);
  });

  it('pulls a project and its workspace with their children; a child change moves the parent seq', async () => {
    const project = await createProject(creator);
    const withEpisode = await ok<ProjectApi>(creator, 'POST', `/project/create-episode/${project._id}`, {
      number: 0,
      duration: '01:30:00',
    });
    const workspaceId = withEpisode.episodes[0]!.workspaceId!;
    const before = (await pull(creator, 'workspaces')).find((d) => d.id === workspaceId)!;
    await ok(creator, 'POST', `/project/create-scene/${workspaceId}`, {
      description: 'Rain',
      sceneType: 'background',
      start: '00:01:00',
      end: '00:02:00',
    });
    const after = (await pull(creator, 'workspaces')).find((d) => d.id === workspaceId) as unknown as {
      seq: number;
      scenes: { description: string }[];
    };
    expect(after.seq).toBeGreaterThan(before.seq);
    expect(after.scenes.map((s) => s.description)).toEqual(['Rain']);
    const projectDoc = (await pull(creator, 'projects')).find((d) => d.id === project._id) as unknown as {
      episodes: { workspaceId: string }[];
      members: { userId: string }[];
    };
    expect(projectDoc.episodes[0]!.workspaceId).toBe(workspaceId);
    expect((await pull(outsider, 'projects')).some((d) => d.id === project._id)).toBe(false);
    expect((await pull(outsider, 'workspaces')).some((d) => d.id === workspaceId)).toBe(false);
  });

  it('adds, changes and removes members with their notices; a removed member loses the project on the API and in pull', async () => {
    const member = await createTestUser(t.database);
    const project = await createProject(creator);
    const withEpisode = await ok<ProjectApi>(creator, 'POST', `/project/create-episode/${project._id}`, {
      number: 1,
      duration: '00:20:00',
    });
    const workspaceId = withEpisode.episodes[0]!.workspaceId!;
    const email = (await ok<{ email: string }>(member, 'GET', '/user/info')).email;
    const added = await ok<ProjectApi>(creator, 'POST', `/project/add-member/${project._id}`, {
      email: email.toUpperCase(),
      role: 'viewer',
    });
    expect(added.members).toEqual(
      expect.arrayContaining([expect.objectContaining({ userId: member.id, role: 'viewer' })]),
    );
    expect(await notices(member.id, 'Add Project Role')).toHaveLength(1);
    const again = await call(creator, 'POST', `/project/add-member/${project._id}`, { email, role: 'user' });
    expect(again.statusCode).toBe(409);
    expect((await pull(member, 'projects')).some((d) => d.id === project._id && !d._deleted)).toBe(true);
    expect((await pull(member, 'workspaces')).some((d) => d.id === workspaceId && !d._deleted)).toBe(true);

    await ok(creator, 'PATCH', `/project/change-member/${project._id}`, {
      userId: member.id,
      role: 'editor',
    });
    expect(await notices(member.id, 'Change Project Role')).toHaveLength(1);
    const fixed = await call(creator, 'PATCH', `/project/change-member/${project._id}`, {
      userId: creator.id,
      role: 'viewer',
    });
    expect(fixed.statusCode).toBe(403);
    expect(fixed.json().message).toBe("The project's Creator cannot be changed or removed.");

    await ok(creator, 'DELETE', `/project/remove-member/${project._id}`, { userId: member.id });
    expect(await notices(member.id, 'Remove Project Role')).toHaveLength(1);
    expect((await call(member, 'GET', `/project/info-project/${project._id}`)).statusCode).toBe(404);
    expect((await call(member, 'GET', `/project/info-workspace/${workspaceId}`)).statusCode).toBe(404);
    expect((await pull(member, 'projects')).find((d) => d.id === project._id)).toMatchObject({
      _deleted: true,
    });
    expect((await pull(member, 'workspaces')).find((d) => d.id === workspaceId)).toMatchObject({
      _deleted: true,
    });
    const notMember = await call(creator, 'DELETE', `/project/remove-member/${project._id}`, {
      userId: member.id,
    });
    expect(notMember.statusCode).toBe(404);

    // Added back: the project and its workspace come back in pull.
    await ok(creator, 'POST', `/project/add-member/${project._id}`, { email, role: 'user' });
    expect((await pull(member, 'projects')).find((d) => d.id === project._id)).toMatchObject({
      _deleted: false,
    });
    expect((await pull(member, 'workspaces')).find((d) => d.id === workspaceId)).toMatchObject({
      _deleted: false,
    });
  });

  it('invites an unknown address by mail through SMTP', async () => {
    const project = await createProject(creator, { name: 'Harbour', type: 'documentary' });
    const updated = await ok<ProjectApi>(creator, 'POST', `/project/add-member/${project._id}`, {
      email: 'newcomer@example.test',
      role: 'editor',
    });
    expect(updated.invitations).toEqual([
      expect.objectContaining({ email: 'newcomer@example.test', role: 'editor' }),
    ]);
    const mail = await t.smtp.waitFor('newcomer@example.test');
    expect(mail.subject).toBe('Invitation to the project "Harbour" on Cueline');
    expect(mail.text).toContain('http://localhost:3000/auth/signup?email=newcomer%40example.test');
  });

  it('adds an invited address to the project once it signs up and confirms, with the invited role', async () => {
    const project = await createProject(creator, { name: 'Quay', type: 'documentary' });
    const email = `invited-${Date.now().toString(36)}@example.test`;
    await ok(creator, 'POST', `/project/add-member/${project._id}`, { email, role: 'editor' });
    await t.smtp.waitFor(email);

    const { res } = await signup(t, { email });
    expect(res.statusCode).toBe(201);
    const confirmation = await t.smtp.waitFor(email, (mail) => mail.text.includes('confirm-signup'));
    const confirmed = await t.app.inject({
      method: 'GET',
      url: `/api/auth/confirm-signup?token=${tokenOf(linkIn(confirmation))}`,
    });
    expect(confirmed.statusCode).toBe(200);
    const [account] = await t.database.db.select().from(users).where(eq(users.email, email));
    const detail = await ok<ProjectDetailApi>(creator, 'GET', `/project/info-project/${project._id}`);
    expect(detail.members).toContainEqual(expect.objectContaining({ userId: account!.id, role: 'editor' }));
    expect(detail.invitations).toEqual([]);
    expect(await notices(account!.id, 'Add Project Role')).toHaveLength(1);
  });

  it('shares a project by a revocable link, read-only and signed out', async () => {
    const project = await createProject(creator, { name: 'Shared', type: 'film', budgetMin: 500 });
    const withEpisode = await ok<ProjectApi>(creator, 'POST', `/project/create-episode/${project._id}`, {
      number: 1,
      duration: '00:20:00',
    });
    const workspaceId = withEpisode.episodes[0]!.workspaceId!;
    await ok(creator, 'PATCH', `/project/add-track/${project._id}`, {
      tracksId: [trackIds[0]],
      projectWorkspaceId: workspaceId,
    });
    await ok(creator, 'PATCH', `/project/comment-workspace/${workspaceId}`, { comment: 'secret note' });
    expect(await ok(creator, 'GET', `/project/share-link/${project._id}`)).toEqual({
      url: null,
      token: null,
    });
    const link = await ok<{ url: string; token: string }>(
      creator,
      'PATCH',
      `/project/share-link/${project._id}`,
    );
    expect(await ok(creator, 'GET', `/project/share-link/${project._id}`)).toEqual(link);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`http://localhost:3000/shared-project/${link.token}`);
    expect((await ok<{ token: string }>(creator, 'PATCH', `/project/share-link/${project._id}`)).token).toBe(
      link.token,
    );

    const open = await call(null, 'GET', `/project/info-share?token=${link.token}`);
    expect(open.statusCode, open.body).toBe(200);
    const shared = open.json();
    expect(shared.project).toEqual(expect.objectContaining({ _id: project._id, name: 'Shared' }));
    expect(shared.tracks.map((track: { _id: string }) => track._id)).toEqual([trackIds[0]]);
    expect(shared.workspaces[0].entries).toHaveLength(1);
    expect(open.body).not.toContain('secret note');
    expect(open.body).not.toContain('budgetMin');
    expect(open.body).not.toContain('@example.test');

    const guessed = await call(null, 'GET', `/project/info-share?token=${'A'.repeat(43)}`);
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json().message).toBe('This link no longer works: it was revoked or never existed.');
    await ok(creator, 'DELETE', `/project/share-link/${project._id}`);
    expect((await call(null, 'GET', `/project/info-share?token=${link.token}`)).statusCode).toBe(404);
    expect(await ok(creator, 'GET', `/project/share-link/${project._id}`)).toEqual({
      url: null,
      token: null,
    });
  });
});
