// The catalogue module's public face: import from here, not its files.
export { catalogRoutes } from './catalog.routes';
export { createCatalogService, type CatalogService } from './catalog.service';
export { createChipIndex } from './chip-index.repository';
export { WORD_SEARCH_CONNECTIONS, wordSearchSettings } from './track-search.repository';
export { toTrackDocument, trackUrls, tracksCollection } from './tracks.collection';
export { readTrackUpload, trackUploadDescription } from './tracks.routes';
export { prepareCover } from './catalog-media';
