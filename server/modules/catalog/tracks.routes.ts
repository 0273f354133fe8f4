import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TrackDownloadsRepository } from '../statistics/index';
import { z } from 'zod';
import {
  changeTrack,
  createTrack,
  deleteTrack,
  downloadTrack,
  publishTrack,
  trackDetail,
  trackSearch,
} from '../../../src/domain/api/catalog';
import { AUDIO_MAX_BYTES, COVER_MAX_BYTES, trackFieldsSchema } from '../../../src/domain/catalog';
import { toApiIds } from '../../../src/domain/api-ids';
import { AppError } from '../../http/errors';
import { sendStoredFile } from '../../http/send-file';
import type { FileStorage } from '../../media/file-storage';
import { parseFields } from '../../media/multipart';
import { operationRoute } from '../../http/operation';
import { errorResponses as errors, jsonObject } from '../../http/schemas';
import { requireRole, requireUser } from '../auth/index';
import { readCatalogForm } from './catalog-form';
import { audioTooLarge, coverTooLarge } from './catalog-media';
import type { CatalogService } from './catalog.service';
import { readTrackChange, withArrays } from './track-change';
import { createTrackPageJson } from './track-page-json';

const tags = ['catalog'];

const uploadDescription = trackFieldsSchema
  .extend({
    audio: z.string().describe('mp3 or wav file (judged by its bytes), at most 100 MB'),
    audioWav: z.string().optional().describe('wav version'),
    cover: z.string().optional().describe('png or jpg, cropped to 600×600'),
  })
  .nullish()
  .describe('multipart/form-data; arrays as repeated `name[]` keys');

const changeDescription = jsonObject
  .nullish()
  .describe(
    'JSON or multipart: any of the upload fields (null or an empty value clears an optional one), plus `cover` (png/jpg)',
  );

const uploadLimits = {
  audio: { maxBytes: AUDIO_MAX_BYTES, tooLarge: audioTooLarge },
  audioWav: { maxBytes: AUDIO_MAX_BYTES, tooLarge: audioTooLarge },
  cover: { maxBytes: COVER_MAX_BYTES, tooLarge: coverTooLarge },
};

/**
 * The track upload form of `POST /api/track/create`, read and checked: its fields and files (`audio`
 * required). A composer order's delivery (`POST /api/task/deliver/{id}`) reads the same form.
 */
export async function readTrackUpload(request: FastifyRequest) {
  const { fields, files } = await readCatalogForm(request, uploadLimits);
  const input = parseFields(trackFieldsSchema, withArrays(fields));
  if (!files.audio)
    throw new AppError('VALIDATION', 'catalog.audioRequired', {}, { audio: 'catalog.audioRequired' });
  return { fields: input, files: { audio: files.audio, audioWav: files.audioWav, cover: files.cover } };
}

/** Whether a download request (no `Range`, or one from byte 0) starts the file. */
const startsAtFirstByte = (range: string | undefined) => !range || /^bytes=0-/.test(range.trim());

/** The OpenAPI description of the track upload form. */
export const trackUploadDescription = uploadDescription;

/** `/api/track/*` (docs/product.md §7 Tracks): search, one track, upload, change, delete, download. */
export function trackRoutes(
  app: FastifyInstance,
  service: CatalogService,
  storage: FileStorage,
  downloads: TrackDownloadsRepository,
) {
  const pageJson = createTrackPageJson();
  operationRoute(app, trackSearch, { tags, errors: errors(400, 401, 403) }, async (request, reply) => {
    const user = request.query.owner === 'me' ? requireRole(request, 'owner') : requireUser(request);
    const page = await service.searchTracks(user.id, request.query);
    // Sent as JSON text: a string with a JSON content type is not serialised again.
    return reply.type('application/json; charset=utf-8').send(pageJson(page));
  });

  operationRoute(app, trackDetail, { tags, errors: errors(401, 404) }, async (request) => {
    const user = requireUser(request);
    return toApiIds(await service.getTrack(user.id, request.params.id));
  });

  operationRoute(
    app,
    createTrack,
    { tags, body: uploadDescription, status: 201, errors: errors(400, 401, 403, 413, 415) },
    async (request, reply) => {
      const user = requireRole(request, 'owner');
      const { fields, files } = await readTrackUpload(request);
      const track = await service.createTrack(user.id, fields, files);
      return reply.status(201).send(toApiIds(track));
    },
  );

  operationRoute(
    app,
    changeTrack,
    { tags, body: changeDescription, errors: errors(400, 401, 403, 404, 413, 415) },
    async (request) => {
      const user = requireRole(request, 'owner');
      const { fields, cover } = await readTrackChange(request, request.body);
      return toApiIds(await service.updateTrack(user.id, request.params.id, fields, cover));
    },
  );

  operationRoute(app, publishTrack, { tags, errors: errors(401, 403, 404, 409) }, async (request) => {
    const user = requireRole(request, 'owner');
    return toApiIds(await service.publishTrack(user.id, request.params.id));
  });

  operationRoute(app, deleteTrack, { tags, errors: errors(401, 403, 404) }, async (request) => {
    const user = requireRole(request, 'owner');
    return toApiIds(await service.deleteTrack(user.id, request.params.id));
  });

  operationRoute(app, downloadTrack, { tags, errors: errors(401, 404) }, async (request, reply) => {
    const user = requireUser(request);
    const file = await service.download(user.id, request.params.id);
    // A download is counted once: a request for its first byte, not the ranges that resume it.
    if (startsAtFirstByte(request.headers.range)) await downloads.record(user.id, request.params.id);
    return sendStoredFile(request, reply, storage, file.key, {
      contentType: file.contentType,
      downloadName: file.downloadName,
      cacheControl: 'private, no-cache',
    });
  });
}
