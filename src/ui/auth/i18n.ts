import en from '../i18n/en/auth.json';
import es from '../i18n/es/auth.json';
import { defineNamespace } from '../i18n/namespaces';
import ru from '../i18n/ru/auth.json';

/** The sign-in, sign-up and password screens. Keys keep their area prefix, as in the shell's `common` namespace. */
const strings = defineNamespace('auth', { en, ru, es });

export const useAuthT = strings.useT;
