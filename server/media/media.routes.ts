import type { FastifyInstance } from 'fastify';
import { mediaFile } from '../../src/domain/api/media';
import { AppError } from '../http/errors';
import { operationRoute } from '../http/operation';
import { errorResponses as errors } from '../http/schemas';
import type { MediaStore } from './media-store';

/** `GET /api/media/<file>`: stored media with its content type; names are random, so caching is long. */
export async function mediaRoutes(app: FastifyInstance, deps: { media: MediaStore }) {
  operationRoute(app, mediaFile, { tags: ['media'], errors: errors(404) }, async (request, reply) => {
    const found = await deps.media.read(request.params.file);
    if (!found) throw new AppError('FILE_NOT_FOUND');
    return reply
      .type(found.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(found.data);
  });
}
