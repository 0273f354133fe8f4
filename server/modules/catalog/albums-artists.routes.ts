import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  albumFieldsSchema,
  artistFieldsSchema,
  artistListQuerySchema,
  COVER_MAX_BYTES,
  listQuerySchema,
} from '../../../src/domain/catalog';
import { albumClearableFields, splitChange } from '../../../src/domain/catalog-change';
import { parseFields } from '../../media/multipart';
import { requireRole, requireUser } from '../auth/session';
import { parsePresentFields, readCatalogForm } from './catalog-form';
import { coverTooLarge } from './catalog-media';
import type { CatalogService } from './catalog.service';
import { created, idParams, jsonObject, responses } from '../../http/schemas';

const coverLimit = { cover: { maxBytes: COVER_MAX_BYTES, tooLarge: coverTooLarge } };
const albumForm = albumFieldsSchema
  .nullish()
  .describe('multipart/form-data (or JSON for a change) plus an optional `cover` file (png/jpg)');

/** The fields to change; `null` or an empty value clears the release date or the description. */
function albumChange(body: Record<string, unknown>) {
  const { values, cleared } = splitChange(body, albumClearableFields);
  const fields = parsePresentFields(albumFieldsSchema, values);
  for (const key of cleared) fields[key] = undefined;
  return fields;
}

/** A change arrives as JSON or as multipart with a new cover. */
async function readAlbumChange(request: FastifyRequest, body: Record<string, unknown> | null | undefined) {
  if (!request.isMultipart()) return { fields: albumChange(body ?? {}), cover: undefined };
  const { fields, files } = await readCatalogForm(request, coverLimit);
  return { fields: albumChange(fields), cover: files.cover };
}

/** `/api/album/*`, `/api/artist/*` and `/api/catalog/home`. */
export function albumsArtistsRoutes(app: FastifyInstance, service: CatalogService) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const albumTags = ['albums'];
  const artistTags = ['artists'];

  api.get(
    '/album/info',
    {
      schema: {
        tags: albumTags,
        querystring: listQuerySchema,
        response: responses('ListPage of AlbumDocument', 400, 401, 403),
      },
    },
    async (request) => {
      const user = request.query.owner === 'me' ? requireRole(request, 'owner') : requireUser(request);
      return service.listAlbums(user.id, request.query);
    },
  );

  api.get(
    '/album/info-album/:id',
    { schema: { tags: albumTags, params: idParams, response: responses('AlbumDetail', 401, 404) } },
    async (request) => {
      requireUser(request);
      return service.getAlbum(request.params.id);
    },
  );

  api.post(
    '/album/create',
    {
      schema: {
        tags: albumTags,
        consumes: ['multipart/form-data'],
        body: albumForm,
        response: created('AlbumDocument', 400, 401, 403, 413, 415),
      },
    },
    async (request, reply) => {
      const user = requireRole(request, 'owner');
      const { fields, files } = await readCatalogForm(request, coverLimit);
      const album = await service.createAlbum(user.id, parseFields(albumFieldsSchema, fields), files.cover);
      return reply.status(201).send(album);
    },
  );

  api.patch(
    '/album/change/:id',
    {
      schema: {
        tags: albumTags,
        consumes: ['application/json', 'multipart/form-data'],
        params: idParams,
        body: jsonObject.nullish().describe('JSON or multipart: any album field, plus `cover`'),
        response: responses('AlbumDocument', 400, 401, 403, 404, 413, 415),
      },
    },
    async (request) => {
      const user = requireRole(request, 'owner');
      const { fields, cover } = await readAlbumChange(request, request.body);
      return service.updateAlbum(user.id, request.params.id, fields, cover);
    },
  );

  api.delete(
    '/album/delete/:id',
    { schema: { tags: albumTags, params: idParams, response: responses('{id}', 401, 403, 404, 409) } },
    async (request) => {
      const user = requireRole(request, 'owner');
      return service.deleteAlbum(user.id, request.params.id);
    },
  );

  api.get(
    '/artist/info',
    {
      schema: {
        tags: artistTags,
        querystring: artistListQuerySchema,
        response: responses('ListPage of ArtistDocument', 400, 401),
      },
    },
    async (request) => {
      requireUser(request);
      return service.listArtists(request.query);
    },
  );

  api.get(
    '/artist/info-artist/:id',
    { schema: { tags: artistTags, params: idParams, response: responses('ArtistDetail', 401, 404) } },
    async (request) => {
      requireUser(request);
      return service.getArtist(request.params.id);
    },
  );

  api.patch(
    '/artist/change/:id',
    {
      schema: {
        tags: artistTags,
        params: idParams,
        body: artistFieldsSchema,
        response: responses('ArtistDocument', 400, 401, 403, 404),
      },
    },
    async (request) => {
      const user = requireUser(request);
      return service.updateArtist(user.id, request.params.id, request.body);
    },
  );

  api.get(
    '/catalog/home',
    { schema: { tags: ['catalog'], response: responses('CatalogHome', 401) } },
    async (request) => {
      requireUser(request);
      return service.home();
    },
  );
}
