import en from '../../i18n/en/albums.json';
import { browseStrings } from '../../i18n/browse';
import { defineNamespace } from '../../i18n/namespaces';
import ru from '../../i18n/ru/albums.json';

/** The album page and the catalogue's albums tab; the strings they share with the other browse screens come from that namespace. */
const strings = defineNamespace('albums', { en, ru }, browseStrings);

export type AlbumsT = ReturnType<typeof strings.useT>;
export const useAlbumsT = strings.useT;
