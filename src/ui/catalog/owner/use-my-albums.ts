import { albumList } from '../../../domain/api/catalog';
import type { AlbumDocument } from '../../../domain/catalog';
import { operationQuery } from '../../../sync/local-query';
import { myAlbumsInput } from '../../../sync/catalog/catalog-owner-api';
import { useLocalQuery } from '../../hooks/use-local-query';

interface MyAlbums {
  albums: AlbumDocument[];
  loading: boolean;
  error: unknown;
  reload: () => void;
}

const myAlbums = operationQuery(albumList, myAlbumsInput());

/** The owner's albums through the local database: the kept list shows at once, the server is asked again. */
export function useMyAlbums(): MyAlbums {
  const answer = useLocalQuery(myAlbums);
  return {
    albums: answer.data?.data ?? [],
    loading: answer.loading,
    error: answer.error ?? null,
    reload: answer.retry,
  };
}
