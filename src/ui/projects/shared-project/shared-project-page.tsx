import { Body1, Caption1, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { useParams } from 'wouter';
import { sharedProject } from '../../../domain/api/projects-sharing';
import { operationQuery } from '../../../sync/local-query';
import { Page } from '../../components/page';
import { PlayAllButton } from '../../components/play-button';
import { PlaylistCover } from '../../components/playlist-cover';
import { SharedLinkStatus } from '../../components/shared-link-status';
import { EmptyState } from '../../components/library-states';
import { useSharedLink } from '../../hooks/use-shared-link';
import { useSharedProjectT } from './i18n';
import { SharedWorkspace, workspaceTracks, type SharedProjectView } from './shared-workspace';

const useStyles = makeStyles({
  head: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  description: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground3 },
  episodes: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
});

/** Sent without the session, as a signed-out visitor would; a signed-in one keeps the answer locally. */
const sharedQuery = (token: string) =>
  operationQuery(
    sharedProject,
    { query: { token } },
    { tracksOf: (value) => value.tracks, call: { credentials: 'omit' } },
  );

/** The episodes' workspaces by episode number; a workspace bound to no episode comes last. */
function orderedWorkspaces(shared: SharedProjectView) {
  const numberOf = new Map(shared.episodes.map((episode) => [episode.id, episode.number]));
  return [...shared.workspaces].sort(
    (a, b) =>
      (a.episodeId ? (numberOf.get(a.episodeId) ?? Infinity) : Infinity) -
      (b.episodeId ? (numberOf.get(b.episodeId) ?? Infinity) : Infinity),
  );
}

function SharedView({ shared }: { shared: SharedProjectView }) {
  const styles = useStyles();
  const t = useSharedProjectT();
  const { project } = shared;
  const workspaces = orderedWorkspaces(shared);
  const allTracks = workspaces.flatMap((workspace) => workspaceTracks(workspace, shared.tracks));
  return (
    <Page>
      <div className={styles.head}>
        <PlaylistCover playlist={project} size={120} alt={t('cover', { name: project.name })} />
        <Caption1 className={styles.meta}>
          {t('sharedProject')} · {t(`projectType.${project.type}`)}
        </Caption1>
        <Title2 as="h1">{project.name}</Title2>
        {project.description ? <Body1 className={styles.description}>{project.description}</Body1> : null}
        <Caption1 className={styles.meta}>{t('episodeCount', { count: shared.episodes.length })}</Caption1>
      </div>
      {allTracks.length > 0 ? (
        <div>
          <PlayAllButton tracks={allTracks} label={t('playProject')} />
        </div>
      ) : null}
      {workspaces.length === 0 ? (
        <EmptyState text={t('noEpisodes')} />
      ) : (
        <div className={styles.episodes}>
          {workspaces.map((workspace) => (
            <SharedWorkspace
              key={workspace.id}
              workspace={workspace}
              episode={shared.episodes.find((episode) => episode.id === workspace.episodeId) ?? null}
              tracks={shared.tracks}
            />
          ))}
        </div>
      )}
    </Page>
  );
}

/**
 * /shared-project/{token} (docs/licensing.md §2 "Sharing"): the project read-only for anyone with the
 * link, signed in or not: its episodes, scenes and placed tracks, played through the same player; no
 * members, prices or comments. A revoked or unknown link shows a clear unavailable screen.
 */
export function SharedProjectPage() {
  const t = useSharedProjectT();
  const params = useParams<{ projectId: string }>();
  const { loaded, retry } = useSharedLink(params.projectId ?? '', sharedQuery);
  if (loaded.status !== 'ready')
    return <SharedLinkStatus loaded={loaded} retry={retry} text={(key) => t(key)} />;
  return <SharedView shared={loaded.shared} />;
}
