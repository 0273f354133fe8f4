import { Menu, MenuDivider, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import {
  ArrowDownRegular,
  ArrowUpRegular,
  DeleteRegular,
  EditRegular,
  FolderArrowRightRegular,
  TextGrammarArrowRightRegular,
} from '@fluentui/react-icons';
import type { TrackDocument } from '../../../domain/catalog';
import type { TrackEntry } from '../../../domain/projects';
import { AddToPlaylistMenuItem } from '../../components/add-to-playlist-menu';
import { QueueMenuItems } from '../../components/queue-menu';
import { useWorkspaceT } from './i18n';
import type { EntryActions } from './use-entry-actions';
import type { WorkspaceData } from './use-workspace-data';
import { sceneTargets, workspaceTitle } from './workspace-names';

interface EntryMenuProps {
  entry: TrackEntry;
  track: TrackDocument | undefined;
  data: WorkspaceData;
  actions: EntryActions;
  onEdit(entry: TrackEntry): void;
}

/** "Move to scene" and "Move to another workspace" as submenus, for one entry or a selection. */
export function MoveMenus({
  entries,
  data,
  actions,
}: {
  entries: readonly TrackEntry[];
  data: WorkspaceData;
  actions: EntryActions;
}) {
  const t = useWorkspaceT();
  const sceneId = entries.length === 1 ? entries[0]!.sceneId : undefined;
  const scenes = sceneTargets(t, data.workspace.scenes, sceneId ?? null);
  if (sceneId === undefined && !scenes.some((scene) => scene.id === null))
    scenes.push({ id: null, name: t('noScene') });
  const others = data.siblings.filter((workspace) => workspace.id !== data.workspace.id);
  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <MenuItem icon={<TextGrammarArrowRightRegular />}>{t('moveToScene')}</MenuItem>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {scenes.map((scene) => (
              <MenuItem
                key={scene.id ?? 'none'}
                onClick={() => void actions.moveToScene(entries, scene.id, scene.name)}
              >
                {scene.name}
              </MenuItem>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <MenuItem icon={<FolderArrowRightRegular />}>{t('moveToWorkspace')}</MenuItem>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {others.length === 0 ? <MenuItem disabled>{t('noOtherWorkspace')}</MenuItem> : null}
            {others.map((workspace) => {
              const name = workspaceTitle(t, data.project, workspace);
              return (
                <MenuItem
                  key={workspace.id}
                  onClick={() => void actions.moveToWorkspace(entries, workspace.id, name)}
                >
                  {name}
                </MenuItem>
              );
            })}
          </MenuList>
        </MenuPopover>
      </Menu>
    </>
  );
}

/** An entry's actions: queue and playlist, then (by the member's rights) edit, reorder, move, remove. */
export function EntryMenuItems({ entry, track, data, actions, onEdit }: EntryMenuProps) {
  const t = useWorkspaceT();
  const { rights } = data;
  const group = data.groups.find((known) => known.entries.some((item) => item.id === entry.id));
  const at = group?.entries.findIndex((item) => item.id === entry.id) ?? -1;
  const before = at > 0 ? group?.entries[at - 1] : undefined;
  const after = group && at >= 0 ? group.entries[at + 1] : undefined;
  return (
    <>
      {track ? <QueueMenuItems track={track} /> : null}
      {track ? <AddToPlaylistMenuItem track={track} /> : null}
      {rights.edit || rights.comment ? (
        <>
          <MenuDivider />
          <MenuItem icon={<EditRegular />} onClick={() => onEdit(entry)}>
            {t('editEntry')}
          </MenuItem>
        </>
      ) : null}
      {rights.edit ? (
        <>
          {before ? (
            <MenuItem icon={<ArrowUpRegular />} onClick={() => void actions.reorder(entry.id, before.id)}>
              {t('moveUp')}
            </MenuItem>
          ) : null}
          {after ? (
            <MenuItem icon={<ArrowDownRegular />} onClick={() => void actions.reorder(entry.id, after.id)}>
              {t('moveDown')}
            </MenuItem>
          ) : null}
          <MoveMenus entries={[entry]} data={data} actions={actions} />
          <MenuItem icon={<DeleteRegular />} onClick={() => void actions.remove([entry])}>
            {t('remove')}
          </MenuItem>
        </>
      ) : null}
    </>
  );
}
