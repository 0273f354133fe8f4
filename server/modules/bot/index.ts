// The bot module's public face: import from here, not its files.
export { botRoutes } from './bot.routes';
export { createBotService, type BotService } from './bot.service';
export { createBotRepository } from './bot.repository';
