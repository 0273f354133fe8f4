import type { ArtistDocument } from '../../domain/catalog';
import { browseKeys, fetchAllArtists } from '../../sync/catalog-browse-api';
import { useBrowseResource, type BrowseResource } from '../hooks/use-browse-resource';

/** Every artist, A–Z, kept for the session (the A–Z list and the most-tracks ranking share it). */
export function useAllArtists(): BrowseResource<ArtistDocument[]> {
  return useBrowseResource(browseKeys.allArtists(), fetchAllArtists);
}

