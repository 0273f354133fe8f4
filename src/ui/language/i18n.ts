import en from '../i18n/en/language.json';
import es from '../i18n/es/language.json';
import { defineNamespace } from '../i18n/namespaces';
import ru from '../i18n/ru/language.json';

/** The language dialog. Keys keep their area prefix, as in the shell's `common` namespace. */
const strings = defineNamespace('language', { en, ru, es });

export const useLanguageT = strings.useT;
