import { toApiIds } from '../../../src/domain/api-ids';
import type { FastifyInstance } from 'fastify';
import {
  completeListen,
  favouriteTrack,
  favouriteTrackIds,
  recordListen,
  unfavouriteTrack,
} from '../../../src/domain/api/library';
import { operationRoute } from '../../http/operation';
import { errorResponses as errors } from '../../http/schemas';
import { requireUser } from '../auth/index';
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
  const tags = ['library'];
  operationRoute(app, favouriteTrack, { tags, errors: errors(401, 404) }, async (request) =>
    service.favourite(requireUser(request).id, request.params.id),
  );
  operationRoute(app, unfavouriteTrack, { tags, errors: errors(401, 404) }, async (request) =>
    service.unfavourite(requireUser(request).id, request.params.id),
  );
  operationRoute(app, favouriteTrackIds, { tags, errors: errors(401) }, async (request) =>
    service.trackIds(requireUser(request).id),
  );
  operationRoute(app, recordListen, { tags, errors: errors(401, 404) }, async (request) =>
    toApiIds(await service.listen(requireUser(request).id, request.params.id)),
  );
  operationRoute(app, completeListen, { tags, errors: errors(401, 404) }, async (request) =>
    toApiIds(await service.completeListen(requireUser(request).id, request.params.id)),
  );
}
