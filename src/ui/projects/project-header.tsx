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
  typographyStyles,
} from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { can, type ProjectRole } from '../../domain/projects';
import { formatMoney } from '../../domain/orders/queue';
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
  facts: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  fact: { display: 'flex', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  term: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground3 },
  value: { ...typographyStyles.caption1, margin: 0, overflowWrap: 'anywhere' },
});

/** The project's budget as a range in roubles ("₽150,000 – ₽400,000", "from ₽150,000"); null when unset. */
function budgetText(project: ProjectDocType, language: string, t: ReturnType<typeof useProjectsT>) {
  const { budgetMin: min, budgetMax: max } = project;
  if (min !== null && max !== null)
    return t('budgetRange', { from: formatMoney(min, language), to: formatMoney(max, language) });
  if (min !== null) return t('budgetFromOnly', { amount: formatMoney(min, language) });
  if (max !== null) return t('budgetToOnly', { amount: formatMoney(max, language) });
  return null;
}

/** Budget, director and production company as saved in the project form (issue 26 §4). */
function ProjectFacts({ project }: { project: ProjectDocType }) {
  const styles = useStyles();
  const t = useProjectsT();
  const { i18n } = useTranslation();
  const facts = [
    { label: t('budget'), value: budgetText(project, i18n.language, t) },
    { label: t('director'), value: project.director },
    { label: t('production'), value: project.production },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value));
  if (facts.length === 0) return null;
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt className={styles.term}>{fact.label}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

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
        <ProjectFacts project={project} />
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
