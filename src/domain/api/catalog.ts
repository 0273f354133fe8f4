import { z } from 'zod';
import {
  albumApiSchema,
  albumDetailApiSchema,
  albumFieldsSchema,
  artistApiSchema,
  artistDetailApiSchema,
  artistListQuerySchema,
  catalogHomeApiSchema,
  listPageSchema,
  listQuerySchema,
  artistFieldsSchema,
  trackApiSchema,
  trackFieldsSchema,
  trackPageApiSchema,
  trackPeaksSchema,
  trackQuerySchema,
} from '../catalog';
import { trackPeaksQuerySchema } from '../peaks';
import { defineOperation } from './operation';

/**
 * The catalogue (docs/product.md §2, §3, §7): browsing the home rows, albums, artists, tracks and their
 * files, and the owner's uploads, changes and deletions. Answers name ids `_id` (src/domain/api-ids.ts).
 */
/** The server's own bound on ids in paths (an unknown id is its 404). */
const idParams = z.object({ id: z.string().min(1).max(100) });

/** A deletion answers with the id it removed. */
const deleted = z.object({ _id: z.string() });

/**
 * A change as JSON: any of the form's fields, `null` clearing an optional one, fields left out kept. The
 * server reads it field by field (an unknown or malformed field is its 400), so the client sends it as is.
 */
const changeBody = z.record(z.string(), z.unknown());

const audioTypes = ['audio/mpeg', 'audio/wav'] as const;

export const catalogHome = defineOperation({
  id: 'catalog.home',
  method: 'GET',
  path: '/catalog/home',
  summary: 'Home rows of the catalogue',
  access: 'session',
  response: catalogHomeApiSchema,
});

export const albumList = defineOperation({
  id: 'album.list',
  method: 'GET',
  path: '/album/info',
  summary: 'List albums',
  access: 'session',
  query: listQuerySchema,
  response: listPageSchema(albumApiSchema),
});

export const albumDetail = defineOperation({
  id: 'album.detail',
  method: 'GET',
  path: '/album/info-album/:id',
  summary: 'Get an album with its tracks',
  access: 'session',
  params: idParams,
  response: albumDetailApiSchema,
});

export const artistList = defineOperation({
  id: 'artist.list',
  method: 'GET',
  path: '/artist/info',
  summary: 'List artists',
  access: 'session',
  query: artistListQuerySchema,
  response: listPageSchema(artistApiSchema),
});

export const artistDetail = defineOperation({
  id: 'artist.detail',
  method: 'GET',
  path: '/artist/info-artist/:id',
  summary: 'Get an artist with their albums and tracks',
  access: 'session',
  params: idParams,
  response: artistDetailApiSchema,
});

export const trackDetail = defineOperation({
  id: 'track.detail',
  method: 'GET',
  path: '/track/info-track/:id',
  summary: 'Get a track',
  access: 'session',
  params: idParams,
  response: trackApiSchema,
});

export const trackPeaks = defineOperation({
  id: 'track.peaks',
  method: 'GET',
  path: '/track/peaks/:id',
  summary: "Get a track's waveform peaks",
  access: 'public',
  params: idParams,
  query: trackPeaksQuerySchema,
  response: trackPeaksSchema,
});

/** The catalogue search (docs/product.md §7 Tracks): chips as repeated keys, `sort=<field>Asc|Desc`. */
export const trackSearch = defineOperation({
  id: 'track.search',
  method: 'GET',
  path: '/track/info',
  summary: 'Search the catalogue',
  access: 'session',
  query: trackQuerySchema,
  response: trackPageApiSchema,
});

/** The upload form's fields (arrays as `name[]`) with the `audio` file and optional `audioWav` and `cover`. */
export const createTrack = defineOperation({
  id: 'track.create',
  method: 'POST',
  path: '/track/create',
  summary: 'Upload a track',
  access: 'session',
  body: trackFieldsSchema,
  bodyKind: 'multipart',
  response: trackApiSchema,
});

/** JSON fields, or form data with the fields and a new `cover` (an empty value clears an optional field). */
export const changeTrack = defineOperation({
  id: 'track.change',
  method: 'PATCH',
  path: '/track/change/:id',
  summary: 'Change a track',
  access: 'session',
  params: idParams,
  body: changeBody,
  bodyKind: 'jsonOrMultipart',
  response: trackApiSchema,
});

/** A composer order's delivery enters the catalogue (docs/decisions/0061): its owner only. */
export const publishTrack = defineOperation({
  id: 'track.publish',
  method: 'PATCH',
  path: '/track/publish/:id',
  summary: 'Publish a delivered track to the catalogue',
  access: 'session',
  params: idParams,
  response: trackApiSchema,
});

export const deleteTrack = defineOperation({
  id: 'track.delete',
  method: 'DELETE',
  path: '/track/delete/:id',
  summary: 'Delete a track',
  access: 'session',
  params: idParams,
  response: deleted,
});

/** The track's audio as an attachment named after it. */
export const downloadTrack = defineOperation({
  id: 'track.download',
  method: 'GET',
  path: '/track/download/:id',
  summary: "Download a track's audio",
  access: 'session',
  params: idParams,
  bytes: audioTypes,
});

/** A track's audio by its stored file name (a track's `cloudUrl`), with Range requests. */
export const trackAudio = defineOperation({
  id: 'track.audio',
  method: 'GET',
  path: '/track/audio/:file',
  summary: "Stream a track's audio file",
  access: 'public',
  params: z.object({ file: z.string().max(100).describe('<id>.mp3 or <id>.wav') }),
  bytes: audioTypes,
});

/** A track's or an album's cover image (its `coverImageUrl`). */
export const coverFile = defineOperation({
  id: 'catalog.cover',
  method: 'GET',
  path: '/files/covers/:name',
  summary: 'Get a cover image',
  access: 'public',
  params: z.object({ name: z.string().max(100) }),
  bytes: ['image/jpeg', 'image/png', 'image/webp'],
});

/** Album fields (title, artist, releaseDate, description) and an optional `cover` file. */
export const createAlbum = defineOperation({
  id: 'album.create',
  method: 'POST',
  path: '/album/create',
  summary: 'Create an album',
  access: 'session',
  body: albumFieldsSchema,
  bodyKind: 'multipart',
  response: albumApiSchema,
});

/** JSON fields, or form data with the fields and a new `cover`. */
export const changeAlbum = defineOperation({
  id: 'album.change',
  method: 'PATCH',
  path: '/album/change/:id',
  summary: 'Change an album',
  access: 'session',
  params: idParams,
  body: changeBody,
  bodyKind: 'jsonOrMultipart',
  response: albumApiSchema,
});

export const deleteAlbum = defineOperation({
  id: 'album.delete',
  method: 'DELETE',
  path: '/album/delete/:id',
  summary: 'Delete an album',
  access: 'session',
  params: idParams,
  response: deleted,
});

/** JSON bio and website, or form data with them and a new `photo` (png/jpg). */
export const changeArtist = defineOperation({
  id: 'artist.change',
  method: 'PATCH',
  path: '/artist/change/:id',
  summary: 'Change an artist (bio, website, photo)',
  access: 'session',
  params: idParams,
  body: artistFieldsSchema,
  bodyKind: 'jsonOrMultipart',
  response: artistApiSchema,
});
