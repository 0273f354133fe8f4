import en from '../../i18n/en/home.json';
import { browseStrings } from '../../i18n/browse';
import { defineNamespace } from '../../i18n/namespaces';
import ru from '../../i18n/ru/home.json';

/**
 * The signed-in start screen. Keys keep their area prefix, as in the shell's `common` namespace; the rows'
 * card strings come from the browse namespace it builds on.
 */
const strings = defineNamespace('home', { en, ru }, browseStrings);

export type HomeT = ReturnType<typeof strings.useT>;
export const useHomeT = strings.useT;
