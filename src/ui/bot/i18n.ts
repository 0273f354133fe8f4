import en from '../i18n/en/botLink.json';
import { defineNamespace } from '../i18n/namespaces';
import ru from '../i18n/ru/botLink.json';

/** The Telegram bot link dialog. Keys keep their area prefix, as in the shell's `common` namespace. */
const strings = defineNamespace('botLink', { en, ru });

export const useBotLinkT = strings.useT;
