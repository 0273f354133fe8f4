import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  albumDetail,
  albumList,
  artistDetail,
  artistList,
  catalogHome,
  changeAlbum,
  changeArtist,
  createAlbum,
  deleteAlbum,
} from '../../../src/domain/api/catalog';
import { toApiIds } from '../../../src/domain/api-ids';
import { albumFieldsSchema, artistFieldsSchema, COVER_MAX_BYTES } from '../../../src/domain/catalog';
import { albumClearableFields, splitChange } from '../../../src/domain/catalog-change';
import { refuseUnknownFields } from '../../http/input-checks';
import { parseFields } from '../../media/multipart';
import { requireRole, requireUser } from '../auth/index';
import { parsePresentFields, readCatalogForm } from './catalog-form';
import { coverTooLarge } from './catalog-media';
import type { CatalogService } from './catalog.service';
import { operationRoute } from '../../http/operation';
import { errorResponses as errors, jsonObject } from '../../http/schemas';

const coverLimit = { cover: { maxBytes: COVER_MAX_BYTES, tooLarge: coverTooLarge } };
const albumForm = albumFieldsSchema
  .nullish()
  .describe('multipart/form-data plus an optional `cover` file (png/jpg)');
const albumChangeForm = jsonObject.nullish().describe('JSON or multipart: any album field, plus `cover`');
const artistChangeForm = jsonObject
  .nullish()
  .describe('JSON or multipart: bio, website, plus `photo` (png/jpg)');
const photoLimit = { photo: { maxBytes: COVER_MAX_BYTES, tooLarge: coverTooLarge } };

/** An artist's change arrives as JSON or as multipart with a new photo. */
async function readArtistChange(request: FastifyRequest, body: Record<string, unknown> | null | undefined) {
  if (!request.isMultipart()) {
    refuseUnknownFields(artistFieldsSchema, body ?? {});
    return { fields: parseFields(artistFieldsSchema, body ?? {}), photo: undefined };
  }
  const { fields, files } = await readCatalogForm(request, photoLimit);
  return { fields: parseFields(artistFieldsSchema, fields), photo: files.photo };
}

/** The fields to change; `null` or an empty value clears the release date or the description. */
function albumChange(body: Record<string, unknown>) {
  const { values, cleared } = splitChange(body, albumClearableFields);
  const fields = parsePresentFields(albumFieldsSchema, values);
  for (const key of cleared) fields[key] = undefined;
  return fields;
}

/** A change arrives as JSON or as multipart with a new cover. */
async function readAlbumChange(request: FastifyRequest, body: Record<string, unknown> | null | undefined) {
  if (!request.isMultipart()) {
    refuseUnknownFields(albumFieldsSchema, body ?? {});
    return { fields: albumChange(body ?? {}), cover: undefined };
  }
  const { fields, files } = await readCatalogForm(request, coverLimit);
  return { fields: albumChange(fields), cover: files.cover };
}

/** `/api/album/*`, `/api/artist/*` and `/api/catalog/home`. */
export function albumsArtistsRoutes(app: FastifyInstance, service: CatalogService) {
  const tags = ['catalog'];

  operationRoute(app, albumList, { tags, errors: errors(400, 401, 403) }, async (request) => {
    const user = request.query.owner === 'me' ? requireRole(request, 'owner') : requireUser(request);
    return toApiIds(await service.listAlbums(user.id, request.query));
  });

  operationRoute(app, albumDetail, { tags, errors: errors(401, 404) }, async (request) => {
    requireUser(request);
    return toApiIds(await service.getAlbum(request.params.id));
  });

  operationRoute(
    app,
    createAlbum,
    { tags, body: albumForm, status: 201, errors: errors(400, 401, 403, 413, 415) },
    async (request, reply) => {
      const user = requireRole(request, 'owner');
      const { fields, files } = await readCatalogForm(request, coverLimit);
      const album = await service.createAlbum(user.id, parseFields(albumFieldsSchema, fields), files.cover);
      return reply.status(201).send(toApiIds(album));
    },
  );

  operationRoute(
    app,
    changeAlbum,
    { tags, body: albumChangeForm, errors: errors(400, 401, 403, 404, 413, 415) },
    async (request) => {
      const user = requireRole(request, 'owner');
      const { fields, cover } = await readAlbumChange(request, request.body);
      return toApiIds(await service.updateAlbum(user.id, request.params.id, fields, cover));
    },
  );

  operationRoute(app, deleteAlbum, { tags, errors: errors(401, 403, 404, 409) }, async (request) => {
    const user = requireRole(request, 'owner');
    return toApiIds(await service.deleteAlbum(user.id, request.params.id));
  });

  operationRoute(app, artistList, { tags, errors: errors(400, 401, 403) }, async (request) => {
    if (request.query.owner !== 'me') {
      requireUser(request);
      return toApiIds(await service.listArtists(request.query));
    }
    const owner = requireRole(request, 'owner');
    return toApiIds(await service.listArtists(request.query, owner.id));
  });

  operationRoute(app, artistDetail, { tags, errors: errors(401, 404) }, async (request) => {
    requireUser(request);
    return toApiIds(await service.getArtist(request.params.id));
  });

  operationRoute(
    app,
    changeArtist,
    { tags, body: artistChangeForm, errors: errors(400, 401, 403, 404, 413, 415) },
    async (request) => {
      const user = requireUser(request);
      const { fields, photo } = await readArtistChange(request, request.body);
      return toApiIds(await service.updateArtist(user.id, request.params.id, fields, photo));
    },
  );

  operationRoute(app, catalogHome, { tags, errors: errors(401) }, async (request) => {
    requireUser(request);
    return toApiIds(await service.home());
  });
}
