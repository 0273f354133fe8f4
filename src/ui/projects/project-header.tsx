import { useState, type ReactNode } from 'react';
import {
  Body1,
  Button,
  Caption1,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import { can, type ProjectRole } from '../../domain/projects';
import { links } from '../../domain/routes';
import type { ProjectDocType } from '../../db';
import { closeProject, deleteProject, reopenProject } from '../../sync/projects-api';
import { PlaylistCover } from '../components/playlist-cover';
import { useApi } from '../hooks/use-api';
import { ConfirmDialog } from './confirm-dialog';
import { MemberAvatars, StatusBadge } from './project-card';
import { ProjectDialog } from './project-dialog';
import { useCommand } from './use-command';
import { useProjectsT } from './i18n';

const useStyles = makeStyles({
  head: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'center', flexWrap: 'wrap' },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, flexGrow: 1, minWidth: 0 },
  meta: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

type Dialog = 'edit' | 'delete' | null;

function Actions({
  project,
  role,
  onDialog,
}: {
  project: ProjectDocType;
  role: ProjectRole | null;
  onDialog(dialog: Dialog): void;
}) {
  const t = useProjectsT();
  const api = useApi();
  const { run } = useCommand();
  const closed = project.closedAt !== null;
  const canEdit = can(role, 'edit') && !closed;
  const canManage = can(role, 'manage');
  if (!canEdit && !canManage) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button icon={<MoreHorizontalRegular />} aria-label={t('projectActions')} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {canEdit ? <MenuItem onClick={() => onDialog('edit')}>{t('edit')}</MenuItem> : null}
          {canManage && !closed ? (
            <MenuItem onClick={() => void run(() => closeProject(api, project.id), t('closed'))}>
              {t('close')}
            </MenuItem>
          ) : null}
          {canManage && closed ? (
            <MenuItem onClick={() => void run(() => reopenProject(api, project.id), t('reopened'))}>
              {t('reopen')}
            </MenuItem>
          ) : null}
          {canManage ? <MenuItem onClick={() => onDialog('delete')}>{t('delete')}</MenuItem> : null}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

/**
 * The project's header: cover, name, type, status and members, with the actions the role allows and an
 * `action` another feature adds.
 */
export function ProjectHeader({
  project,
  role,
  action = null,
}: {
  project: ProjectDocType;
  role: ProjectRole | null;
  action?: ReactNode;
}) {
  const styles = useStyles();
  const t = useProjectsT();
  const api = useApi();
  const [, navigate] = useLocation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { busy, run } = useCommand();
  const remove = async () => {
    const done = await run(
      () => deleteProject(api, project.id),
      t('deleted', { name: project.name }),
      (message) => t('deleteRefused', { message }),
    );
    setDialog(null);
    if (done) navigate(links.projects());
  };
  return (
    <header className={styles.head}>
      <PlaylistCover playlist={project} alt="" size={72} />
      <div className={styles.text}>
        <Title2 as="h1">{project.name}</Title2>
        <div className={styles.meta}>
          <Caption1>{t(`type_${project.type}`)}</Caption1>
          <StatusBadge status={project.status} />
          <MemberAvatars members={project.members} />
        </div>
        {project.description ? <Body1>{project.description}</Body1> : null}
      </div>
      {action}
      <Actions project={project} role={role} onDialog={setDialog} />
      {dialog === 'edit' ? <ProjectDialog project={project} onClose={() => setDialog(null)} /> : null}
      {dialog === 'delete' ? (
        <ConfirmDialog
          title={t('deleteTitle', { name: project.name })}
          confirm={t('delete')}
          busy={busy}
          onConfirm={() => void remove()}
          onClose={() => setDialog(null)}
        >
          {t('deleteText')}
        </ConfirmDialog>
      ) : null}
    </header>
  );
}
