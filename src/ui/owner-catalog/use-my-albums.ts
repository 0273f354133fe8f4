import { useCallback, useEffect, useState } from 'react';
import type { AlbumDocument } from '../../domain/catalog';
import { fetchMyAlbums } from '../../sync/owner-catalog-api';
import { useApi } from '../hooks/use-api';

export interface MyAlbums {
  albums: AlbumDocument[];
  loading: boolean;
  error: unknown;
  reload: () => void;
}

/** The owner's albums, fetched when the screen opens (albums are not a local collection). */
export function useMyAlbums(): MyAlbums {
  const api = useApi();
  const [albums, setAlbums] = useState<AlbumDocument[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setLoading(true);
    fetchMyAlbums(api).then(
      (page) => {
        if (!active) return;
        setAlbums(page.data);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!active) return;
        setError(failure);
        setLoading(false);
      },
    );
    return () => {
      active = false;
    };
  }, [api, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { albums, loading, error, reload };
}
