import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/errors';
import type { MediaStore } from './media-store';

/** `GET /api/media/<file>`: stored media with its content type; names are random, so caching is long. */
export async function mediaRoutes(app: FastifyInstance, deps: { media: MediaStore }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/media/:file',
    {
      schema: {
        tags: ['media'],
        params: z.object({ file: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const found = await deps.media.read(request.params.file);
      if (!found) throw new AppError('FILE_NOT_FOUND');
      return reply
        .type(found.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(found.data);
    },
  );
}
