import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../http/schemas';
import { requireUser } from '../auth/session';
import type { ModuleDeps } from '../index';
import { createBotRepository } from './bot.repository';
import { createBotService } from './bot.service';

/** `/api/bot/*`: linking a Telegram chat to the account. */
export async function botRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createBotService({ repo: createBotRepository(deps.database.db), botName: deps.config.botName, now: deps.now });
  api.post(
    '/bot/link/generate',
    { schema: { tags: ['bot'], response: { 200: z.object({ url: z.url() }), 401: errorSchema } } },
    async (request) => service.generateLink(requireUser(request).id),
  );
}
