import en from '../../i18n/en/sharedProject.json';
import { libraryStrings } from '../../i18n/library';
import { defineNamespace } from '../../i18n/namespaces';
import ru from '../../i18n/ru/sharedProject.json';

/** The page of a project shared by link; the track rows' strings come from the library's namespace. */
const strings = defineNamespace('sharedProject', { en, ru }, libraryStrings);

export const useSharedProjectT = strings.useT;
