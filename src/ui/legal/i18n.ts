import en from '../i18n/en/legal.json';
import { defineNamespace, type NamespaceKey } from '../i18n/namespaces';
import ru from '../i18n/ru/legal.json';

/** The terms of service and the reference page. Keys keep their area prefix, as in the shell's `common` namespace. */
const strings = defineNamespace('legal', { en, ru });

export type LegalKey = NamespaceKey<'legal'>;
export const useLegalT = strings.useT;
