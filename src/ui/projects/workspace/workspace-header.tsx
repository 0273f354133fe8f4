import {
  Body1,
  Button,
  Caption1,
  makeStyles,
  Menu,
  MenuItemLink,
  MenuList,
  MenuPopover,
  MenuTrigger,
  MessageBar,
  MessageBarBody,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular, ArrowLeftRegular } from '@fluentui/react-icons';
import { operationUrl } from '../../../domain/api/operation';
import { cueSheet } from '../../../domain/api/projects-workspaces';
import { cueSheetFormats } from '../../../domain/projects';
import { links } from '../../../domain/routes';
import { PlayAllButton } from '../../components/play-button';
import { RouterLink } from '../../components/router-link';
import { useWorkspaceT } from './i18n';
import type { WorkspaceData } from './use-workspace-data';
import { workspaceTitle } from './workspace-names';

const useStyles = makeStyles({
  head: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  back: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  meta: { display: 'flex', gap: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
});

/** The workspace's title (project · episode), counts, Play workspace and Add scene, and why it may be read-only. */
export function WorkspaceHeader({ data, onAddScene }: { data: WorkspaceData; onAddScene(): void }) {
  const styles = useStyles();
  const t = useWorkspaceT();
  const { project, workspace, rights } = data;
  return (
    <div className={styles.head}>
      <Body1 className={styles.back}>
        <ArrowLeftRegular aria-hidden />
        <RouterLink href={links.project(project.id)}>{t('backToProject', { name: project.name })}</RouterLink>
      </Body1>
      <Title2 as="h1">
        {t('workspaceOf', { project: project.name, episode: workspaceTitle(t, project, workspace) })}
      </Title2>
      <div className={styles.meta}>
        <Caption1>{t('sceneCount', { count: workspace.scenes.length })}</Caption1>
        <Caption1>{t('entryCount', { count: workspace.entries.length })}</Caption1>
      </div>
      {project.closedAt ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('closedProject')}</MessageBarBody>
        </MessageBar>
      ) : !rights.edit ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('readOnly')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.actions}>
        <PlayAllButton tracks={data.queue} label={t('playWorkspace')} />
        {rights.edit ? (
          <Button icon={<AddRegular />} onClick={onAddScene}>
            {t('addScene')}
          </Button>
        ) : null}
        <CueSheetMenu workspaceId={workspace.id} />
      </div>
    </div>
  );
}

/** The workspace's cue sheet as .xlsx or .csv (docs/licensing.md §2 "Cue sheet"); every member may export it. */
function CueSheetMenu({ workspaceId }: { workspaceId: string }) {
  const t = useWorkspaceT();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button icon={<ArrowDownloadRegular />}>{t('cueSheet.download')}</Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {cueSheetFormats.map((format) => (
            <MenuItemLink
              key={format}
              href={`${operationUrl(cueSheet, { workspaceId })}?format=${format}`}
              download
            >
              {t(`cueSheet.${format}`)}
            </MenuItemLink>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
