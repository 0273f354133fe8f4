import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectApi } from '../../src/domain/api/projects';
import type { WorkspaceWireDocument } from '../../src/domain/projects';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';
import { createTrack } from './library-fixtures';

/** Scenes, placements and comments pushed from a workspace document (docs/licensing.md §7). */
describe.each(databaseTargets)('workspace push on %s', (target) => {
  let t: TestApp;
  let creator: TestUser;
  let editor: TestUser;
  let user: TestUser;
  let viewer: TestUser;
  let projectId: string;
  let workspaceId: string;
  let trackId: string;

  const call = (who: TestUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: who.headers(), ...(payload ? { payload } : {}) });
  const pulled = async (who: TestUser) => {
    const res = await call(who, 'GET', '/sync/workspaces/pull?checkpoint=0&limit=1000');
    return (res.json().documents as WorkspaceWireDocument[]).find((doc) => doc.id === workspaceId)!;
  };
  /** Pushes `change` over the document as `who` last pulled it. */
  const push = async (
    who: TestUser,
    change: (doc: WorkspaceWireDocument) => Partial<WorkspaceWireDocument>,
  ) => {
    const assumed = await pulled(who);
    return call(who, 'POST', '/sync/workspaces/push', {
      rows: [{ assumedMasterState: assumed, newDocumentState: { ...assumed, ...change(assumed) } }],
    });
  };

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    [creator, editor, user, viewer] = (await Promise.all(
      [0, 1, 2, 3].map(() => createTestUser(t.database)),
    )) as [TestUser, TestUser, TestUser, TestUser];
    const owner = await createTestUser(t.database, ['owner']);
    trackId = (await createTrack(t.database, owner.id)).id;
    projectId = (
      (await call(creator, 'POST', '/project/create', { name: 'Push', type: 'film' })).json() as ProjectApi
    )._id;
    const withEpisode = await call(creator, 'POST', `/project/create-episode/${projectId}`, {
      number: 1,
      duration: '00:30:00',
    });
    workspaceId = (withEpisode.json() as ProjectApi).episodes[0]!.workspaceId!;
    for (const [who, role] of [
      [editor, 'editor'],
      [user, 'user'],
      [viewer, 'viewer'],
    ] as const) {
      const email = (await call(who, 'GET', '/user/info')).json().email as string;
      expect(
        (await call(creator, 'POST', `/project/add-member/${projectId}`, { email, role })).statusCode,
      ).toBe(200);
    }
    await call(creator, 'PATCH', `/project/add-track/${projectId}`, {
      tracksId: [trackId],
      projectWorkspaceId: workspaceId,
    });
  });
  afterAll(() => t?.close());

  it('an editor pushes a new scene and places an entry in it; every member pulls the change', async () => {
    const sceneId = crypto.randomUUID();
    const scene = { id: sceneId, description: 'Storm', sceneType: 'featured' as const, start: 60, end: 120 };
    const res = await push(editor, (doc) => ({
      scenes: [...doc.scenes, scene],
      entries: doc.entries.map((entry) => ({
        ...entry,
        sceneId,
        timeIn: 60,
        timeOut: 90,
        usageType: 'theme' as const,
      })),
    }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([]);
    const seen = await pulled(viewer);
    expect(seen.scenes).toEqual([scene]);
    expect(seen.entries[0]).toMatchObject({ trackId, sceneId, timeIn: 60, timeOut: 90, usageType: 'theme' });
    const rest = (await call(creator, 'GET', `/project/info-workspace/${workspaceId}`)).json();
    expect(rest.scenes.map((s: { _id: string }) => s._id)).toEqual([sceneId]);
  });

  it('a user comments on an entry and the workspace by push, but may not place entries or add scenes', async () => {
    const commented = await push(user, (doc) => ({
      comment: 'Too loud here',
      entries: doc.entries.map((entry) => ({ ...entry, comment: 'Try the quieter mix' })),
    }));
    expect(commented.statusCode, commented.body).toBe(200);
    const seen = await pulled(creator);
    expect(seen.comment).toBe('Too loud here');
    expect(seen.entries[0]!.comment).toBe('Try the quieter mix');

    const placed = await push(user, (doc) => ({
      entries: doc.entries.map((entry) => ({ ...entry, timeIn: 10 })),
    }));
    expect(placed.statusCode).toBe(403);
    const scene = {
      id: crypto.randomUUID(),
      description: 'X',
      sceneType: 'other' as const,
      start: 1,
      end: 2,
    };
    expect((await push(user, (doc) => ({ scenes: [...doc.scenes, scene] }))).statusCode).toBe(403);
  });

  it('a viewer may not push a comment', async () => {
    const res = await push(viewer, () => ({ comment: 'Viewer note' }));
    expect(res.statusCode).toBe(403);
    expect((await pulled(creator)).comment).not.toBe('Viewer note');
  });

  it('refuses server fields, end before start and scenes outside the episode, with their wording', async () => {
    const status = await push(editor, (doc) => ({
      entries: doc.entries.map((entry) => ({ ...entry, status: 'agreed' as const })),
    }));
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toBe('The field "status" cannot be changed.');
    const reversed = await push(editor, (doc) => ({
      entries: doc.entries.map((entry) => ({ ...entry, timeIn: 100, timeOut: 50 })),
    }));
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('End time must be greater than start time.');
    const late = {
      id: crypto.randomUUID(),
      description: 'Late',
      sceneType: 'other' as const,
      start: 1800,
      end: 1900,
    };
    const outside = await push(editor, (doc) => ({ scenes: [...doc.scenes, late] }));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe('Time codes must lie within the episode.');
  });

  it('an editor removes a scene by push; its entries stay, in no scene', async () => {
    const res = await push(editor, (doc) => ({
      scenes: [],
      entries: doc.entries.map((entry) => ({ ...entry, sceneId: null })),
    }));
    expect(res.statusCode, res.body).toBe(200);
    const seen = await pulled(creator);
    expect(seen.scenes).toEqual([]);
    expect(seen.entries).toHaveLength(1);
  });
});
