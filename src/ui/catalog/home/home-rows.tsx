import { useRef, useState, type ReactNode } from 'react';
import { Button, makeStyles, mergeClasses, Subtitle2, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular, MusicNote2Regular } from '@fluentui/react-icons';
import type { CatalogHome, TrackDocument } from '../../../domain/catalog';
import { links } from '../../../domain/routes';
import { operationQuery } from '../../../sync/local-query';
import { lazyOperation } from '../../../sync/operation-client';
import { AlbumCard } from '../parts/album-card';
import { ArtistCard } from '../parts/artist-card';
import { useCardStyles } from '../../components/cards.styles';
import { CardsSkeleton, EmptyText, LoadError } from '../../components/browse-states';
import { useLocalQuery } from '../../hooks/use-local-query';
import { TrackDetails, useTrackPeaksPrefetch } from '../parts/track-details';
import { useHomeT, type HomeT } from './i18n';

/** The home rows' operation; its module (zod with it) loads with the request, not with the screen. */
const catalogHome = lazyOperation('catalog.home', () =>
  import('../../../domain/api/catalog').then((operations) => operations.catalogHome),
);

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  head: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  arrows: { display: 'flex', gap: tokens.spacingHorizontalXS },
  row: {
    listStyleType: 'none',
    margin: 0,
    padding: `${tokens.spacingVerticalXS} 2px`,
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: '148px',
    gap: tokens.spacingHorizontalM,
    overflowX: 'auto',
    scrollSnapType: 'x proximity',
    scrollBehavior: 'smooth',
    '& > li': { scrollSnapAlign: 'start' },
  },
  button: { font: 'inherit', textAlign: 'start', width: '100%' },
});

interface RowProps {
  id: string;
  title: string;
  t: HomeT;
  children: ReactNode[];
}

/** A titled, horizontally scrolling row; its items are links or buttons, so Tab walks it and scrolls it. */
function ScrollRow({ id, title, t, children }: RowProps) {
  const styles = useStyles();
  const list = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) =>
    list.current?.scrollBy({ left: direction * list.current.clientWidth * 0.8 });
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.head}>
        <Subtitle2 as="h2" id={id}>
          {title}
        </Subtitle2>
        {children.length > 0 ? (
          <div className={styles.arrows}>
            <Button
              appearance="subtle"
              size="small"
              icon={<ChevronLeftRegular />}
              aria-label={t('home.scrollBack', { row: title })}
              onClick={() => scroll(-1)}
            />
            <Button
              appearance="subtle"
              size="small"
              icon={<ChevronRightRegular />}
              aria-label={t('home.scrollOn', { row: title })}
              onClick={() => scroll(1)}
            />
          </div>
        ) : null}
      </div>
      {children.length > 0 ? (
        <ul ref={list} className={styles.row} aria-labelledby={id}>
          {children.map((child, index) => (
            <li key={index}>{child}</li>
          ))}
        </ul>
      ) : (
        <EmptyText>{t('home.rowEmpty')}</EmptyText>
      )}
    </section>
  );
}

function TrackCard({ track, onOpen }: { track: TrackDocument; onOpen(track: TrackDocument): void }) {
  const styles = useStyles();
  const card = useCardStyles();
  const prefetch = useTrackPeaksPrefetch();
  return (
    <button
      type="button"
      className={mergeClasses(card.card, styles.button)}
      onClick={() => onOpen(track)}
      onPointerEnter={() => prefetch(track.id)}
      onFocus={() => prefetch(track.id)}
    >
      {track.coverImageUrl ? (
        <img className={card.cover} src={track.coverImageUrl} alt="" loading="lazy" />
      ) : (
        <span className={card.cover} aria-hidden="true">
          <MusicNote2Regular />
        </span>
      )}
      <span className={card.title}>{track.title}</span>
      <span className={card.meta}>{track.mainArtist.name}</span>
    </button>
  );
}

function Rows({ home, t }: { home: CatalogHome; t: HomeT }) {
  const [opened, setOpened] = useState<TrackDocument | null>(null);
  return (
    <>
      <ScrollRow id="home-new-releases" title={t('home.newReleases')} t={t}>
        {home.newReleases.map((track) => (
          <TrackCard key={track.id} track={track} onOpen={setOpened} />
        ))}
      </ScrollRow>
      <ScrollRow id="home-albums" title={t('albums')} t={t}>
        {home.albums.map((album) => (
          <AlbumCard key={album.id} album={album} />
        ))}
      </ScrollRow>
      <ScrollRow id="home-artists" title={t('artists')} t={t}>
        {home.artists.map((artist) => (
          <ArtistCard key={artist.id} artist={artist} href={links.artist(artist.id)} t={t} />
        ))}
      </ScrollRow>
      <TrackDetails track={opened} onClose={() => setOpened(null)} />
    </>
  );
}

/** The home page's catalogue rows: new releases, albums and artists (GET /api/catalog/home). */
export function HomeRows() {
  const t = useHomeT();
  const home = useLocalQuery(operationQuery(catalogHome, {}, { tracksOf: (value) => value.newReleases }));
  if (home.data) return <Rows home={home.data} t={t} />;
  if (home.error) return <LoadError error={home.error} onRetry={home.retry} t={t} />;
  return <CardsSkeleton count={6} label={t('loading')} />;
}
