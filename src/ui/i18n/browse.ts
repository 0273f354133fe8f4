import en from './en/browse.json';
import ru from './ru/browse.json';
import { defineNamespace, type NamespaceKey, type NamespaceT } from './namespaces';

/** Strings of the albums, artists, home rows and track details screens, shared by those features. */
const strings = defineNamespace('browse', { en, ru });

export const browseResources = strings.bundles;
export type BrowseKey = NamespaceKey<'browse'>;
export type BrowseT = NamespaceT<'browse'>;
export const browseTranslator = strings.translator;
export const useBrowseT = strings.useT;
