import en from '../i18n/en/home.json';
import { defineNamespace, type NamespaceKey } from '../i18n/namespaces';
import ru from '../i18n/ru/home.json';

/** The signed-in start screen. Keys keep their area prefix, as in the shell's `common` namespace. */
const strings = defineNamespace('home', { en, ru });

export type HomeKey = NamespaceKey<'home'>;
export const useHomeT = strings.useT;
