import type { ArtistDocument } from '../../../domain/catalog';
import { fetchAllArtists } from '../../../sync/catalog/catalog-browse-api';
import { useLocalQuery, type LocalQueryState } from '../../hooks/use-local-query';

/** Every artist, A–Z, as one locally kept answer (the A–Z list and the most-tracks ranking share it). */
const allArtistsQuery = { key: 'artist.all', fetch: fetchAllArtists };

export function useAllArtists(): LocalQueryState<ArtistDocument[]> {
  return useLocalQuery(allArtistsQuery);
}
