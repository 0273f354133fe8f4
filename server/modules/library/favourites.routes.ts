import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../http/schemas';
import { requireUser } from '../auth/session';
import './favourites.collection';
import './history.collection';
import type { FavouritesService } from './favourites.service';

/**
 * docs/product.md §7: `PATCH`/`DELETE /api/user/favorite-tracks/{id}`, `GET /api/user/favorite-tracks-ids`,
 * `POST /api/track/listen/{id}`; the `favourites` and `history` collections register with them.
 */
export async function favouritesRoutes(
  app: FastifyInstance,
  { favourites: service }: { favourites: FavouritesService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.patch(
    '/user/favorite-tracks/:id',
    { schema: { tags: ['favourites'], params: idParams } },
    async (request) => service.favourite(requireUser(request).id, request.params.id),
  );
  api.delete(
    '/user/favorite-tracks/:id',
    { schema: { tags: ['favourites'], params: idParams } },
    async (request) => service.unfavourite(requireUser(request).id, request.params.id),
  );
  api.get('/user/favorite-tracks-ids', { schema: { tags: ['favourites'] } }, async (request) =>
    service.trackIds(requireUser(request).id),
  );
  api.post('/track/listen/:id', { schema: { tags: ['history'], params: idParams } }, async (request) =>
    service.listen(requireUser(request).id, request.params.id),
  );
}
