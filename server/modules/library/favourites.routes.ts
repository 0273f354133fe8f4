import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../http/schemas';
import { requireUser } from '../auth/session';
import type { ModuleDeps } from '../index';
import './favourites.collection';
import './history.collection';
import { favouritesRepository } from './favourites.repository';
import { favouritesService } from './favourites.service';
import { libraryTracksRepository } from './library-tracks.repository';
import { listensRepository } from './listens.repository';

/**
 * docs/product.md §7: `PATCH`/`DELETE /api/user/favorite-tracks/{id}`, `GET /api/user/favorite-tracks-ids`,
 * `POST /api/track/listen/{id}`; the `favourites` and `history` collections register with them.
 */
export async function favouritesRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const service = favouritesService({
    favourites: favouritesRepository(db),
    listens: listensRepository(db),
    tracks: libraryTracksRepository(db),
    realtime: app.realtime,
    now: deps.now,
  });

  api.patch('/user/favorite-tracks/:id', { schema: { tags: ['favourites'], params: idParams } }, async (request) =>
    service.favourite(requireUser(request).id, request.params.id),
  );
  api.delete('/user/favorite-tracks/:id', { schema: { tags: ['favourites'], params: idParams } }, async (request) =>
    service.unfavourite(requireUser(request).id, request.params.id),
  );
  api.get('/user/favorite-tracks-ids', { schema: { tags: ['favourites'] } }, async (request) => service.trackIds(requireUser(request).id));
  api.post('/track/listen/:id', { schema: { tags: ['history'], params: idParams } }, async (request) =>
    service.listen(requireUser(request).id, request.params.id),
  );
}
