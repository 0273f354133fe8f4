import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { coverFile, trackAudio, trackPeaks } from '../../../src/domain/api/catalog';
import { AppError } from '../../http/errors';
import { operationRoute } from '../../http/operation';
import { IMMUTABLE_CACHE_CONTROL, sendStoredFile } from '../../http/send-file';
import { isStorageKey, type FileStorage } from '../../media/file-storage';
import type { CatalogService } from './catalog.service';
import { errorResponses as errors } from '../../http/schemas';

const tags = ['catalog'];
const coverTypes: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * Catalogue files, readable without a session (shared playlists play to signed-out visitors; ids and keys
 * are unguessable): waveform peaks (all 8,000 points per channel, or `?points=` at drawing resolution), audio
 * with Range requests, cover images.
 */
export function catalogFileRoutes(app: FastifyInstance, service: CatalogService, storage: FileStorage) {
  operationRoute(
    app,
    trackPeaks,
    { tags, answers: { 304: z.null().describe('Not modified') }, errors: errors(400, 404) },
    async (request, reply) => {
      const { etag, ...peaks } = await service.peaks(request.params.id, request.query.points);
      reply.header('etag', etag).header('cache-control', IMMUTABLE_CACHE_CONTROL);
      if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag))
        return reply.code(304).send(null);
      return peaks;
    },
  );

  operationRoute(app, trackAudio, { tags, errors: errors(404, 416) }, async (request, reply) => {
    const file = await service.audioFile(request.params.file);
    return sendStoredFile(request, reply, storage, file.key, { contentType: file.contentType });
  });

  operationRoute(app, coverFile, { tags, errors: errors(404) }, async (request, reply) => {
    const key = `covers/${request.params.name}`;
    const contentType = coverTypes[key.split('.').pop() ?? ''];
    if (!isStorageKey(key) || !contentType) throw new AppError('NOT_FOUND');
    return sendStoredFile(request, reply, storage, key, { contentType });
  });
}
