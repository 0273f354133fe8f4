import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../index';
import { favouritesRoutes } from './favourites.routes';
import { playlistsRoutes } from './playlists.routes';

/**
 * The user's library: favourites, listen history and playlists — the REST commands, and the
 * `favourites`, `history` and `playlists` collections they register.
 */
export async function libraryRoutes(app: FastifyInstance, deps: ModuleDeps) {
  await app.register(favouritesRoutes, deps);
  await app.register(playlistsRoutes, deps);
}
