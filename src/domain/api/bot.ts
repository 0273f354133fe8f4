import { z } from 'zod';
import { defineOperation } from './operation';

/** `POST /api/bot/link/generate`: a one-time link that ties a Telegram chat to the account (docs/product.md §7). */
export const generateBotLink = defineOperation({
  id: 'bot.generateLink',
  method: 'POST',
  path: '/bot/link/generate',
  summary: 'Generate a bot link',
  access: 'session',
  response: z.object({ url: z.url() }),
});
