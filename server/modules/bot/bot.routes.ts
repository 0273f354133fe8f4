import type { FastifyInstance } from 'fastify';
import { generateBotLink } from '../../../src/domain/api/bot';
import { operationRoute } from '../../http/operation';
import { errorResponses as errors } from '../../http/schemas';
import { requireUser } from '../auth/index';
import type { BotService } from './bot.service';

/** `/api/bot/*`: linking a Telegram chat to the account. */
export async function botRoutes(app: FastifyInstance, { bot: service }: { bot: BotService }) {
  operationRoute(app, generateBotLink, { tags: ['bot'], errors: errors(401) }, async (request) =>
    service.generateLink(requireUser(request).id),
  );
}
