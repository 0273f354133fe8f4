// The library module's public face (favourites, history, playlists): import from here, not its files.
export { libraryRoutes } from './library.routes';
export { favouritesService, type FavouritesService } from './favourites.service';
export { favouritesRepository } from './favourites.repository';
export { listensRepository } from './listens.repository';
export { libraryTracksRepository } from './library-tracks.repository';
export { playlistsService, type PlaylistsService } from './playlists.service';
export { playlistShareService, type PlaylistShareService } from './playlist-share.service';
export { playlistsRepository } from './playlists.repository';
export { coverStore } from './playlist-covers';
export { favouritesCollection } from './favourites.collection';
export { historyCollection } from './history.collection';
export { playlistsCollection } from './playlists.collection';
export { parseInput } from './validation';
