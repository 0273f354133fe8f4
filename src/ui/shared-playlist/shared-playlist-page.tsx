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
import { sharedPlaylist } from '../../domain/api/library';
import { SHARE_TOKEN_PATTERN, type SharedPlaylist } from '../../domain/library';
import { links } from '../../domain/routes';
import { isApiError } from '../../sync/api-error';
import { operationQuery } from '../../sync/local-query';
import { media } from '../components/breakpoints';
import { EmptyState, LibraryTrackList } from '../components/library-states';
import { PlaylistCover } from '../components/playlist-cover';
import { Page, PageLoading } from '../components/page';
import { PlayAllButton } from '../components/play-button';
import { RouterLink } from '../components/router-link';
import { errorText } from '../components/server-errors';
import { useLocalQuery } from '../hooks/use-local-query';
import { translateKey } from '../i18n';
import { useSharedPlaylistT } from './i18n';

const useStyles = makeStyles({
  head: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingHorizontalL,
    [media.smUp]: { flexDirection: 'row', alignItems: 'flex-end' },
  },
  info: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  description: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground3 },
});

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; shared: SharedPlaylist }
  | { status: 'unavailable' }
  | { status: 'error'; error: unknown };

/** A revoked or unknown token (404) and a malformed one (400) both mean the link does not work. */
const linkBroken = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

/** Sent without the session, as a signed-out visitor would; a signed-in one keeps the answer locally. */
const sharedQuery = (token: string) =>
  operationQuery(
    sharedPlaylist,
    { query: { token } },
    { tracksOf: (value) => value.tracks, call: { credentials: 'omit' } },
  );

function useSharedPlaylist(token: string): { loaded: Loaded; retry(): void } {
  const valid = SHARE_TOKEN_PATTERN.test(token);
  const answer = useLocalQuery(valid ? sharedQuery(token) : null);
  // A link revoked since the last visit wins over the answer kept from then.
  if (!valid || linkBroken(answer.error)) return { loaded: { status: 'unavailable' }, retry: answer.retry };
  if (answer.data) return { loaded: { status: 'ready', shared: answer.data }, retry: answer.retry };
  if (answer.error) return { loaded: { status: 'error', error: answer.error }, retry: answer.retry };
  return { loaded: { status: 'loading' }, retry: answer.retry };
}

function Unavailable() {
  const t = useSharedPlaylistT();
  return (
    <Page centered>
      <Title2 as="h1">{t('unavailableTitle')}</Title2>
      <Body1>{t('unavailableText')}</Body1>
      <RouterLink href={links.home()}>{t('goHome')}</RouterLink>
    </Page>
  );
}

function SharedView({ shared }: { shared: SharedPlaylist }) {
  const styles = useStyles();
  const t = useSharedPlaylistT();
  const { playlist, tracks } = shared;
  return (
    <Page>
      <div className={styles.head}>
        <PlaylistCover playlist={playlist} size={160} alt={t('cover', { name: playlist.name })} />
        <div className={styles.info}>
          <Caption1 className={styles.meta}>{t('sharedBy', { owner: playlist.ownerName })}</Caption1>
          <Title2 as="h1">{playlist.name}</Title2>
          {playlist.description ? <Body1 className={styles.description}>{playlist.description}</Body1> : null}
          <Caption1 className={styles.meta}>{t('trackCount', { count: tracks.length })}</Caption1>
        </div>
      </div>
      <div>
        <PlayAllButton tracks={tracks} label={t('playAll')} />
      </div>
      {tracks.length === 0 ? (
        <EmptyState text={t('sharedEmpty')} />
      ) : (
        <LibraryTrackList tracks={tracks} label={t('tracksList', { name: playlist.name })} />
      )}
    </Page>
  );
}

/**
 * /shared-playlist/{token}: the read-only shared playlist for anyone with the link, signed in or not;
 * it plays through the same player. A revoked or unknown link shows a clear unavailable screen.
 */
export function SharedPlaylistPage() {
  const t = useSharedPlaylistT();
  const { t: common } = useTranslation();
  const params = useParams<{ playlistId: string }>();
  const { loaded, retry } = useSharedPlaylist(params.playlistId ?? '');
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
