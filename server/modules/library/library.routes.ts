import type { FastifyInstance } from 'fastify';
import type { Container } from '../container';
import { favouritesRoutes } from './favourites.routes';
import { playlistsRoutes } from './playlists.routes';

/**
 * The user's library: favourites, listen history and playlists — the REST commands, and the
 * `favourites`, `history` and `playlists` collections they register.
 */
export async function libraryRoutes(app: FastifyInstance, library: Container['library']) {
  await app.register(favouritesRoutes, library);
  await app.register(playlistsRoutes, library);
}
