import { useCallback, useMemo, useState } from 'react';
import { MenuItem } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import type { TrackDocument } from '../../../domain/catalog';
import { heldByRequest } from '../../../domain/orders';
import { liveSelection, toggleAll, type Scene, type TrackEntry } from '../../../domain/projects';
import { links } from '../../../domain/routes';
import { changeEntry, deleteScene, restoreScene } from '../../../db/workspace-writes';
import { EmptyState, TracksStates } from '../../components/library-states';
import { Page, PageLoading } from '../../components/page';
import { RouterLink } from '../../components/router-link';
import { errorText } from '../../components/server-errors';
import { useSnackbar } from '../../components/snackbar';
import { translateKey } from '../../i18n';
import { useLocalDb } from '../../local-data';
import { EntryDialog } from './entry-dialog';
import { EntryList } from './entry-list';
import { EntryMenuItems } from './entry-menu';
import { useWorkspaceT } from './i18n';
import { RequestDialog } from './request-dialog';
import { SceneDialog } from './scene-dialog';
import { SelectionBar } from './selection-bar';
import { useEntryActions } from './use-entry-actions';
import { useWorkspaceData, type WorkspaceData } from './use-workspace-data';
import { WorkspaceDetails } from './workspace-details';
import { WorkspaceHeader } from './workspace-header';
import { episodeDuration } from './workspace-names';

type Open =
  { kind: 'scene'; scene: Scene | null } | { kind: 'entry'; entry: TrackEntry } | { kind: 'request' } | null;

/** Deletes a scene at once (its entries stay, in no scene) and offers Undo, which puts both back. */
function useSceneDelete(workspaceId: string, entries: readonly TrackEntry[]) {
  const t = useWorkspaceT();
  const db = useLocalDb();
  const { t: common } = useTranslation();
  const { show } = useSnackbar();
  return (scene: Scene) => {
    if (!db) return;
    const placed = entries.filter((entry) => entry.sceneId === scene.id).map((entry) => entry.id);
    const undo = async () => {
      await restoreScene(db, workspaceId, scene);
      for (const id of placed) await changeEntry(db, workspaceId, id, { sceneId: scene.id });
    };
    const fail = (error: unknown) =>
      show({ title: translateKey(common, errorText(error)), type: 'negative' });
    deleteScene(db, workspaceId, scene.id).then(
      () =>
        show({
          title: t('sceneDeleted'),
          type: 'info',
          actionTitle: t('undo'),
          action: () => void undo().catch(fail),
        }),
      fail,
    );
  };
}

/** The selected entries, kept to those still in the workspace. */
function useSelection(entries: readonly TrackEntry[]) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const selected = useMemo(() => liveSelection(picked, entries), [picked, entries]);
  const toggle = useCallback((id: string) => setPicked((previous) => toggleAll(previous, [id])), []);
  const toggleGroup = useCallback(
    (ids: readonly string[]) => setPicked((previous) => toggleAll(previous, ids)),
    [],
  );
  const clear = useCallback(() => setPicked(new Set()), []);
  return { selected, toggle, toggleGroup, clear };
}

function WorkspaceView({ data }: { data: WorkspaceData }) {
  const t = useWorkspaceT();
  const { workspace, rights } = data;
  const [open, setOpen] = useState<Open>(null);
  const actions = useEntryActions(workspace);
  const selection = useSelection(workspace.entries);
  const removeScene = useSceneDelete(workspace.id, workspace.entries);
  const close = () => setOpen(null);
  const duration = episodeDuration(data.project, workspace);
  const chosen = workspace.entries.filter((entry) => selection.selected.has(entry.id));
  const requestable = chosen.filter((entry) => !heldByRequest(entry));
  const entryMenu = (entry: TrackEntry, track: TrackDocument | undefined) => (
    <EntryMenuItems
      entry={entry}
      track={track}
      data={data}
      actions={actions}
      onEdit={(edited) => setOpen({ kind: 'entry', entry: edited })}
    />
  );
  const sceneMenu = (scene: Scene) => (
    <>
      <MenuItem icon={<EditRegular />} onClick={() => setOpen({ kind: 'scene', scene })}>
        {t('editScene')}
      </MenuItem>
      <MenuItem icon={<DeleteRegular />} onClick={() => removeScene(scene)}>
        {t('deleteScene')}
      </MenuItem>
    </>
  );
  const editing = open?.kind === 'entry' ? workspace.entries.find((e) => e.id === open.entry.id) : undefined;
  return (
    <Page>
      <WorkspaceHeader data={data} onAddScene={() => setOpen({ kind: 'scene', scene: null })} />
      <WorkspaceDetails data={data} />
      {rights.edit && chosen.length > 0 ? (
        <SelectionBar
          entries={chosen}
          data={data}
          actions={actions}
          onClear={selection.clear}
          onRequest={rights.request ? () => setOpen({ kind: 'request' }) : undefined}
        />
      ) : null}
      <TracksStates state={data.tracks} />
      {workspace.entries.length === 0 ? (
        <EmptyState text={t('emptyWorkspace')}>
          <RouterLink href={links.catalog('customer')}>{t('toCatalog')}</RouterLink>
        </EmptyState>
      ) : null}
      <EntryList
        groups={data.groups}
        trackById={data.trackById}
        queue={data.queue}
        selectable={rights.edit}
        selected={selection.selected}
        onToggle={selection.toggle}
        onToggleGroup={selection.toggleGroup}
        entryMenu={entryMenu}
        sceneMenu={rights.edit ? sceneMenu : undefined}
      />
      {open?.kind === 'scene' ? (
        <SceneDialog
          workspaceId={workspace.id}
          scene={open.scene}
          episodeDuration={duration}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'request' ? (
        <RequestDialog
          projectId={data.project.id}
          entries={requestable}
          skipped={chosen.length - requestable.length}
          onClose={close}
          onSent={selection.clear}
        />
      ) : null}
      {editing ? (
        <EntryDialog
          workspaceId={workspace.id}
          entry={editing}
          title={data.trackById.get(editing.trackId)?.title ?? t('unknownTrack')}
          canEdit={rights.edit}
          episodeDuration={duration}
          onClose={close}
        />
      ) : null}
    </Page>
  );
}

/** /workspace/{projectId}/{workspaceId}: an episode's scenes and track entries, live from the local database. */
export function WorkspacePage() {
  const t = useWorkspaceT();
  const params = useParams<{ projectId: string; workspaceId: string }>();
  const data = useWorkspaceData(params.projectId ?? '', params.workspaceId ?? '');
  if (data === undefined) return <PageLoading />;
  if (data === null)
    return (
      <Page>
        <EmptyState text={t('notFound')}>
          <RouterLink href={links.projects()}>{t('toProjects')}</RouterLink>
        </EmptyState>
      </Page>
    );
  return <WorkspaceView data={data} />;
}
