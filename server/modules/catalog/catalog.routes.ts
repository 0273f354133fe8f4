import type { FastifyInstance } from 'fastify';
import type { Container } from '../container';
import './tracks.collection';
import { albumsArtistsRoutes } from './albums-artists.routes';
import { catalogFileRoutes } from './catalog-files.routes';
import { trackRoutes } from './tracks.routes';

/** The catalogue module: tracks, files, albums, artists and the home rows; files under DATA_DIR/files. */
export async function catalogRoutes(
  app: FastifyInstance,
  { service, storage, chipIndex, downloads }: Container['catalog'],
) {
  // In the background: a failure (the database closing, say) only leaves the reading to the first search.
  app.addHook('onReady', async () => {
    chipIndex
      .warm()
      .catch((error: unknown) => app.log.debug({ err: error }, 'the chip index was not read ahead'));
  });
  trackRoutes(app, service, storage, downloads);
  catalogFileRoutes(app, service, storage);
  albumsArtistsRoutes(app, service);
}
