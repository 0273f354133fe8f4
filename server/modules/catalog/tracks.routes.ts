import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUDIO_MAX_BYTES,
  COVER_MAX_BYTES,
  trackFieldsSchema,
  trackQuerySchema,
} from '../../../src/domain/catalog';
import { AppError } from '../../http/errors';
import { sendStoredFile } from '../../http/send-file';
import type { FileStorage } from '../../media/file-storage';
import { parseFields } from '../../media/multipart';
import { created, idParams, jsonObject, responses } from '../../http/schemas';
import { requireRole, requireUser } from '../auth/session';
import { readCatalogForm } from './catalog-form';
import { audioTooLarge, coverTooLarge } from './catalog-media';
import type { CatalogService } from './catalog.service';
import { readTrackChange, withArrays } from './track-change';

const tags = ['tracks'];

const uploadDescription = trackFieldsSchema
  .extend({
    audio: z.string().describe('mp3 or wav file (judged by its bytes), at most 100 MB'),
    audioWav: z.string().optional().describe('wav version'),
    cover: z.string().optional().describe('png or jpg, cropped to 600×600'),
  })
  .nullish()
  .describe('multipart/form-data; arrays as repeated `name[]` keys');

const uploadLimits = {
  audio: { maxBytes: AUDIO_MAX_BYTES, tooLarge: audioTooLarge },
  audioWav: { maxBytes: AUDIO_MAX_BYTES, tooLarge: audioTooLarge },
  cover: { maxBytes: COVER_MAX_BYTES, tooLarge: coverTooLarge },
};

/** `/api/track/*` (docs/product.md §7 Tracks): search, one track, upload, change, delete, download. */
export function trackRoutes(app: FastifyInstance, service: CatalogService, storage: FileStorage) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/track/info',
    { schema: { tags, querystring: trackQuerySchema, response: responses('TrackPage', 400, 401, 403) } },
    async (request) => {
      const user = request.query.owner === 'me' ? requireRole(request, 'owner') : requireUser(request);
      return service.searchTracks(user.id, request.query);
    },
  );

  api.get(
    '/track/info-track/:id',
    { schema: { tags, params: idParams, response: responses('TrackDocument', 401, 404) } },
    async (request) => {
      requireUser(request);
      return service.getTrack(request.params.id);
    },
  );

  api.post(
    '/track/create',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        body: uploadDescription,
        response: created('TrackDocument', 400, 401, 403, 413, 415),
      },
    },
    async (request, reply) => {
      const user = requireRole(request, 'owner');
      const { fields, files } = await readCatalogForm(request, uploadLimits);
      const input = parseFields(trackFieldsSchema, withArrays(fields));
      if (!files.audio)
        throw new AppError('VALIDATION', 'catalog.audioRequired', {}, { audio: 'catalog.audioRequired' });
      const track = await service.createTrack(user.id, input, {
        audio: files.audio,
        audioWav: files.audioWav,
        cover: files.cover,
      });
      return reply.status(201).send(track);
    },
  );

  api.patch(
    '/track/change/:id',
    {
      schema: {
        tags,
        consumes: ['application/json', 'multipart/form-data'],
        params: idParams,
        body: jsonObject
          .nullish()
          .describe(
            'JSON or multipart: any of the upload fields (null or an empty value clears an optional one), plus `cover` (png/jpg)',
          ),
        response: responses('TrackDocument', 400, 401, 403, 404, 413, 415),
      },
    },
    async (request) => {
      const user = requireRole(request, 'owner');
      const { fields, cover } = await readTrackChange(request, request.body);
      return service.updateTrack(user.id, request.params.id, fields, cover);
    },
  );

  api.delete(
    '/track/delete/:id',
    { schema: { tags, params: idParams, response: responses('{id}', 401, 403, 404) } },
    async (request) => {
      const user = requireRole(request, 'owner');
      return service.deleteTrack(user.id, request.params.id);
    },
  );

  api.get(
    '/track/download/:id',
    { schema: { tags, params: idParams, response: responses('audio attachment', 401, 404) } },
    async (request, reply) => {
      requireUser(request);
      const file = await service.download(request.params.id);
      return sendStoredFile(request, reply, storage, file.key, {
        contentType: file.contentType,
        downloadName: file.downloadName,
        cacheControl: 'private, no-cache',
      });
    },
  );
}
