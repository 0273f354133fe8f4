import { useMemo } from 'react';
import type { ArtistDocument } from '../../../domain/catalog';
import { links } from '../../../domain/routes';
import { artistList } from '../../../domain/api/catalog';
import type { OperationInput } from '../../../domain/api/operation';
import { operationQuery } from '../../../sync/local-query';
import { ArtistCard } from '../parts/artist-card';
import { PagedGrid, type PageSource } from '../parts/paged-grid';
import { useDebounced } from '../../hooks/use-debounced';
import { useArtistsT } from './i18n';

type ArtistBrowseQuery = OperationInput<typeof artistList>['query'];

/** Artist cards shown at first and added by each "Show more". */
const ARTISTS_PAGE_SIZE = 24;

interface ArtistsSectionProps {
  /** The catalogue page's search text: artists whose name matches (best match first). */
  search?: string;
}

/** The best name matches of `search`, or (without one) the artists with the most tracks first. */
function artistSource(search: string): PageSource<ArtistDocument> {
  const query = (page: number): ArtistBrowseQuery =>
    search
      ? { page, limit: ARTISTS_PAGE_SIZE, search }
      : { page, limit: ARTISTS_PAGE_SIZE, sort: 'tracksDesc' };
  return { query: (page) => operationQuery(artistList, { query: query(page) }) };
}

/** The catalogue's Artists tab: artists with the most tracks (ties A–Z), or the best matches of the search text. */
export function ArtistsSection({ search = '' }: ArtistsSectionProps) {
  const t = useArtistsT();
  const text = useDebounced(search.trim());
  const source = useMemo(() => artistSource(text), [text]);
  return (
    <PagedGrid
      key={text}
      label={text ? t('artists') : t('topArtists')}
      source={source}
      empty={t('artistsEmpty')}
      t={t}
      idOf={(artist) => artist.id}
      item={(artist) => <ArtistCard artist={artist} href={links.artist(artist.id)} t={t} />}
    />
  );
}
