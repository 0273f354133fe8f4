import { toApiIds } from '../../../src/domain/api-ids';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  addPlaylistTrack,
  changePlaylistCover,
  createPlaylist,
  createPlaylistShareLink,
  deletePlaylist,
  playlistDetail,
  playlistList,
  removePlaylistTrack,
  revokePlaylistShareLink,
  sharedPlaylist,
} from '../../../src/domain/api/library';
import { COVER_MAX_BYTES } from '../../../src/domain/catalog';
import { playlistChangeSchema, playlistFieldsSchema } from '../../../src/domain/library';
import { requestLanguage } from '../../http/errors';
import { refuseUnknownFields } from '../../http/input-checks';
import { operationRoute } from '../../http/operation';
import { errorResponses as errors, jsonObject } from '../../http/schemas';
import { readMultipart } from '../../media/multipart';
import { requireUser } from '../auth/index';
import type { PlaylistShareService } from './playlist-share.service';
import './playlists.collection';
import type { PlaylistsService } from './playlists.service';
import { parseInput } from './validation';

/** JSON, or multipart with the same fields as text and an optional `cover` file. */
async function readPlaylistBody(
  request: FastifyRequest,
  schema: z.ZodType,
): Promise<{ body: unknown; cover?: Uint8Array }> {
  if (!request.isMultipart()) {
    refuseUnknownFields(schema, request.body ?? {});
    return { body: request.body ?? {} };
  }
  const { fields, files } = await readMultipart(request, {
    fileSize: COVER_MAX_BYTES,
    fileFields: ['cover'],
  });
  const body: Record<string, unknown> = { ...fields };
  if (fields.coverColor === '') body.coverColor = null;
  refuseUnknownFields(schema, body);
  const cover = files.cover?.data;
  return { body, cover: cover && cover.length > 0 ? cover : undefined };
}

/** The fields are read by the handler, in the caller's language, from either kind of body. */
const playlistForm = jsonObject
  .nullish()
  .describe('JSON, or multipart/form-data with the same fields and an optional `cover` file (png/jpg)');

/** docs/product.md §7 playlists: list, read, create, change, delete, add and remove tracks, share links. */
export async function playlistsRoutes(
  app: FastifyInstance,
  {
    playlists: service,
    playlistShare: share,
  }: { playlists: PlaylistsService; playlistShare: PlaylistShareService },
) {
  const tags = ['library'];

  operationRoute(app, playlistList, { tags, errors: errors(400, 401) }, async (request) =>
    toApiIds(await service.list(requireUser(request), request.query)),
  );
  operationRoute(app, playlistDetail, { tags, errors: errors(401, 404) }, async (request) =>
    toApiIds(await service.detail(requireUser(request), request.params.id)),
  );

  operationRoute(
    app,
    createPlaylist,
    { tags, body: playlistForm, status: 201, errors: errors(400, 401, 413, 415) },
    async (request, reply) => {
      const user = requireUser(request);
      const { body, cover } = await readPlaylistBody(request, playlistFieldsSchema);
      const fields = parseInput(playlistFieldsSchema, body, requestLanguage(request));
      return reply.status(201).send(toApiIds(await service.create(user, fields, cover)));
    },
  );

  operationRoute(
    app,
    changePlaylistCover,
    { tags, body: playlistForm, errors: errors(400, 401, 404, 413, 415) },
    async (request) => {
      const user = requireUser(request);
      const { body, cover } = await readPlaylistBody(request, playlistChangeSchema);
      const change = parseInput(playlistChangeSchema, body, requestLanguage(request));
      return toApiIds(await service.change(user, request.params.id, change, cover));
    },
  );

  operationRoute(app, deletePlaylist, { tags, errors: errors(401, 404) }, async (request) =>
    toApiIds(await service.remove(requireUser(request), request.params.id)),
  );

  operationRoute(app, addPlaylistTrack, { tags, errors: errors(400, 401, 404, 409) }, async (request) =>
    toApiIds(await service.addTrack(requireUser(request), request.params.id, request.body!.trackId)),
  );
  operationRoute(app, removePlaylistTrack, { tags, errors: errors(400, 401, 404) }, async (request) =>
    toApiIds(await service.removeTrack(requireUser(request), request.params.id, request.body!.trackId)),
  );

  operationRoute(app, createPlaylistShareLink, { tags, errors: errors(401, 404) }, async (request) =>
    share.share(requireUser(request), request.params.id),
  );
  operationRoute(app, revokePlaylistShareLink, { tags, errors: errors(401, 404) }, async (request) =>
    share.revoke(requireUser(request), request.params.id),
  );
  operationRoute(app, sharedPlaylist, { tags, errors: errors(404) }, async (request) =>
    toApiIds(await share.shared(request.query.token)),
  );
}
