import { randomToken, sha256 } from '../auth/index';
import type { BotRepository } from './bot.repository';

export const BOT_LINK_TTL_MS = 15 * 60 * 1000;

export interface BotServiceDeps {
  repo: BotRepository;
  botName: string;
  now: () => Date;
}

export function createBotService(deps: BotServiceDeps) {
  return {
    /** A one-time Telegram deep link (valid 15 minutes) that ties the chat to this user when the bot receives /start. */
    async generateLink(userId: string): Promise<{ url: string }> {
      const token = randomToken();
      const expiresAt = new Date(deps.now().getTime() + BOT_LINK_TTL_MS);
      await deps.repo.insertLinkToken({ userId, tokenHash: sha256(token), expiresAt });
      return { url: `https://t.me/${deps.botName}?start=${token}` };
    },
  };
}

export type BotService = ReturnType<typeof createBotService>;
