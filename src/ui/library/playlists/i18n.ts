import type { PlaylistColor } from '../../../domain/library';
import en from '../../i18n/en/playlists.json';
import { libraryStrings } from '../../i18n/library';
import { defineNamespace } from '../../i18n/namespaces';
import ru from '../../i18n/ru/playlists.json';

/** The playlists pages and dialogs; the strings they share with the library come from its namespace. */
const strings = defineNamespace('playlists', { en, ru }, libraryStrings);

export type PlaylistsT = ReturnType<typeof strings.useT>;
export const usePlaylistsT = strings.useT;

/** The key of a palette colour's name. */
export const colourKey = (color: PlaylistColor) =>
  `colour${color.charAt(0).toUpperCase()}${color.slice(1)}` as `colour${Capitalize<PlaylistColor>}`;
export const playlistsTranslator = strings.translator;
