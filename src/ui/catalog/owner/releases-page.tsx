import { useMemo, useState } from 'react';
import { Badge, Button, Caption1, Title1 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { AlbumRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import type { TrackDocument } from '../../../domain/catalog';
import { links } from '../../../domain/routes';
import { Page, PageLoading } from '../../components/page';
import { RouterLink } from '../../components/router-link';
import { CoverThumb } from './cover-thumb';
import { EmptyState } from './empty-state';
import { formatDuration, formatReleaseDate } from './format';
import { useOwnerCatalogT } from './i18n';
import { LoadError } from './load-error';
import { useOwnerStyles } from './owner-catalog.styles';
import { buildReleases, type Release } from '../../../domain/catalog-owner-releases';
import { TrackDialog } from './track-dialog';
import { useMyAlbums } from './use-my-albums';
import { useMyTracks } from './use-my-tracks';

function ReleaseRow({ release, onOpenSingle }: { release: Release; onOpenSingle: () => void }) {
  const t = useOwnerCatalogT();
  const styles = useOwnerStyles();
  const { i18n } = useTranslation();
  const facts = [
    release.releaseDate
      ? t('released', { date: formatReleaseDate(release.releaseDate, i18n.language) })
      : t('unreleased'),
    t('trackCount', { count: release.trackCount }),
    formatDuration(release.duration),
  ];
  return (
    <li className={styles.row} aria-label={release.title}>
      <CoverThumb url={release.coverImageUrl} kind={release.kind === 'album' ? 'album' : 'track'} />
      <div className={styles.text}>
        {release.kind === 'album' ? (
          <RouterLink className={styles.title} href={links.album(release.id)}>
            {release.title}
          </RouterLink>
        ) : (
          <Button
            appearance="transparent"
            className={styles.title}
            onClick={onOpenSingle}
            aria-label={t('open', { title: release.title })}
          >
            {release.title}
          </Button>
        )}
        <Caption1 className={styles.meta}>{release.artist}</Caption1>
        <Caption1 className={styles.mobileFacts}>{facts.join(' · ')}</Caption1>
      </div>
      <div className={styles.facts}>
        {facts.map((fact) => (
          <span key={fact}>{fact}</span>
        ))}
      </div>
      <Badge appearance="tint" color={release.kind === 'album' ? 'brand' : 'informative'}>
        {release.kind === 'album' ? t('typeAlbum') : t('typeSingle')}
      </Badge>
    </li>
  );
}

/** /compositions: the owner's releases — albums and singles — newest release first. */
export function ReleasesPage() {
  const t = useOwnerCatalogT();
  const styles = useOwnerStyles();
  const [, navigate] = useLocation();
  const albums = useMyAlbums();
  const tracks = useMyTracks();
  const [open, setOpen] = useState<TrackDocument | null>(null);
  const releases = useMemo(() => buildReleases(albums.albums, tracks.tracks), [albums.albums, tracks.tracks]);
  const loading =
    (albums.loading && albums.albums.length === 0) || (tracks.loading && tracks.tracks.length === 0);
  const byId = useMemo(() => new Map(tracks.tracks.map((track) => [track.id, track])), [tracks.tracks]);

  return (
    <Page>
      <div className={styles.header}>
        <Title1 as="h1">{t('releasesTitle')}</Title1>
      </div>
      {albums.error ? <LoadError error={albums.error} onRetry={albums.reload} /> : null}
      {tracks.error ? <LoadError error={tracks.error} /> : null}
      {loading ? (
        <PageLoading />
      ) : releases.length === 0 ? (
        <EmptyState
          icon={<AlbumRegular />}
          title={t('releasesEmpty')}
          text={t('releasesEmptyText')}
          action={
            <Button appearance="primary" onClick={() => navigate(links.tracks())}>
              {t('upload')}
            </Button>
          }
        />
      ) : (
        <ul className={styles.list} aria-label={t('releaseList')}>
          {releases.map((release) => (
            <ReleaseRow
              key={`${release.kind}-${release.id}`}
              release={release}
              onOpenSingle={() => setOpen(byId.get(release.id) ?? null)}
            />
          ))}
        </ul>
      )}
      {open ? (
        <TrackDialog
          track={open}
          albums={albums.albums.map((album) => album.title)}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Page>
  );
}
