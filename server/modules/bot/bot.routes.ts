import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../http/schemas';
import { requireUser } from '../auth/session';
import type { BotService } from './bot.service';

/** `/api/bot/*`: linking a Telegram chat to the account. */
export async function botRoutes(app: FastifyInstance, { bot: service }: { bot: BotService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/bot/link/generate',
    { schema: { tags: ['bot'], response: { 200: z.object({ url: z.url() }), 401: errorSchema } } },
    async (request) => service.generateLink(requireUser(request).id),
  );
}
