import { z } from 'zod';
import {
  can,
  endAfterStart,
  projectStatus,
  sceneSchema,
  trackEntrySchema,
  withinEpisode,
  COMMENT_MAX,
  type ProjectRight,
  type Scene,
  type TrackEntry,
} from '../../../src/domain/projects';
import { heldByRequest } from '../../../src/domain/orders';
import type { WorkspaceRow } from '../../db/schema/projects';
import { AppError } from '../../http/errors';
import { syncHintEffect } from '../../outbox/effects';
import type { SessionUser } from '../auth/index';
import type { ProjectsPorts } from './project-access';
import { parseInput } from '../library/index';

/**
 * The pushed parts of a workspace document (docs/licensing.md §7: scenes, the placement of entries and
 * comments are local writes that are pushed), with the same rules as the REST commands: scenes and
 * placements need the edit right, comments the comment right (docs/licensing.md §2); an entry's track,
 * status, order and author are the server's.
 */
const pushedScenes = z
  .array(sceneSchema.extend({ id: z.uuid({ message: 'validation.invalidId' }) }))
  .max(500);
const pushedEntries = z
  .array(trackEntrySchema.extend({ id: z.uuid({ message: 'validation.invalidId' }) }))
  .max(2000);
const pushedComment = z.string().max(COMMENT_MAX, { message: 'validation.tooLong' }).nullable();

/** Entry fields only the server sets: a push that changes one is refused. */
const serverFields = ['trackId', 'status', 'orderId', 'taskId', 'addedBy', 'addedAt'] as const;
const placementFields = ['sceneId', 'timeIn', 'timeOut', 'usageType'] as const;

const differs = <T extends object>(a: T, b: T, keys: readonly (keyof T)[]) =>
  keys.filter((key) => JSON.stringify(a[key] ?? null) !== JSON.stringify(b[key] ?? null));

const endAfterStartError = (field: string) =>
  new AppError('VALIDATION', 'validation.endAfterStart', {}, { [field]: 'validation.endAfterStart' });

async function writeScenes(
  repos: ProjectsPorts,
  current: WorkspaceRow,
  scenes: Scene[],
  duration: number | null,
) {
  const before = new Map(current.scenes.map((scene) => [scene.id, scene]));
  for (const scene of scenes) {
    if (!endAfterStart(scene.start, scene.end)) throw endAfterStartError('scenes');
    if (duration !== null && withinEpisode(duration, scene.start, scene.end))
      throw new AppError('VALIDATION', 'projects.outsideEpisode');
    const { id, ...fields } = scene;
    const old = before.get(id);
    if (!old) await repos.projects.insertScene({ id, workspaceId: current.id, ...fields });
    else if (differs(old, scene, ['description', 'sceneType', 'start', 'end']).length > 0)
      await repos.projects.updateScene(id, fields);
    before.delete(id);
  }
  for (const id of before.keys()) await repos.projects.deleteScene(id);
}

async function writeEntries(
  repos: ProjectsPorts,
  current: WorkspaceRow,
  entries: TrackEntry[],
  context: { user: SessionUser; need(right: ProjectRight): void; sceneIds: Set<string> },
): Promise<boolean> {
  const before = new Map(current.entries.map((entry, index) => [entry.id, { entry, index }]));
  let placed = false;
  for (const [index, entry] of entries.entries()) {
    if (!endAfterStart(entry.timeIn, entry.timeOut)) throw endAfterStartError('entries');
    if (entry.sceneId && !context.sceneIds.has(entry.sceneId))
      throw new AppError('NOT_FOUND', 'projects.sceneNotInWorkspace');
    const old = before.get(entry.id);
    const { sceneId, timeIn, timeOut, usageType, comment } = entry;
    if (!old) {
      context.need('edit');
      if ((await repos.projects.liveTracks([entry.trackId])).length === 0)
        throw new AppError('NOT_FOUND', 'library.trackNotFound');
      const values = { sceneId, timeIn, timeOut, usageType, comment, position: index };
      await repos.projects.insertEntry({
        id: entry.id,
        workspaceId: current.id,
        trackId: entry.trackId,
        addedBy: context.user.id,
        ...values,
      });
      placed = true;
      continue;
    }
    const fixed = differs(old.entry, entry, serverFields);
    if (fixed.length > 0) throw new AppError('BAD_REQUEST', 'sync.fieldNotAllowed', { field: fixed[0]! });
    if (differs(old.entry, entry, placementFields).length > 0 || old.index !== index) context.need('edit');
    if (differs(old.entry, entry, ['comment']).length > 0) context.need('comment');
    await repos.projects.updateEntries([entry.id], {
      sceneId,
      timeIn,
      timeOut,
      usageType,
      comment,
      position: index,
    });
    before.delete(entry.id);
  }
  if (before.size > 0) {
    context.need('edit');
    if ([...before.values()].some(({ entry }) => heldByRequest(entry)))
      throw new AppError('CONFLICT', 'orders.entryHeld');
    await repos.projects.deleteEntries([...before.keys()]);
    placed = true;
  }
  return placed;
}

/** Entries that came or changed (not those that went: nobody can look at them any more). */
function changedEntryIds(before: TrackEntry[], after: TrackEntry[]): string[] {
  const old = new Map(before.map((entry) => [entry.id, JSON.stringify(entry)]));
  return after.filter((entry) => old.get(entry.id) !== JSON.stringify(entry)).map((entry) => entry.id);
}

/**
 * A pushed change of a workspace (server/sync/push.ts has checked that the caller is a member): writes
 * the scenes and entries through `repos` (the push's transaction) and returns the workspace's column
 * values; the project's status follows when entries came or went.
 */
export async function applyWorkspacePush(
  repos: ProjectsPorts,
  changes: Record<string, unknown>,
  current: WorkspaceRow,
  user: SessionUser,
): Promise<Record<string, unknown>> {
  if (current.deleted) throw new AppError('BAD_REQUEST', 'sync.unknownDocument');
  const project = await repos.projects.find(current.projectId);
  const role = project ? await repos.projects.role(project.id, user.id) : null;
  if (!project || !role) throw new AppError('BAD_REQUEST', 'sync.unknownDocument');
  if (project.closedAt) throw new AppError('FORBIDDEN', 'projects.closed');
  const need = (right: ProjectRight) => {
    if (!can(role, right)) throw new AppError('FORBIDDEN');
  };
  const values: Record<string, unknown> = {};
  if ('comment' in changes) {
    need('comment');
    values.comment = parseInput(pushedComment, changes.comment);
  }
  let sceneIds = new Set(current.scenes.map((scene) => scene.id));
  if ('scenes' in changes) {
    need('edit');
    const scenes = parseInput(pushedScenes, changes.scenes);
    const episode = current.episodeId ? await repos.projects.findEpisode(current.episodeId) : undefined;
    await writeScenes(repos, current, scenes, episode?.duration ?? null);
    sceneIds = new Set(scenes.map((scene) => scene.id));
  }
  let placed = false;
  if ('entries' in changes) {
    const entries = parseInput(pushedEntries, changes.entries);
    placed = await writeEntries(repos, current, entries, { user, need, sceneIds });
  }
  if ('comment' in values)
    await repos.projects.updateWorkspace(current.id, { comment: values.comment as string | null });
  const refreshed = await repos.projects.refreshWorkspace(current.id);
  await repos.projects.recordActivity({
    projectId: project.id,
    userId: user.id,
    action: 'workspace.push',
    objectId: current.id,
    details: { fields: Object.keys(changes), entryIds: changedEntryIds(current.entries, refreshed.entries) },
  });
  const orders = await repos.projects.followOrders(project.id);
  if (orders.length > 0)
    await repos.outbox.add([
      syncHintEffect({
        userIds: [...new Set(orders.flatMap((order) => order.userIds))],
        collection: 'orders',
        seq: Math.max(...orders.map((order) => order.seq)),
      }),
    ]);
  if (placed) {
    const status = projectStatus(await repos.projects.entryStatuses(project.id), false);
    // A track of another owner placed may open an owner thread to more readers (its messages' audience).
    const messagesChanged = await repos.projects.rewriteMessageAudience(project.id);
    if (status !== project.status || messagesChanged > 0) {
      const updated = await repos.projects.refresh(project.id, status);
      await repos.outbox.add([
        syncHintEffect({ userIds: updated.memberIds, collection: 'projects', seq: updated.seq }),
        ...(messagesChanged > 0
          ? [syncHintEffect({ userIds: updated.memberIds, collection: 'messages', seq: updated.seq })]
          : []),
      ]);
    }
  }
  return { comment: refreshed.comment, scenes: refreshed.scenes, entries: refreshed.entries };
}
