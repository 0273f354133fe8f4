import { useState } from 'react';
import {
  Badge,
  Button,
  Caption1,
  makeStyles,
  mergeClasses,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, GlobeRegular, LockClosedRegular } from '@fluentui/react-icons';
import { Link, useLocation, useParams } from 'wouter';
import { isProfileRole } from '../../../domain/roles';
import { links } from '../../../domain/routes';
import type { PlaylistDocType } from '../../../db';
import { media } from '../../components/breakpoints';
import { useCardStyles } from '../../components/cards.styles';
import { EmptyState } from '../../components/library-states';
import { PlaylistCover } from '../../components/playlist-cover';
import { useMyPlaylists } from '../../hooks/use-playlists';
import { Page, PageLoading } from '../../components/page';
import { NotFoundPage } from '../../errors/not-found-page';
import { PlaylistDialog } from './playlist-dialog';
import { usePlaylistsT } from './i18n';

const useStyles = makeStyles({
  head: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    [media.smUp]: { gridTemplateColumns: 'repeat(auto-fill, minmax(168px, 1fr))' },
  },
  cover: { width: '100%', height: 'auto', aspectRatio: '1 / 1' },
  meta: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
});

function PlaylistCard({ playlist }: { playlist: PlaylistDocType }) {
  const styles = useStyles();
  const card = useCardStyles();
  const t = usePlaylistsT();
  return (
    <Link href={links.playlist(playlist.role, playlist.id)} className={card.card}>
      <PlaylistCover playlist={playlist} alt="" className={mergeClasses(card.cover, styles.cover)} />
      <span className={card.title}>{playlist.name}</span>
      <span className={styles.meta}>
        <Caption1 className={card.meta}>{t('trackCount', { count: playlist.trackIds.length })}</Caption1>
        <Badge
          size="small"
          appearance="tint"
          color={playlist.isPublic ? 'brand' : 'informative'}
          icon={playlist.isPublic ? <GlobeRegular /> : <LockClosedRegular />}
        >
          {playlist.isPublic ? t('public') : t('private')}
        </Badge>
      </span>
    </Link>
  );
}

/** playlists/{role}: the user's playlists of one profile, newest first, and New playlist. */
export function PlaylistsPage() {
  const styles = useStyles();
  const t = usePlaylistsT();
  const params = useParams<{ role: string }>();
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState(false);
  const role = isProfileRole(params.role) ? params.role : null;
  const { playlists } = useMyPlaylists(role ?? 'customer');
  if (!role) return <NotFoundPage />;
  return (
    <Page>
      <div className={styles.head}>
        <Title2 as="h1">{t('playlists')}</Title2>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setCreating(true)}>
          {t('newPlaylist')}
        </Button>
      </div>
      {playlists === null ? <PageLoading /> : null}
      {playlists?.length === 0 ? <EmptyState text={t('playlistsEmpty')} /> : null}
      {playlists && playlists.length > 0 ? (
        <ul className={styles.grid} aria-label={t('playlists')}>
          {playlists.map((playlist) => (
            <li key={playlist.id}>
              <PlaylistCard playlist={playlist} />
            </li>
          ))}
        </ul>
      ) : null}
      {creating ? (
        <PlaylistDialog
          playlist={null}
          role={role}
          onClose={() => setCreating(false)}
          onSaved={(saved) => navigate(links.playlist(role, saved.id))}
        />
      ) : null}
    </Page>
  );
}
