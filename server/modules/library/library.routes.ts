import type { FastifyInstance } from 'fastify';
import { favouritesRoutes } from './favourites.routes';
import { playlistsRoutes } from './playlists.routes';

/**
 * The user's library: favourites, listen history and playlists — the REST commands, and the
 * `favourites`, `history` and `playlists` collections they register.
 */
export async function libraryRoutes(
  app: FastifyInstance,
  library: Parameters<typeof favouritesRoutes>[1] & Parameters<typeof playlistsRoutes>[1],
) {
  await app.register(favouritesRoutes, library);
  await app.register(playlistsRoutes, library);
}
