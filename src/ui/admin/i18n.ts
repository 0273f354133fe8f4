import en from '../i18n/en/admin.json';
import { defineNamespace } from '../i18n/namespaces';
import ru from '../i18n/ru/admin.json';

/** The administrator's start page. Keys keep their area prefix, as in the shell's `common` namespace. */
const strings = defineNamespace('admin', { en, ru });

export const useAdminT = strings.useT;
