import { useMemo } from 'react';
import { makeStyles, Title2, tokens } from '@fluentui/react-components';
import { useParams, useSearch } from 'wouter';
import { links } from '../../domain/routes';
import { taskTabs, type TaskParty, type TaskTab } from '../../domain/tasks';
import { EmptyState } from '../components/library-states';
import { NavTabs } from '../components/nav-tabs';
import { Page, PageLoading } from '../components/page';
import { RouterLink } from '../components/router-link';
import { useProjects } from '../hooks/use-projects';
import { useTasksT } from './i18n';
import { TaskCard, type DeliveryDialog } from './task-card';
import { useTasks } from './use-tasks';

const useStyles = makeStyles({
  list: {
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
});

const isParty = (value: string): value is TaskParty => value === 'customer' || value === 'owner';
const tabOf = (search: string): TaskTab => {
  const tab = new URLSearchParams(search).get('tab');
  return taskTabs.find((name) => name === tab) ?? 'in_progress';
};
const tabHref = (party: TaskParty, tab: TaskTab) =>
  tab === 'in_progress' ? links.tasks(party) : `${links.tasks(party)}?tab=${tab}`;

function TaskList({
  party,
  tab,
  UploadDialog,
}: {
  party: TaskParty;
  tab: TaskTab;
  UploadDialog?: DeliveryDialog;
}) {
  const t = useTasksT();
  const styles = useStyles();
  const tasks = useTasks(party, tab);
  const { projects } = useProjects();
  const projectNames = useMemo(
    () => new Map((projects ?? []).map((project) => [project.id, project.name])),
    [projects],
  );
  if (tasks === null) return <PageLoading />;
  if (tasks.length === 0)
    return (
      <EmptyState text={t(`empty.${party}.${tab}`)}>
        {party === 'customer' && tab === 'in_progress' ? (
          <RouterLink href={links.artists()}>{t('commission')}</RouterLink>
        ) : null}
      </EmptyState>
    );
  return (
    <ul className={styles.list} aria-label={t(`tab.${tab}`)}>
      {tasks.map((task) => (
        <li key={task.id}>
          <TaskCard
            task={task}
            party={party}
            projectName={task.projectId ? (projectNames.get(task.projectId) ?? null) : null}
            UploadDialog={UploadDialog}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * /tasks/customer and /tasks/owner: the user's composer orders on one side, in the tabs of
 * docs/product.md §4 (the domain's taskTab), live from the local `tasks`. `UploadDialog` is the
 * catalogue's upload form the owner delivers through, handed in by the shell.
 */
export function TasksPage({ UploadDialog }: { UploadDialog?: DeliveryDialog }) {
  const t = useTasksT();
  const { role = '' } = useParams<{ role: string }>();
  const tab = tabOf(useSearch());
  if (!isParty(role))
    return (
      <Page>
        <EmptyState text={t('notFound')} />
      </Page>
    );
  return (
    <Page>
      <Title2 as="h1">{role === 'owner' ? t('titleOwner') : t('titleCustomer')}</Title2>
      <NavTabs
        label={t('tabs')}
        tabs={taskTabs.map((name) => ({
          href: tabHref(role, name),
          label: t(`tab.${name}`),
          current: name === tab,
        }))}
      />
      <TaskList key={`${role}-${tab}`} party={role} tab={tab} UploadDialog={UploadDialog} />
    </Page>
  );
}
