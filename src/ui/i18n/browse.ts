import en from './en/browse.json';
import ru from './ru/browse.json';
import { defineNamespace, type NamespaceT } from './namespaces';

/** Strings the albums, artists and home screens share with the track details; their own namespaces build on it. */
export const browseStrings = defineNamespace('browse', { en, ru });

export const browseResources = browseStrings.bundles;
export type BrowseT = NamespaceT<'browse'>;
export const browseTranslator = browseStrings.translator;
export const useBrowseT = browseStrings.useT;
