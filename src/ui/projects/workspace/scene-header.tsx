import type { ReactNode } from 'react';
import {
  Badge,
  Button,
  Caption1,
  Checkbox,
  makeStyles,
  Menu,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { MoreVerticalRegular } from '@fluentui/react-icons';
import { formatTimeCode, type Scene } from '../../../domain/projects';
import { sceneTypeKey, useWorkspaceT } from './i18n';

export const SCENE_HEADER_HEIGHT = 56;

const useStyles = makeStyles({
  head: {
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    minHeight: `${SCENE_HEADER_HEIGHT}px`,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  title: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere', margin: 0 },
  meta: { color: tokens.colorNeutralForeground3, fontVariantNumeric: 'tabular-nums' },
  empty: { flexBasis: '100%', color: tokens.colorNeutralForeground3 },
});

interface SceneHeaderProps {
  /** Null heads the tracks placed in no scene. */
  scene: Scene | null;
  count: number;
  /** The group's select-all box: absent when the viewer cannot edit or the group is empty. */
  selection?: { state: 'all' | 'some' | 'none'; toggle(): void };
  /** The scene's menu items (edit, delete) for members who may change it. */
  menu?: ReactNode;
}

/** A scene's heading over its entries: description, type, start–end and count, with its actions. */
export function SceneHeader({ scene, count, selection, menu }: SceneHeaderProps) {
  const styles = useStyles();
  const t = useWorkspaceT();
  const name = scene?.description ?? t('noScene');
  return (
    <div className={styles.head} data-scene-id={scene?.id ?? 'none'}>
      {selection ? (
        <Checkbox
          checked={selection.state === 'all' ? true : selection.state === 'some' ? 'mixed' : false}
          aria-label={t('selectGroup', { name })}
          onChange={selection.toggle}
        />
      ) : null}
      <Subtitle2 as="h2" className={styles.title}>
        {name}
      </Subtitle2>
      {scene ? (
        <>
          <Badge appearance="outline">{t(sceneTypeKey(scene.sceneType))}</Badge>
          <Caption1 className={styles.meta}>
            {t('sceneRange', { start: formatTimeCode(scene.start), end: formatTimeCode(scene.end) })}
          </Caption1>
        </>
      ) : null}
      <Caption1 className={styles.meta}>{t('entryCount', { count })}</Caption1>
      {scene && menu ? (
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button
              appearance="subtle"
              size="small"
              icon={<MoreVerticalRegular />}
              aria-label={t('sceneActions', { description: scene.description })}
            />
          </MenuTrigger>
          <MenuPopover>
            <MenuList>{menu}</MenuList>
          </MenuPopover>
        </Menu>
      ) : null}
      {scene && count === 0 ? <Caption1 className={styles.empty}>{t('emptyScene')}</Caption1> : null}
    </div>
  );
}
