import en from '../i18n/en/catalog.json';
import ru from '../i18n/ru/catalog.json';
import { defineNamespace, type NamespaceKey, type NamespaceT } from '../i18n/namespaces';

/** The catalogue page's strings (`countApprox` is always plural: estimates are 5,000 or more). */
const strings = defineNamespace('catalog', { en, ru });

export type CatalogKey = NamespaceKey<'catalog'>;
export type CatalogT = NamespaceT<'catalog'>;
export const useCatalogT = strings.useT;
