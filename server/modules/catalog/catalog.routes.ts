import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../media/file-storage';
import './tracks.collection';
import { albumsArtistsRoutes } from './albums-artists.routes';
import { catalogFileRoutes } from './catalog-files.routes';
import type { CatalogService } from './catalog.service';
import type { ChipIndex } from './chip-index.repository';
import { trackRoutes } from './tracks.routes';

/** What the catalogue's routes are given by the composition root. */
export interface CatalogRoutesDeps {
  service: CatalogService;
  storage: FileStorage;
  chipIndex: Pick<ChipIndex, 'warm'>;
  downloads: Parameters<typeof trackRoutes>[3];
}

/** The catalogue module: tracks, files, albums, artists and the home rows; files under DATA_DIR/files. */
export async function catalogRoutes(
  app: FastifyInstance,
  { service, storage, chipIndex, downloads }: CatalogRoutesDeps,
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
