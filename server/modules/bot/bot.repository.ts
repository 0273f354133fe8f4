import type { Db } from '../../db/client';
import { oneTimeTokens } from '../../db/schema/auth';

/** Bot link tokens (one-time tokens with purpose `bot_link`): the only place the bot module touches the database. */
export function createBotRepository(db: Db) {
  return {
    async insertLinkToken(token: { userId: string; tokenHash: string; expiresAt: Date }) {
      await db.insert(oneTimeTokens).values({ ...token, purpose: 'bot_link' });
    },
  };
}

export type BotRepository = ReturnType<typeof createBotRepository>;
