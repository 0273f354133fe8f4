import { useMemo, useState, type ComponentType } from 'react';
import { Avatar, Body1, Caption1, Link, mergeClasses, Subtitle2, Title2 } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { useParams } from 'wouter';
import { artistOwnerId, newestFirst } from '../../../domain/catalog-artists';
import type { ArtistDetail, TrackDocument } from '../../../domain/catalog';
import { artistDetail } from '../../../domain/api/catalog';
import { operationQuery } from '../../../sync/local-query';
import { AlbumCard } from '../parts/album-card';
import { useCardStyles } from '../../components/cards.styles';
import { useDetailStyles } from '../parts/detail.styles';
import { BrowseNotFound, EmptyText, LinesSkeleton, LoadError } from '../../components/browse-states';
import { BrowseTrackList } from '../parts/browse-track-list';
import { useLocalQuery } from '../../hooks/use-local-query';
import { useCatalogHref } from '../parts/use-catalog-href';
import { Page } from '../../components/page';
import { TrackDetails } from '../parts/track-details';
import { useArtistsT, type ArtistsT } from './i18n';

/** A piece another feature adds to the artist's head (the shell hands in "Commission music"). */
export type ArtistAction = ComponentType<{ ownerId: string; ownerName: string; artistId: string }>;

/** The owner behind an artist (kept here for the screen's callers). */
export { artistOwnerId };

function ArtistHead({ artist, t, Action }: { artist: ArtistDetail; t: ArtistsT; Action?: ArtistAction }) {
  const styles = useDetailStyles();
  const ownerId = artistOwnerId(artist.tracks);
  return (
    <header className={styles.head}>
      <Avatar
        className={mergeClasses(styles.picture, styles.round)}
        name={artist.name}
        image={artist.imageUrl ? { src: artist.imageUrl, alt: t('photo', { name: artist.name }) } : undefined}
        size={128}
      />
      <div className={styles.facts}>
        <Title2 as="h1">{artist.name}</Title2>
        <div className={styles.meta}>
          <Caption1>{t('trackCount', { count: artist.trackCount })}</Caption1>
          <Caption1>{t('albumCount', { count: artist.albumCount })}</Caption1>
        </div>
        {artist.website ? (
          <Body1>
            {t('website')}:{' '}
            <Link href={artist.website} target="_blank" rel="noopener noreferrer">
              {artist.website.replace(/^https?:\/\//i, '')} <OpenRegular aria-hidden="true" />
            </Link>
          </Body1>
        ) : null}
        {Action && ownerId ? <Action ownerId={ownerId} ownerName={artist.name} artistId={artist.id} /> : null}
      </div>
    </header>
  );
}

function ArtistBody({ artist, t, Action }: { artist: ArtistDetail; t: ArtistsT; Action?: ArtistAction }) {
  const styles = useDetailStyles();
  const cardStyles = useCardStyles();
  const [opened, setOpened] = useState<TrackDocument | null>(null);
  const albums = useMemo(() => newestFirst(artist.albums), [artist.albums]);
  return (
    <>
      <ArtistHead artist={artist} t={t} Action={Action} />
      <section className={styles.section} aria-labelledby="artist-bio">
        <Subtitle2 as="h2" id="artist-bio">
          {t('bio')}
        </Subtitle2>
        {artist.bio ? (
          <Body1 as="p" className={styles.text}>
            {artist.bio}
          </Body1>
        ) : (
          <EmptyText>{t('noBio')}</EmptyText>
        )}
      </section>
      <section className={styles.section} aria-labelledby="artist-albums">
        <Subtitle2 as="h2" id="artist-albums">
          {t('discography')}
        </Subtitle2>
        {albums.length > 0 ? (
          <ul className={cardStyles.grid} aria-label={t('discography')}>
            {albums.map((album) => (
              <li key={album.id}>
                <AlbumCard album={album} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyText>{t('noAlbums')}</EmptyText>
        )}
      </section>
      <section className={styles.section} aria-labelledby="artist-tracks">
        <Subtitle2 as="h2" id="artist-tracks">
          {t('tracks')}
        </Subtitle2>
        {artist.tracks.length > 0 ? (
          <BrowseTrackList tracks={artist.tracks} label={t('tracks')} t={t} onOpen={setOpened} />
        ) : (
          <EmptyText>{t('noTracks')}</EmptyText>
        )}
      </section>
      <TrackDetails track={opened} onClose={() => setOpened(null)} />
    </>
  );
}

/**
 * /artists/:artistId and /all-artists/:artistId — bio, website, discography (newest first) and tracks;
 * `Action` (from the shell) is offered with the artist's owner.
 */
export function ArtistPage({ Action }: { Action?: ArtistAction } = {}) {
  const { artistId = '' } = useParams<{ artistId: string }>();
  const t = useArtistsT();
  const catalogHref = useCatalogHref();
  const artist = useLocalQuery(
    operationQuery(artistDetail, { params: { id: artistId } }, { tracksOf: (value) => value.tracks }),
  );
  const status = artist.error?.status;
  if (!artist.data && (status === 404 || status === 400))
    return <BrowseNotFound title={t('artistNotFound')} t={t} href={catalogHref} />;
  return (
    <Page>
      {artist.data ? (
        <ArtistBody key={artist.data.id} artist={artist.data} t={t} Action={Action} />
      ) : artist.error ? (
        <LoadError error={artist.error} onRetry={artist.retry} t={t} />
      ) : (
        <LinesSkeleton label={t('loading')} />
      )}
    </Page>
  );
}
