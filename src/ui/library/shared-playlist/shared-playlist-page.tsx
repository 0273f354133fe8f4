import { Body1, Caption1, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { useParams } from 'wouter';
import { sharedPlaylist } from '../../../domain/api/library';
import type { SharedPlaylist } from '../../../domain/library';
import { operationQuery } from '../../../sync/local-query';
import { media } from '../../components/breakpoints';
import { EmptyState, LibraryTrackList } from '../../components/library-states';
import { PlaylistCover } from '../../components/playlist-cover';
import { Page } from '../../components/page';
import { PlayAllButton } from '../../components/play-button';
import { SharedLinkStatus } from '../../components/shared-link-status';
import { useSharedLink } from '../../hooks/use-shared-link';
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

/** Sent without the session, as a signed-out visitor would; a signed-in one keeps the answer locally. */
const sharedQuery = (token: string) =>
  operationQuery(
    sharedPlaylist,
    { query: { token } },
    { tracksOf: (value) => value.tracks, call: { credentials: 'omit' } },
  );

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
  const params = useParams<{ playlistId: string }>();
  const { loaded, retry } = useSharedLink(params.playlistId ?? '', sharedQuery);
  if (loaded.status !== 'ready')
    return <SharedLinkStatus loaded={loaded} retry={retry} text={(key) => t(key)} />;
  return <SharedView shared={loaded.shared} />;
}
