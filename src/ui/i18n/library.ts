import en from './en/library.json';
import ru from './ru/library.json';
import { defineNamespace } from './namespaces';

/**
 * The library's shared strings (the heart, add to playlist, track rows and states) and the library
 * feature's own (Liked songs, Recently played, the sidebar). Playlists and the shared playlist build their
 * namespaces on this one.
 */
export const libraryStrings = defineNamespace('library', { en, ru });

export const useLibraryT = libraryStrings.useT;
