import en from '../../i18n/en/ownerCatalog.json';
import ru from '../../i18n/ru/ownerCatalog.json';
import { defineNamespace, type NamespaceKey } from '../../i18n/namespaces';

/** The owner's catalogue pages (my tracks, upload, albums, releases). */
const strings = defineNamespace('ownerCatalog', { en, ru });

export const ownerCatalogResources = strings.bundles;
export type OwnerCatalogKey = NamespaceKey<'ownerCatalog'>;
export const ownerCatalogTranslator = strings.translator;
export const useOwnerCatalogT = strings.useT;
