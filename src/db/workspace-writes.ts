import {
  commentWorkspaceSchema,
  entryFieldsSchema,
  formatTimeCode,
  sceneChangeSchema,
  sceneFieldsSchema,
  type EntryFieldsInput,
  type Scene,
  type SceneFieldsInput,
} from '../domain/projects';
import type { CueDatabase } from './collections';
import { newDocumentId } from './library-writes';
import type { WorkspaceDocType } from './schemas/workspaces.schema';

/**
 * Local writes of a workspace (docs/licensing.md §7): scenes, the placement and order of entries and the
 * comments go into RxDB and replication pushes them (server/modules/projects/workspace-push.ts applies
 * the same rules), so they work offline. Inputs are checked with the server's zod schemas; an invalid
 * input throws the ZodError before anything is written. An entry's track, status and order are the
 * server's: they change through the REST commands (src/sync/projects-api.ts).
 */

type SceneChangeInput = Partial<SceneFieldsInput>;

const timeCodeOf = (seconds: number | null) => (seconds === null ? null : formatTimeCode(seconds));
const byStart = (a: Scene, b: Scene) => a.start - b.start || a.end - b.end;

/** Changes a workspace atomically; false when it is unknown or `change` left it as it was. */
async function modifyWorkspace(
  db: CueDatabase,
  id: string,
  change: (data: WorkspaceDocType) => WorkspaceDocType,
): Promise<boolean> {
  const doc = await db.workspaces.findOne(id).exec();
  if (!doc) return false;
  let changed = false;
  await doc.incrementalModify((data) => {
    const next = change(data);
    changed = next !== data;
    return changed ? { ...next, updatedAt: new Date().toISOString() } : data;
  });
  return changed;
}

/** Adds a scene (time codes as HH:MM:SS); scenes stay ordered by start. Returns the scene, null when unknown. */
export async function addScene(
  db: CueDatabase,
  workspaceId: string,
  input: SceneFieldsInput,
): Promise<Scene | null> {
  const scene: Scene = { id: newDocumentId(), ...sceneFieldsSchema.parse(input) };
  const added = await modifyWorkspace(db, workspaceId, (data) => ({
    ...data,
    scenes: [...data.scenes, scene].sort(byStart),
  }));
  return added ? scene : null;
}

/** Puts a scene back as it was (undoing a deletion); false when it is there already. */
export function restoreScene(db: CueDatabase, workspaceId: string, scene: Scene): Promise<boolean> {
  return modifyWorkspace(db, workspaceId, (data) =>
    data.scenes.some((known) => known.id === scene.id)
      ? data
      : { ...data, scenes: [...data.scenes, scene].sort(byStart) },
  );
}

/** Changes any of a scene's fields; a time sent alone is checked against the stored other one. */
export function changeScene(
  db: CueDatabase,
  workspaceId: string,
  sceneId: string,
  input: SceneChangeInput,
): Promise<boolean> {
  const change = sceneChangeSchema.parse(input);
  return modifyWorkspace(db, workspaceId, (data) => {
    const old = data.scenes.find((scene) => scene.id === sceneId);
    if (!old) return data;
    const scene = { ...old, ...change };
    sceneFieldsSchema.parse({
      ...scene,
      start: formatTimeCode(scene.start),
      end: formatTimeCode(scene.end),
    });
    return {
      ...data,
      scenes: data.scenes.map((known) => (known.id === sceneId ? scene : known)).sort(byStart),
    };
  });
}

/** Deletes a scene; its entries stay in the workspace without a scene. Returns the scene for Undo. */
export async function deleteScene(
  db: CueDatabase,
  workspaceId: string,
  sceneId: string,
): Promise<Scene | null> {
  let removed: Scene | null = null;
  await modifyWorkspace(db, workspaceId, (data) => {
    removed = data.scenes.find((scene) => scene.id === sceneId) ?? null;
    if (!removed) return data;
    return {
      ...data,
      scenes: data.scenes.filter((scene) => scene.id !== sceneId),
      entries: data.entries.map((entry) => (entry.sceneId === sceneId ? { ...entry, sceneId: null } : entry)),
    };
  });
  return removed;
}

/** The workspace's comment (`comment-workspace`); blank clears it. */
export function setWorkspaceComment(
  db: CueDatabase,
  workspaceId: string,
  comment: string | null,
): Promise<boolean> {
  const parsed = commentWorkspaceSchema.parse({ comment }).comment ?? null;
  return modifyWorkspace(db, workspaceId, (data) =>
    (data.comment ?? null) === parsed ? data : { ...data, comment: parsed },
  );
}

/**
 * An entry's placement and comment: its scene (one of the workspace's, or null), time codes in and out
 * (HH:MM:SS, out after in), usage type, comment. Absent fields stay as they are.
 */
export function changeEntry(
  db: CueDatabase,
  workspaceId: string,
  entryId: string,
  input: EntryFieldsInput,
): Promise<boolean> {
  const change = entryFieldsSchema.parse(input);
  return modifyWorkspace(db, workspaceId, (data) => {
    const old = data.entries.find((entry) => entry.id === entryId);
    if (!old) return data;
    if (change.sceneId && !data.scenes.some((scene) => scene.id === change.sceneId))
      throw new RangeError(`Not a scene of the workspace: ${change.sceneId}`);
    const entry = { ...old, ...change };
    entryFieldsSchema.parse({ timeIn: timeCodeOf(entry.timeIn), timeOut: timeCodeOf(entry.timeOut) });
    return { ...data, entries: data.entries.map((known) => (known.id === entryId ? entry : known)) };
  });
}

/** Moves the entry at `from` to position `to` (drag and drop); out-of-range positions change nothing. */
export function moveEntry(db: CueDatabase, workspaceId: string, from: number, to: number): Promise<boolean> {
  return modifyWorkspace(db, workspaceId, (data) => {
    const entries = [...data.entries];
    if (from === to || from < 0 || from >= entries.length || to < 0 || to >= entries.length) return data;
    const [moved] = entries.splice(from, 1);
    entries.splice(to, 0, moved!);
    return { ...data, entries };
  });
}
