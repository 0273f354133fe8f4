import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createLocalFileStorage } from '../../media/file-storage';
import type { ModuleDeps } from '../index';
import './tracks.collection';
import { albumsArtistsRoutes } from './albums-artists.routes';
import { catalogFileRoutes } from './catalog-files.routes';
import { createCatalogService } from './catalog.service';
import { createChipIndex } from './chip-index';
import { trackRoutes } from './tracks.routes';

/** The catalogue module: tracks, files, albums, artists and the home rows; files under DATA_DIR/files. */
export async function catalogRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const storage = createLocalFileStorage(path.join(deps.config.dataDir, 'files'));
  const chipIndex = createChipIndex(deps.database.db);
  const service = createCatalogService({ db: deps.database.db, storage, realtime: app.realtime, now: deps.now, chipIndex });
  // In the background: a failure (the database closing, say) only leaves the reading to the first search.
  app.addHook('onReady', async () => {
    chipIndex.warm().catch((error: unknown) => app.log.debug({ err: error }, 'the chip index was not read ahead'));
  });
  trackRoutes(app, service, storage);
  catalogFileRoutes(app, service, storage);
  albumsArtistsRoutes(app, service);
}
