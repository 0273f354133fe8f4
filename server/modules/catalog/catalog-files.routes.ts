import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { trackPeaksQuerySchema } from '../../../src/domain/peaks';
import { AppError } from '../../http/errors';
import { IMMUTABLE_CACHE_CONTROL, sendStoredFile } from '../../http/send-file';
import { isStorageKey, type FileStorage } from '../../media/file-storage';
import type { CatalogService } from './catalog.service';
import { idParams, responses } from '../../http/schemas';

const tags = ['tracks'];
const coverTypes: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * Catalogue files, readable without a session (shared playlists play to signed-out visitors; ids and keys
 * are unguessable): waveform peaks (all 8,000 points per channel, or `?points=` at drawing resolution), audio
 * with Range requests, cover images.
 */
export function catalogFileRoutes(app: FastifyInstance, service: CatalogService, storage: FileStorage) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const peaksSchema = {
    tags,
    params: idParams,
    querystring: trackPeaksQuerySchema,
    response: { ...responses('TrackPeaks', 400, 404), 304: z.null().describe('Not modified') },
  };
  api.get('/track/peaks/:id', { schema: peaksSchema }, async (request, reply) => {
    const { etag, ...peaks } = await service.peaks(request.params.id, request.query.points);
    reply.header('etag', etag).header('cache-control', IMMUTABLE_CACHE_CONTROL);
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag))
      return reply.code(304).send(null);
    return peaks;
  });

  api.get(
    '/track/audio/:file',
    {
      schema: {
        tags,
        params: z.object({ file: z.string().max(100).describe('<id>.mp3 or <id>.wav') }),
        response: responses('audio bytes; 206 for a Range', 404, 416),
      },
    },
    async (request, reply) => {
      const file = await service.audioFile(request.params.file);
      return sendStoredFile(request, reply, storage, file.key, { contentType: file.contentType });
    },
  );

  api.get(
    '/files/covers/:name',
    {
      schema: {
        tags,
        params: z.object({ name: z.string().max(100) }),
        response: responses('image bytes', 404),
      },
    },
    async (request, reply) => {
      const key = `covers/${request.params.name}`;
      const contentType = coverTypes[key.split('.').pop() ?? ''];
      if (!isStorageKey(key) || !contentType) throw new AppError('NOT_FOUND');
      return sendStoredFile(request, reply, storage, key, { contentType });
    },
  );
}
