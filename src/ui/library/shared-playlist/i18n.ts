import en from '../../i18n/en/sharedPlaylist.json';
import { libraryStrings } from '../../i18n/library';
import { defineNamespace } from '../../i18n/namespaces';
import ru from '../../i18n/ru/sharedPlaylist.json';

/** The page of a playlist shared by link; the strings it shares with the library come from its namespace. */
const strings = defineNamespace('sharedPlaylist', { en, ru }, libraryStrings);

export const useSharedPlaylistT = strings.useT;
