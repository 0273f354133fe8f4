import { useMemo } from 'react';
import type { AlbumDocument } from '../../../domain/catalog';
import { albumList } from '../../../domain/api/catalog';
import type { OperationInput } from '../../../domain/api/operation';
import { operationQuery } from '../../../sync/local-query';
import { AlbumCard } from '../parts/album-card';
import { PagedGrid, type PageSource } from '../parts/paged-grid';
import { useDebounced } from '../../hooks/use-debounced';
import { useAlbumsT } from './i18n';

type AlbumListQuery = OperationInput<typeof albumList>['query'];

/** Albums per page of the grid. */
const ALBUMS_PAGE_SIZE = 24;

interface AlbumsSectionProps {
  /** The catalogue page's search text: albums whose title or artist matches. */
  search?: string;
  /** Only this artist's albums. */
  artistId?: string;
}

function albumSource(query: AlbumListQuery): PageSource<AlbumDocument> {
  return { query: (page) => operationQuery(albumList, { query: { ...query, page } }) };
}

/** The catalogue's Albums tab: album cards, newest first, read page by page as the reader scrolls. */
export function AlbumsSection({ search = '', artistId }: AlbumsSectionProps) {
  const t = useAlbumsT();
  const text = useDebounced(search.trim());
  const source = useMemo(
    () =>
      albumSource({
        limit: ALBUMS_PAGE_SIZE,
        sort: 'newest',
        ...(text ? { search: text } : {}),
        ...(artistId ? { artistId } : {}),
      }),
    [text, artistId],
  );
  return (
    <PagedGrid
      key={`${text}|${artistId ?? ''}`}
      label={t('albums')}
      source={source}
      empty={t('albumsEmpty')}
      t={t}
      idOf={(album) => album.id}
      item={(album) => <AlbumCard album={album} />}
    />
  );
}
