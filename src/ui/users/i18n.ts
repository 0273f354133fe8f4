import en from '../i18n/en/settings.json';
import { defineNamespace } from '../i18n/namespaces';
import ru from '../i18n/ru/settings.json';

/** The settings page (profile, password). Keys keep their area prefix, as in the shell's `common` namespace. */
const strings = defineNamespace('settings', { en, ru });

export const useSettingsT = strings.useT;
