import { useMemo } from 'react';
import { Body1, Caption1, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { map } from 'rxjs';
import type { ProjectDocument, WorkspaceDocument } from '../../../domain/projects';
import { links } from '../../../domain/routes';
import { EmptyState } from '../../components/library-states';
import { Page, PageLoading } from '../../components/page';
import { RouterLink } from '../../components/router-link';
import { useObservableState } from '../../hooks/use-observable';
import { useProjects } from '../../hooks/use-projects';
import { useLocalDb } from '../../local-data';
import { useWorkspaceT } from './i18n';
import { workspaceTitle } from './workspace-names';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  meta: { color: tokens.colorNeutralForeground3 },
});

/** Every workspace the user can see, most recently changed first (at most a few hundred: sorted here). */
function useRecentWorkspaces(): WorkspaceDocument[] | null {
  const db = useLocalDb();
  const source = useMemo(
    () =>
      db
        ? db.workspaces
            .find()
            .$.pipe(
              map((docs) =>
                docs
                  .map((doc) => doc.toMutableJSON() as WorkspaceDocument)
                  .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
              ),
            )
        : null,
    [db],
  );
  return useObservableState<WorkspaceDocument[] | null>(source, null).value;
}

function WorkspaceItem({ project, workspace }: { project: ProjectDocument; workspace: WorkspaceDocument }) {
  const styles = useStyles();
  const t = useWorkspaceT();
  return (
    <li className={styles.item}>
      <Body1>
        <RouterLink href={links.workspace(project.id, workspace.id)}>
          {t('workspaceOf', { project: project.name, episode: workspaceTitle(t, project, workspace) })}
        </RouterLink>
      </Body1>
      <Caption1 className={styles.meta}>
        {t('sceneCount', { count: workspace.scenes.length })} ·{' '}
        {t('entryCount', { count: workspace.entries.length })}
      </Caption1>
    </li>
  );
}

/** /workspace: the workspaces of the user's projects, the most recently changed first. */
export function WorkspacesPage() {
  const styles = useStyles();
  const t = useWorkspaceT();
  const { projects } = useProjects();
  const workspaces = useRecentWorkspaces();
  if (!projects || !workspaces) return <PageLoading />;
  const byId = new Map(projects.map((project) => [project.id, project]));
  const shown = workspaces.flatMap((workspace) => {
    const project = byId.get(workspace.projectId);
    return project ? [{ project, workspace }] : [];
  });
  return (
    <Page>
      <Title2 as="h1">{t('recentTitle')}</Title2>
      <Body1>{t('recentIntro')}</Body1>
      {shown.length === 0 ? (
        <EmptyState text={t('recentEmpty')}>
          <RouterLink href={links.projects()}>{t('toProjects')}</RouterLink>
        </EmptyState>
      ) : (
        <ul className={styles.list} aria-label={t('recentTitle')}>
          {shown.map(({ project, workspace }) => (
            <WorkspaceItem key={workspace.id} project={project} workspace={workspace} />
          ))}
        </ul>
      )}
    </Page>
  );
}
