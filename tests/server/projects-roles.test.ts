import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectApi } from '../../src/domain/api/projects';
import type { ProjectRole } from '../../src/domain/projects';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Who = ProjectRole | 'outsider';

/** The table of docs/licensing.md §2, as written there (the request right has no endpoint yet). */
const allowed: Record<'view' | 'comment' | 'edit' | 'manage', readonly Who[]> = {
  view: ['creator', 'editor', 'user', 'viewer'],
  comment: ['creator', 'editor', 'user'],
  edit: ['creator', 'editor'],
  manage: ['creator'],
};

describe.each(databaseTargets)('project roles on %s', (target) => {
  let t: TestApp;
  const people = {} as Record<Who, TestUser>;
  let projectId: string;
  let workspaceId: string;
  let episodeNumber = 10;

  const call = (user: TestUser, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: user.headers(), ...(payload ? { payload } : {}) });

  /** One request per right of docs/licensing.md §2; each makes a change the next one does not collide with. */
  const actions: {
    right: keyof typeof allowed;
    name: string;
    run(user: TestUser): ReturnType<typeof call>;
  }[] = [
    {
      right: 'view',
      name: 'read the project',
      run: (u) => call(u, 'GET', `/project/info-project/${projectId}`),
    },
    {
      right: 'view',
      name: 'read a workspace',
      run: (u) => call(u, 'GET', `/project/info-workspace/${workspaceId}`),
    },
    {
      right: 'view',
      name: 'read the history',
      run: (u) => call(u, 'GET', `/project/project-history?projectId=${projectId}`),
    },
    {
      right: 'view',
      name: 'export the cue sheet',
      run: (u) => call(u, 'GET', `/project/cue-sheet/${workspaceId}?format=csv`),
    },
    {
      right: 'comment',
      name: 'comment on a workspace',
      run: (u) => call(u, 'PATCH', `/project/comment-workspace/${workspaceId}`, { comment: 'a note' }),
    },
    {
      right: 'edit',
      name: 'edit the project',
      run: (u) => call(u, 'PATCH', `/project/change/${projectId}`, { director: 'A. Director' }),
    },
    {
      right: 'edit',
      name: 'add an episode',
      run: (u) =>
        call(u, 'POST', `/project/create-episode/${projectId}`, {
          number: (episodeNumber += 1),
          duration: '00:10:00',
        }),
    },
    {
      right: 'edit',
      name: 'add a scene',
      run: (u) =>
        call(u, 'POST', `/project/create-scene/${workspaceId}`, {
          description: 'Scene',
          sceneType: 'other',
          start: '00:00:01',
          end: '00:00:02',
        }),
    },
    {
      right: 'edit',
      name: 'add a free workspace',
      run: (u) => call(u, 'POST', `/project/create-workspace/${projectId}`, { comment: 'Ideas' }),
    },
    {
      right: 'edit',
      name: 'add a compilation',
      run: (u) => call(u, 'POST', `/project/create-compilation/${projectId}`, { name: 'Picks' }),
    },
    {
      right: 'manage',
      name: 'read the share link',
      run: (u) => call(u, 'GET', `/project/share-link/${projectId}`),
    },
    {
      right: 'manage',
      name: 'make the share link',
      run: (u) => call(u, 'PATCH', `/project/share-link/${projectId}`),
    },
    {
      right: 'manage',
      name: 'invite by e-mail',
      run: (u) =>
        call(u, 'POST', `/project/add-member/${projectId}`, {
          email: `invitee-${(episodeNumber += 1)}@example.test`,
          role: 'viewer',
        }),
    },
  ];

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    for (const who of ['creator', 'editor', 'user', 'viewer', 'outsider'] as const)
      people[who] = await createTestUser(t.database);
    const created = await call(people.creator, 'POST', '/project/create', { name: 'Roles', type: 'film' });
    projectId = (created.json() as ProjectApi)._id;
    const withEpisode = await call(people.creator, 'POST', `/project/create-episode/${projectId}`, {
      number: 1,
      duration: '00:10:00',
    });
    workspaceId = (withEpisode.json() as ProjectApi).episodes[0]!.workspaceId!;
    for (const role of ['editor', 'user', 'viewer'] as const) {
      const email = ((await call(people[role], 'GET', '/user/info')).json() as { email: string }).email;
      const added = await call(people.creator, 'POST', `/project/add-member/${projectId}`, { email, role });
      expect(added.statusCode, added.body).toBe(200);
    }
  });
  afterAll(() => t?.close());

  for (const action of actions)
    for (const who of ['creator', 'editor', 'user', 'viewer', 'outsider'] as const) {
      const expected = who === 'outsider' ? 404 : allowed[action.right].includes(who) ? 200 : 403;
      it(`${who}: ${action.name} (${action.right}) → ${expected}`, async () => {
        const res = await action.run(people[who]);
        if (expected === 200) expect(res.statusCode, res.body).toBeLessThan(300);
        else expect(res.statusCode, res.body).toBe(expected);
        if (expected === 403)
          expect(res.json().message).toBe(
            'Access denied. You do not have permission to perform this action.',
          );
      });
    }

  it('removing and deleting are the Creator’s: an editor is refused both', async () => {
    const remove = await call(people.editor, 'DELETE', `/project/remove-member/${projectId}`, {
      userId: people.viewer.id,
    });
    expect(remove.statusCode).toBe(403);
    expect((await call(people.editor, 'DELETE', `/project/delete/${projectId}`)).statusCode).toBe(403);
    expect((await call(people.outsider, 'DELETE', `/project/delete/${projectId}`)).statusCode).toBe(404);
  });
});
