import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COVER_MAX_BYTES } from '../../../src/domain/catalog';
import {
  playlistChangeSchema,
  playlistFieldsSchema,
  playlistListQuerySchema,
  playlistTrackSchema,
} from '../../../src/domain/library';
import { requestLanguage } from '../../http/errors';
import { idParams } from '../../http/schemas';
import { readMultipart } from '../../media/multipart';
import { requireUser } from '../auth/session';
import type { PlaylistShareService } from './playlist-share.service';
import './playlists.collection';
import type { PlaylistsService } from './playlists.service';
import { parseInput } from './validation';

/** JSON, or multipart with the same fields as text and an optional `cover` file. */
async function readPlaylistBody(request: FastifyRequest): Promise<{ body: unknown; cover?: Uint8Array }> {
  if (!request.isMultipart()) return { body: request.body ?? {} };
  const { fields, files } = await readMultipart(request, { fileSize: COVER_MAX_BYTES, files: 1 });
  const body: Record<string, unknown> = { ...fields };
  if (fields.coverColor === '') body.coverColor = null;
  const cover = files.cover?.data;
  return { body, cover: cover && cover.length > 0 ? cover : undefined };
}

/** docs/product.md §7 playlists: list, read, create, change, delete, add and remove tracks, share links. */
export async function playlistsRoutes(
  app: FastifyInstance,
  {
    playlists: service,
    playlistShare: share,
  }: { playlists: PlaylistsService; playlistShare: PlaylistShareService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['playlists'];

  api.get('/playlist/info', { schema: { tags, querystring: playlistListQuerySchema } }, async (request) =>
    service.list(requireUser(request), request.query),
  );
  api.get('/playlist/info-playlist/:id', { schema: { tags, params: idParams } }, async (request) =>
    service.detail(requireUser(request), request.params.id),
  );

  api.post('/playlist/create', { schema: { tags } }, async (request, reply) => {
    const user = requireUser(request);
    const { body, cover } = await readPlaylistBody(request);
    const fields = parseInput(playlistFieldsSchema, body, requestLanguage(request));
    return reply.status(201).send(await service.create(user, fields, cover));
  });

  api.patch('/playlist/change/:id', { schema: { tags, params: idParams } }, async (request) => {
    const user = requireUser(request);
    const { body, cover } = await readPlaylistBody(request);
    const change = parseInput(playlistChangeSchema, body, requestLanguage(request));
    return service.change(user, request.params.id, change, cover);
  });

  api.delete('/playlist/delete/:id', { schema: { tags, params: idParams } }, async (request) =>
    service.remove(requireUser(request), request.params.id),
  );

  api.patch(
    '/playlist/add-track/:id',
    { schema: { tags, params: idParams, body: playlistTrackSchema } },
    async (request) => service.addTrack(requireUser(request), request.params.id, request.body.trackId),
  );
  api.delete(
    '/playlist/delete-track/:id',
    { schema: { tags, params: idParams, body: playlistTrackSchema } },
    async (request) => service.removeTrack(requireUser(request), request.params.id, request.body.trackId),
  );

  api.patch('/playlist/share-link/:id', { schema: { tags, params: idParams } }, async (request) =>
    share.share(requireUser(request), request.params.id),
  );
  api.delete('/playlist/share-link/:id', { schema: { tags, params: idParams } }, async (request) =>
    share.revoke(requireUser(request), request.params.id),
  );
  api.get(
    '/playlist/info-share',
    {
      schema: {
        tags,
        querystring: z.object({ token: z.string({ message: 'library.shareUnavailable' }).max(200) }),
      },
    },
    async (request) => share.shared(request.query.token),
  );
}
