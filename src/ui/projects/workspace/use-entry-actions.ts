import { useTranslation } from 'react-i18next';
import { filter, firstValueFrom, map, race, timer } from 'rxjs';
import {
  formatTimeCode,
  isManualStatus,
  type ManualEntryStatus,
  type TrackEntry,
  type WorkspaceDocument,
} from '../../../domain/projects';
import { type CueDatabase } from '../../../db';
import { changeEntry, moveEntry } from '../../../db/workspace-writes';
import {
  addTracksToWorkspace,
  changeStatuses,
  moveEntries,
  removeTracksFromWorkspace,
} from '../../../sync/projects-api';
import { errorText } from '../../components/server-errors';
import { useSnackbar } from '../../components/snackbar';
import { useApi } from '../../hooks/use-api';
import { translateKey } from '../../i18n';
import { useLocalDb } from '../../local-data';
import { statusKey, useWorkspaceT } from './i18n';

/** How long Undo waits for the re-added entries to come back through the pull. */
const PULL_WAIT_MS = 10_000;

/** Resolves with the workspace once it holds every one of `ids` (or null after the wait). */
function entriesArrived(db: CueDatabase, workspaceId: string, ids: readonly string[]) {
  const arrived$ = db.workspaces.findOne(workspaceId).$.pipe(
    map((doc) => (doc ? (doc.toMutableJSON() as WorkspaceDocument) : null)),
    filter((doc): doc is WorkspaceDocument => {
      const known = new Set(doc?.entries.map((entry) => entry.id));
      return ids.every((id) => known.has(id));
    }),
  );
  return firstValueFrom(race(arrived$, timer(PULL_WAIT_MS).pipe(map(() => null))));
}

/**
 * Puts removed entries back: the server places their tracks again (new entries), then their status,
 * scene, time codes, usage, comment and place in the list are restored.
 */
async function restoreEntries(
  api: ReturnType<typeof useApi>,
  db: CueDatabase,
  workspace: WorkspaceDocument,
  removed: readonly TrackEntry[],
) {
  const trackIds = [...new Set(removed.map((entry) => entry.trackId))];
  const answer = await addTracksToWorkspace(api, workspace.projectId, {
    tracksId: trackIds,
    projectWorkspaceId: workspace.id,
  });
  const fresh = answer.entries.slice(-trackIds.length);
  const pairs = removed.flatMap((old) => {
    const entry = fresh.find((candidate) => candidate.trackId === old.trackId);
    return entry ? [{ old, entry }] : [];
  });
  for (const status of new Set(pairs.map(({ old }) => old.status)))
    if (isManualStatus(status) && status !== 'not_requested') {
      const ids = pairs.filter(({ old }) => old.status === status).map(({ entry }) => entry.id);
      await changeStatuses(api, workspace.id, { trackEntryIds: ids, status });
    }
  await restorePlacement(db, workspace, pairs);
}

/** The restored entries' scene, time codes, usage, comment and place, once the pull has brought them. */
async function restorePlacement(
  db: CueDatabase,
  workspace: WorkspaceDocument,
  pairs: readonly { old: TrackEntry; entry: TrackEntry }[],
) {
  const local = await entriesArrived(
    db,
    workspace.id,
    pairs.map(({ entry }) => entry.id),
  );
  if (!local) return;
  const sceneIds = new Set(local.scenes.map((scene) => scene.id));
  const time = (seconds: number | null) => (seconds === null ? null : formatTimeCode(seconds));
  for (const { old, entry } of pairs) {
    const sceneId = old.sceneId && sceneIds.has(old.sceneId) ? old.sceneId : null;
    const { timeIn, timeOut, usageType, comment } = old;
    await changeEntry(db, workspace.id, entry.id, {
      sceneId,
      timeIn: time(timeIn),
      timeOut: time(timeOut),
      usageType,
      comment,
    });
  }
  const order = workspace.entries.map((entry) => entry.id);
  for (const { old, entry } of pairs) {
    const from = (await currentIds(db, workspace.id)).indexOf(entry.id);
    const to = Math.min(order.indexOf(old.id), from);
    if (from >= 0 && to >= 0) await moveEntry(db, workspace.id, from, to);
  }
}

async function currentIds(db: CueDatabase, workspaceId: string): Promise<string[]> {
  const doc = await db.workspaces.findOne(workspaceId).exec();
  return doc ? doc.entries.map((entry) => entry.id) : [];
}

/**
 * The workspace's entry actions with their snackbars: placement (scene, order) is written locally and
 * pushed; removing, moving to another workspace and statuses are commands the server answers.
 */
export function useEntryActions(workspace: WorkspaceDocument) {
  const t = useWorkspaceT();
  const { t: common } = useTranslation();
  const api = useApi();
  const db = useLocalDb();
  const { show } = useSnackbar();
  const fail = (error: unknown) => show({ title: translateKey(common, errorText(error)), type: 'negative' });
  const run = (work: () => Promise<unknown>) => work().catch(fail);
  const index = (id: string) => workspace.entries.findIndex((entry) => entry.id === id);

  return {
    moveToScene: (entries: readonly TrackEntry[], sceneId: string | null, sceneName: string) =>
      run(async () => {
        if (!db) return;
        for (const entry of entries) await changeEntry(db, workspace.id, entry.id, { sceneId });
        show({ title: t('movedToScene', { count: entries.length, scene: sceneName }), type: 'info' });
      }),
    /** Up or down past the neighbour in the same group (`neighbourId`). */
    reorder: (entryId: string, neighbourId: string) =>
      run(async () => {
        if (db) await moveEntry(db, workspace.id, index(entryId), index(neighbourId));
      }),
    moveToWorkspace: (entries: readonly TrackEntry[], targetId: string, targetName: string) =>
      run(async () => {
        await moveEntries(api, workspace.projectId, {
          trackEntryIds: entries.map((entry) => entry.id),
          projectWorkspaceId: targetId,
          sceneId: null,
        });
        show({
          title: t('movedToWorkspace', { count: entries.length, workspace: targetName }),
          type: 'info',
        });
      }),
    changeStatus: (entries: readonly TrackEntry[], status: ManualEntryStatus) =>
      run(async () => {
        const changeable = entries.filter((entry) => isManualStatus(entry.status));
        const skipped = entries.length - changeable.length;
        if (changeable.length > 0)
          await changeStatuses(api, workspace.id, {
            trackEntryIds: changeable.map((entry) => entry.id),
            status,
          });
        const changed = t('statusChanged', { count: changeable.length, status: t(statusKey(status)) });
        const note = skipped > 0 ? ` ${t('statusSkipped', { count: skipped })}` : '';
        show({ title: `${changeable.length > 0 ? changed : ''}${note}`.trim(), type: 'info' });
      }),
    /** Removes at once and offers Undo, which places the tracks again as they were. */
    remove: (entries: readonly TrackEntry[]) =>
      run(async () => {
        const ids = new Set(entries.map((entry) => entry.id));
        const gone = workspace.entries.filter((entry) => ids.has(entry.id));
        await removeTracksFromWorkspace(api, workspace.projectId, {
          tracksId: [],
          projectWorkspaceId: workspace.id,
          composerOrdersId: [],
          trackEntryIds: [...ids],
        });
        show({
          title: t('removed', { count: gone.length }),
          type: 'info',
          actionTitle: t('undo'),
          action: () => void run(async () => db && restoreEntries(api, db, workspace, gone)),
        });
      }),
  };
}

export type EntryActions = ReturnType<typeof useEntryActions>;
