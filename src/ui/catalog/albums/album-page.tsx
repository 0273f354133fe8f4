import { useState } from 'react';
import { Body1, Caption1, Subtitle2, Title2 } from '@fluentui/react-components';
import { MusicNote2Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import type { AlbumDetail, TrackDocument } from '../../../domain/catalog';
import { links } from '../../../domain/routes';
import { albumDetail } from '../../../domain/api/catalog';
import { operationQuery } from '../../../sync/local-query';
import { useDetailStyles } from '../parts/detail.styles';
import { formatDate, formatDuration } from '../../components/format';
import { BrowseNotFound, EmptyText, LinesSkeleton, LoadError } from '../../components/browse-states';
import { BrowseTrackList } from '../parts/browse-track-list';
import { useLocalQuery } from '../../hooks/use-local-query';
import { useCatalogHref } from '../parts/use-catalog-href';
import { PlayAllButton } from '../../components/play-button';
import { Page } from '../../components/page';
import { RouterLink } from '../../components/router-link';
import { TrackDetails } from '../parts/track-details';
import { useAlbumsT, type AlbumsT } from './i18n';

function AlbumHead({ album, t }: { album: AlbumDetail; t: AlbumsT }) {
  const styles = useDetailStyles();
  const { i18n } = useTranslation();
  return (
    <header className={styles.head}>
      {album.coverImageUrl ? (
        <img className={styles.picture} src={album.coverImageUrl} alt={t('cover', { title: album.title })} />
      ) : (
        <span className={styles.picture} aria-hidden="true">
          <MusicNote2Regular />
        </span>
      )}
      <div className={styles.facts}>
        <Caption1 className={styles.kind}>{t('album')}</Caption1>
        <Title2 as="h1">{album.title}</Title2>
        <Body1>
          <RouterLink href={links.artist(album.artist.id)}>{album.artist.name}</RouterLink>
        </Body1>
        <div className={styles.meta}>
          {album.releaseDate ? (
            <Caption1>
              {t('released')}: {formatDate(album.releaseDate, i18n.language)}
            </Caption1>
          ) : null}
          <Caption1>{t('trackCount', { count: album.trackCount })}</Caption1>
          <Caption1>
            {t('totalDuration')}: {formatDuration(album.duration)}
          </Caption1>
        </div>
        <div>
          <PlayAllButton tracks={album.tracks} />
        </div>
      </div>
    </header>
  );
}

/** /albums/:albumId — cover, title, artist, release date, description, total duration and the tracks. */
export function AlbumPage() {
  const { albumId = '' } = useParams<{ albumId: string }>();
  const t = useAlbumsT();
  const styles = useDetailStyles();
  const catalogHref = useCatalogHref();
  const [opened, setOpened] = useState<TrackDocument | null>(null);
  const album = useLocalQuery(
    operationQuery(albumDetail, { params: { id: albumId } }, { tracksOf: (value) => value.tracks }),
  );

  const status = album.error?.status;
  if (!album.data && (status === 404 || status === 400))
    return <BrowseNotFound title={t('albumNotFound')} t={t} href={catalogHref} />;
  return (
    <Page>
      {album.data ? (
        <>
          <AlbumHead album={album.data} t={t} />
          {album.data.description ? (
            <Body1 as="p" className={styles.text}>
              {album.data.description}
            </Body1>
          ) : null}
          <section className={styles.section} aria-labelledby="album-tracks">
            <Subtitle2 as="h2" id="album-tracks">
              {t('tracks')}
            </Subtitle2>
            {album.data.tracks.length > 0 ? (
              <BrowseTrackList tracks={album.data.tracks} label={t('tracks')} t={t} onOpen={setOpened} />
            ) : (
              <EmptyText>{t('noTracks')}</EmptyText>
            )}
          </section>
        </>
      ) : album.error ? (
        <LoadError error={album.error} onRetry={album.retry} t={t} />
      ) : (
        <LinesSkeleton label={t('loading')} />
      )}
      <TrackDetails track={opened} onClose={() => setOpened(null)} />
    </Page>
  );
}
