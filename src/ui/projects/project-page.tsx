import { useState, type ComponentType } from 'react';
import {
  Body1,
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { Link, useParams } from 'wouter';
import { can } from '../../domain/projects';
import { links } from '../../domain/routes';
import { ProjectChat } from '../chat/project-chat';
import { useChatUnread } from '../chat/use-chat';
import { Page, PageLoading } from '../components/page';
import { useProject, useProjectRole, useProjectWorkspaces } from '../hooks/use-projects';
import { useSession } from '../hooks/use-session';
import { EpisodesSection } from './episodes-section';
import { MembersSection } from './members-section';
import { ProjectHeader } from './project-header';
import { RequestsSection } from './requests-section';
import { ActivitySection, CompilationsSection, ShareSection } from './side-sections';
import { Segments } from './segments';
import { useProjectsT } from './i18n';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** A piece another feature adds to the project's head (the shell hands in "Commission music"). */
export type ProjectCommission = ComponentType<{ projectId: string; projectName: string }>;

type Section = 'episodes' | 'requests' | 'chat' | 'members' | 'compilations' | 'share' | 'activity';

/** Shown when the project is gone: deleted, or the user was removed from it (live, as the document leaves). */
function Unavailable() {
  const t = useProjectsT();
  return (
    <Page centered>
      <Title2 as="h1">{t('unavailableTitle')}</Title2>
      <Body1>{t('unavailableText')}</Body1>
      <Link href={links.projects()} asChild>
        <Button appearance="primary">{t('backToProjects')}</Button>
      </Link>
    </Page>
  );
}

/**
 * /projects/{id}: the project's header and its sections (episodes with their workspaces, requests, the
 * chat with its unread count, members, compilations, the share link, activity), read live from the local database; what a role may not do is
 * not offered (docs/licensing.md §2). `Commission` (from the shell) is offered to members with the
 * request right while the project is open.
 */
export function ProjectPage({ Commission }: { Commission?: ProjectCommission } = {}) {
  const styles = useStyles();
  const t = useProjectsT();
  const { projectId = '' } = useParams<{ projectId: string }>();
  const { project } = useProject(projectId);
  const { workspaces } = useProjectWorkspaces(projectId);
  const role = useProjectRole(project);
  const { state } = useSession();
  const [section, setSection] = useState<Section>('episodes');
  const unread = useChatUnread().get(projectId.toLowerCase()) ?? 0;
  if (project === undefined) return <PageLoading />;
  if (project === null) return <Unavailable />;
  const closed = project.closedAt !== null;
  const canEdit = can(role, 'edit') && !closed;
  const canManage = can(role, 'manage');
  const sections: Section[] = [
    'episodes',
    'requests',
    'chat',
    'members',
    'compilations',
    ...(canManage ? (['share'] as const) : []),
    'activity',
  ];
  return (
    <Page>
      <div className={styles.body}>
        <ProjectHeader
          project={project}
          role={role}
          action={
            Commission && can(role, 'request') && !closed ? (
              <Commission projectId={project.id} projectName={project.name} />
            ) : null
          }
        />
        {closed ? (
          <MessageBar intent="info">
            <MessageBarBody>{t('closedNote')}</MessageBarBody>
          </MessageBar>
        ) : null}
        <Segments<Section>
          label={t('sections')}
          value={section}
          options={sections.map((name): { value: Section; label: string } => ({
            value: name,
            label: name === 'chat' && unread > 0 ? t('chatUnread', { count: unread }) : t(name),
          }))}
          onChange={setSection}
        />
        {section === 'episodes' ? (
          <EpisodesSection project={project} workspaces={workspaces} canEdit={canEdit} />
        ) : null}
        {section === 'requests' ? <RequestsSection project={project} /> : null}
        {section === 'chat' ? <ProjectChat projectId={project.id} project={project} /> : null}
        {section === 'members' ? (
          <MembersSection project={project} myId={state.user?._id ?? null} canManage={canManage} />
        ) : null}
        {section === 'compilations' ? <CompilationsSection project={project} canEdit={canEdit} /> : null}
        {section === 'share' && canManage ? <ShareSection project={project} /> : null}
        {section === 'activity' ? <ActivitySection project={project} /> : null}
      </div>
    </Page>
  );
}
