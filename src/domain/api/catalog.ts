import { z } from 'zod';
import {
  albumDetailSchema,
  albumDocumentSchema,
  artistDetailSchema,
  artistDocumentSchema,
  artistListQuerySchema,
  catalogHomeSchema,
  listPageSchema,
  listQuerySchema,
  trackDocumentSchema,
  trackPeaksSchema,
} from '../catalog';
import { trackPeaksQuerySchema } from '../peaks';
import { defineOperation } from './operation';

/** Browsing the catalogue (docs/product.md §2, §3, §7): the home rows, albums, artists, one track and its peaks. */
/** The server's own bound on ids in paths (an unknown id is its 404). */
const idParams = z.object({ id: z.string().min(1).max(100) });

/** The list queries as a client states them: every field optional, the server fills the defaults. */
const albumListQuery = listQuerySchema.partial();
const artistListQuery = artistListQuerySchema.partial();

export const catalogHome = defineOperation({
  id: 'catalog.home',
  method: 'GET',
  path: '/catalog/home',
  response: catalogHomeSchema,
});

export const albumList = defineOperation({
  id: 'album.list',
  method: 'GET',
  path: '/album/info',
  query: albumListQuery,
  response: listPageSchema(albumDocumentSchema),
});

export const albumDetail = defineOperation({
  id: 'album.detail',
  method: 'GET',
  path: '/album/info-album/:id',
  params: idParams,
  response: albumDetailSchema,
});

export const artistList = defineOperation({
  id: 'artist.list',
  method: 'GET',
  path: '/artist/info',
  query: artistListQuery,
  response: listPageSchema(artistDocumentSchema),
});

export const artistDetail = defineOperation({
  id: 'artist.detail',
  method: 'GET',
  path: '/artist/info-artist/:id',
  params: idParams,
  response: artistDetailSchema,
});

export const trackDetail = defineOperation({
  id: 'track.detail',
  method: 'GET',
  path: '/track/info-track/:id',
  params: idParams,
  response: trackDocumentSchema,
});

export const trackPeaks = defineOperation({
  id: 'track.peaks',
  method: 'GET',
  path: '/track/peaks/:id',
  params: idParams,
  query: trackPeaksQuerySchema,
  response: trackPeaksSchema,
});
