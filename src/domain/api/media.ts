import { z } from 'zod';
import { defineOperation } from './operation';

/** `GET /api/media/<file>`: a stored image (an avatar) with its content type; names are random. */
export const mediaFile = defineOperation({
  id: 'media.file',
  method: 'GET',
  path: '/media/:file',
  summary: 'Get a stored image',
  access: 'public',
  params: z.object({ file: z.string().max(100) }),
  bytes: ['image/png', 'image/jpeg'],
});
