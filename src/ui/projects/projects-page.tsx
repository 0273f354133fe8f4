import { useState } from 'react';
import { Button, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import { links } from '../../domain/routes';
import { Page } from '../components/page';
import { useChatUnread } from '../chat/use-chat';
import { useProjects } from '../hooks/use-projects';
import { ProjectDialog } from './project-dialog';
import { ProjectsList } from './projects-list';
import { useProjectsT } from './i18n';

const useStyles = makeStyles({
  head: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
});

/**
 * /projects: my projects and those I am a member of, live from the local database, with their unread chat
 * messages, and New project.
 */
export function ProjectsPage() {
  const styles = useStyles();
  const t = useProjectsT();
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState(false);
  const { projects } = useProjects();
  const unread = useChatUnread();
  return (
    <Page>
      <div className={styles.head}>
        <Title2 as="h1">{t('projects')}</Title2>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setCreating(true)}>
          {t('newProject')}
        </Button>
      </div>
      <ProjectsList projects={projects} unread={unread} onCreate={() => setCreating(true)} />
      {creating ? (
        <ProjectDialog
          project={null}
          onClose={() => setCreating(false)}
          onSaved={(saved) => navigate(links.project(saved.id))}
        />
      ) : null}
    </Page>
  );
}
