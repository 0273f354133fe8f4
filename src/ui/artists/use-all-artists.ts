import type { ArtistDocument } from '../../domain/catalog';
import { fetchAllArtists } from '../../sync/catalog-browse-api';
import { useBrowseResource, type BrowseResource } from '../hooks/use-browse-resource';

/** Every artist, A–Z, as one locally kept answer (the A–Z list and the most-tracks ranking share it). */
const allArtistsQuery = { key: 'artist.all', fetch: fetchAllArtists };

export function useAllArtists(): BrowseResource<ArtistDocument[]> {
  return useBrowseResource(allArtistsQuery);
}
