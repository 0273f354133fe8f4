import type { PlaylistColor } from '../../domain/library';
import en from './en/library.json';
import ru from './ru/library.json';
import { defineNamespace, type NamespaceKey, type NamespaceT } from './namespaces';

/** The library's strings (the heart, Liked songs, Recently played, playlists, shared playlists), shared by those features. */
const strings = defineNamespace('library', { en, ru });

/** The key of a palette colour's name. */
export const colourKey = (color: PlaylistColor) => `colour${color.charAt(0).toUpperCase()}${color.slice(1)}` as `colour${Capitalize<PlaylistColor>}`;

export const libraryResources = strings.bundles;
export type LibraryKey = NamespaceKey<'library'>;
export type LibraryT = NamespaceT<'library'>;
export const libraryTranslator = strings.translator;
export const useLibraryT = strings.useT;
