import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createLocalFileStorage } from '../../media/file-storage';
import type { ModuleDeps } from '../index';
import './tracks.collection';
import { albumsArtistsRoutes } from './albums-artists.routes';
import { catalogFileRoutes } from './catalog-files.routes';
import { createCatalogService } from './catalog.service';
import { trackRoutes } from './tracks.routes';

/** The catalogue module: tracks, files, albums, artists and the home rows; files under DATA_DIR/files. */
export async function catalogRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const storage = createLocalFileStorage(path.join(deps.config.dataDir, 'files'));
  const service = createCatalogService({ db: deps.database.db, storage, realtime: app.realtime, now: deps.now });
  trackRoutes(app, service, storage);
  catalogFileRoutes(app, service, storage);
  albumsArtistsRoutes(app, service);
}
