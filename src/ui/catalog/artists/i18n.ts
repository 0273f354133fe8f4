import en from '../../i18n/en/artists.json';
import { browseStrings } from '../../i18n/browse';
import { defineNamespace } from '../../i18n/namespaces';
import ru from '../../i18n/ru/artists.json';

/** The artists pages and the catalogue's artists tab; the strings they share with the other browse screens come from that namespace. */
const strings = defineNamespace('artists', { en, ru }, browseStrings);

export type ArtistsT = ReturnType<typeof strings.useT>;
export const useArtistsT = strings.useT;
