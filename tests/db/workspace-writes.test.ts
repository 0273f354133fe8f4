import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { ZodError } from 'zod';
import {
  projectsQuery,
  projectWorkspacesQuery,
  workspaceQuery,
  type CueDatabase,
  type WorkspaceDocType,
} from '../../src/db';
import {
  addScene,
  changeEntry,
  changeScene,
  deleteScene,
  moveEntry,
  restoreScene,
  setWorkspaceComment,
} from '../../src/db/workspace-writes';
import type { TrackEntry } from '../../src/domain/projects';
import { openTestDatabase } from './support';

const at = '2026-01-01T12:00:00.000Z';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const entry = (n: number): TrackEntry => ({
  id: uuid(100 + n),
  trackId: uuid(200 + n),
  sceneId: null,
  timeIn: null,
  timeOut: null,
  usageType: null,
  status: 'not_requested',
  comment: null,
  orderId: null,
  taskId: null,
  addedBy: uuid(1),
  addedAt: at,
});

const workspace = (n: number, projectId: string, createdAt = at): WorkspaceDocType => ({
  id: uuid(n),
  projectId,
  episodeId: null,
  comment: null,
  scenes: [],
  entries: [entry(1), entry(2), entry(3)],
  createdAt,
  updatedAt: createdAt,
  seq: 1,
});

describe('workspace local writes (docs/licensing.md §7)', () => {
  let db: CueDatabase;
  const read = async () => (await firstValueFrom(workspaceQuery(db, uuid(10))))!;
  beforeEach(async () => {
    db = await openTestDatabase(undefined, ['projects', 'workspaces']);
    await db.workspaces.insert(workspace(10, uuid(50)));
  });
  afterEach(async () => {
    await db.close();
  });

  it('adds scenes ordered by start, changes and deletes them, and undoes a deletion', async () => {
    const late = await addScene(db, uuid(10), {
      description: 'Late',
      sceneType: 'background',
      start: '00:20:00',
      end: '00:21:00',
    });
    const early = await addScene(db, uuid(10), {
      description: 'Early',
      sceneType: 'featured',
      start: '00:01:00',
      end: '00:02:00',
    });
    expect((await read()).scenes.map((scene) => scene.description)).toEqual(['Early', 'Late']);
    expect(await changeScene(db, uuid(10), early!.id, { start: '00:30:00', end: '00:31:00' })).toBe(true);
    expect((await read()).scenes.map((scene) => scene.description)).toEqual(['Late', 'Early']);

    await changeEntry(db, uuid(10), entry(1).id, { sceneId: late!.id });
    const removed = await deleteScene(db, uuid(10), late!.id);
    expect(removed).toMatchObject({ id: late!.id, start: 1200 });
    const after = await read();
    expect(after.scenes.map((scene) => scene.id)).toEqual([early!.id]);
    expect(after.entries[0]!.sceneId).toBeNull();
    expect(await restoreScene(db, uuid(10), removed!)).toBe(true);
    expect((await read()).scenes.map((scene) => scene.id)).toEqual([late!.id, early!.id]);
  });

  it('refuses a scene whose end is not after its start, with the §5 message, and writes nothing', async () => {
    const refused = addScene(db, uuid(10), {
      description: 'Bad',
      sceneType: 'featured',
      start: '00:05:00',
      end: '00:05:00',
    });
    await expect(refused).rejects.toBeInstanceOf(ZodError);
    await expect(refused).rejects.toMatchObject({
      issues: [expect.objectContaining({ message: 'validation.endAfterStart' })],
    });
    const scene = await addScene(db, uuid(10), {
      description: 'Ok',
      sceneType: 'featured',
      start: '00:05:00',
      end: '00:06:00',
    });
    await expect(changeScene(db, uuid(10), scene!.id, { end: '00:04:00' })).rejects.toBeInstanceOf(ZodError);
    expect((await read()).scenes).toEqual([scene]);
  });

  it('places and comments entries, refusing an out before the in', async () => {
    await changeEntry(db, uuid(10), entry(2).id, {
      timeIn: '00:00:10',
      timeOut: '00:00:40',
      usageType: 'theme',
      comment: 'Louder',
    });
    expect((await read()).entries[1]).toMatchObject({
      timeIn: 10,
      timeOut: 40,
      usageType: 'theme',
      comment: 'Louder',
    });
    await expect(changeEntry(db, uuid(10), entry(2).id, { timeOut: '00:00:05' })).rejects.toBeInstanceOf(
      ZodError,
    );
    expect((await read()).entries[1]!.timeOut).toBe(40);
  });

  it('reorders entries and keeps the workspace comment', async () => {
    expect(await moveEntry(db, uuid(10), 0, 2)).toBe(true);
    expect((await read()).entries.map((known) => known.id)).toEqual([entry(2).id, entry(3).id, entry(1).id]);
    expect(await moveEntry(db, uuid(10), 0, 9)).toBe(false);
    expect(await setWorkspaceComment(db, uuid(10), 'Temp music only')).toBe(true);
    expect(await setWorkspaceComment(db, uuid(10), 'Temp music only')).toBe(false);
    expect((await read()).comment).toBe('Temp music only');
    expect(await setWorkspaceComment(db, uuid(10), '')).toBe(true);
    expect((await read()).comment).toBeNull();
  });

  it("lists a project's workspaces oldest first and nothing of other projects", async () => {
    await db.workspaces.insert(workspace(11, uuid(50), '2025-12-01T00:00:00.000Z'));
    await db.workspaces.insert(workspace(12, uuid(51)));
    const listed = await firstValueFrom(projectWorkspacesQuery(db, uuid(50)));
    expect(listed.map((known) => known.id)).toEqual([uuid(11), uuid(10)]);
    expect(await firstValueFrom(projectsQuery(db))).toEqual([]);
  });
});
