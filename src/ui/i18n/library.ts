import en from './en/library.json';
import ru from './ru/library.json';
import { defineNamespace, type NamespaceKey, type NamespaceT } from './namespaces';

/**
 * The library's shared strings (the heart, add to playlist, track rows and states) and the library
 * feature's own (Liked songs, Recently played, the sidebar). Playlists and the shared playlist build their
 * namespaces on this one.
 */
export const libraryStrings = defineNamespace('library', { en, ru });

export const libraryResources = libraryStrings.bundles;
export type LibraryKey = NamespaceKey<'library'>;
export type LibraryT = NamespaceT<'library'>;
export const libraryTranslator = libraryStrings.translator;
export const useLibraryT = libraryStrings.useT;
