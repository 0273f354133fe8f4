import {
  Body1,
  Button,
  Caption1,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { sharedProject } from '../../domain/api/project-sharing';
import { SHARE_TOKEN_PATTERN } from '../../domain/projects';
import { links } from '../../domain/routes';
import { isApiError } from '../../sync/api-error';
import { operationQuery } from '../../sync/local-query';
import { Page, PageLoading } from '../components/page';
import { PlayAllButton } from '../components/play-button';
import { PlaylistCover } from '../components/playlist-cover';
import { RouterLink } from '../components/router-link';
import { errorText } from '../components/server-errors';
import { EmptyState } from '../components/library-states';
import { useLocalQuery } from '../hooks/use-local-query';
import { translateKey } from '../i18n';
import { useSharedProjectT } from './i18n';
import { SharedWorkspace, workspaceTracks, type SharedProjectView } from './shared-workspace';

const useStyles = makeStyles({
  head: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  description: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground3 },
  episodes: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
});

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; shared: SharedProjectView }
  | { status: 'unavailable' }
  | { status: 'error'; error: unknown };

/** A revoked or unknown token (404) and a malformed one (400) both mean the link does not work. */
const linkBroken = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

/** Sent without the session, as a signed-out visitor would; a signed-in one keeps the answer locally. */
const sharedQuery = (token: string) =>
  operationQuery(
    sharedProject,
    { query: { token } },
    { tracksOf: (value) => value.tracks, call: { credentials: 'omit' } },
  );

function useSharedProject(token: string): { loaded: Loaded; retry(): void } {
  const valid = SHARE_TOKEN_PATTERN.test(token);
  const answer = useLocalQuery(valid ? sharedQuery(token) : null);
  if (!valid || linkBroken(answer.error)) return { loaded: { status: 'unavailable' }, retry: answer.retry };
  if (answer.data) return { loaded: { status: 'ready', shared: answer.data }, retry: answer.retry };
  if (answer.error) return { loaded: { status: 'error', error: answer.error }, retry: answer.retry };
  return { loaded: { status: 'loading' }, retry: answer.retry };
}

function Unavailable() {
  const t = useSharedProjectT();
  return (
    <Page centered>
      <Title2 as="h1">{t('unavailableTitle')}</Title2>
      <Body1>{t('unavailableText')}</Body1>
      <RouterLink href={links.home()}>{t('goHome')}</RouterLink>
    </Page>
  );
}

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
  const { t: common } = useTranslation();
  const params = useParams<{ projectId: string }>();
  const { loaded, retry } = useSharedProject(params.projectId ?? '');
  if (loaded.status === 'loading') return <PageLoading />;
  if (loaded.status === 'unavailable') return <Unavailable />;
  if (loaded.status === 'error') {
    return (
      <Page narrow>
        <MessageBar intent="error">
          <MessageBarBody>{translateKey(common, errorText(loaded.error))}</MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={retry}>
              {t('retry')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      </Page>
    );
  }
  return <SharedView shared={loaded.shared} />;
}
