import {
  Button,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
  tokens,
  Toolbar,
} from '@fluentui/react-components';
import { DeleteRegular, DismissRegular, DocumentSignatureRegular, TagRegular } from '@fluentui/react-icons';
import { settableStatuses, type TrackEntry } from '../../../domain/projects';
import { statusKey, useWorkspaceT } from './i18n';
import { MoveMenus } from './entry-menu';
import type { EntryActions } from './use-entry-actions';
import type { WorkspaceData } from './use-workspace-data';

const useStyles = makeStyles({
  bar: {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
  },
  count: { flexGrow: 1 },
});

interface SelectionBarProps {
  entries: readonly TrackEntry[];
  data: WorkspaceData;
  actions: EntryActions;
  onClear(): void;
  /** Request licences for the selection; absent without the request right. */
  onRequest?(): void;
}

/** What can be done with the selected entries at once: request, status, move, remove. */
export function SelectionBar({ entries, data, actions, onClear, onRequest }: SelectionBarProps) {
  const styles = useStyles();
  const t = useWorkspaceT();
  const statuses = settableStatuses(data.rights.role);
  return (
    <Toolbar className={styles.bar} aria-label={t('selected', { count: entries.length })}>
      <Text className={styles.count} role="status">
        {t('selected', { count: entries.length })}
      </Text>
      {onRequest ? (
        <Button appearance="primary" icon={<DocumentSignatureRegular />} onClick={onRequest}>
          {t('request')}
        </Button>
      ) : null}
      {statuses.length > 0 ? (
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button icon={<TagRegular />}>{t('changeStatus')}</Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {statuses.map((status) => (
                <MenuItem
                  key={status}
                  onClick={() => void actions.changeStatus(entries, status).then(onClear)}
                >
                  {t(statusKey(status))}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      ) : null}
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button>{t('move')}</Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MoveMenus entries={entries} data={data} actions={actions} />
          </MenuList>
        </MenuPopover>
      </Menu>
      <Button icon={<DeleteRegular />} onClick={() => void actions.remove(entries).then(onClear)}>
        {t('removeSelected')}
      </Button>
      <Button appearance="subtle" icon={<DismissRegular />} onClick={onClear}>
        {t('clearSelection')}
      </Button>
    </Toolbar>
  );
}
