import en from '../i18n/en/botLink.json';
import { defineNamespace, type NamespaceKey } from '../i18n/namespaces';
import ru from '../i18n/ru/botLink.json';

/** The Telegram bot link dialog. Keys keep their area prefix, as in the shell's `common` namespace. */
const strings = defineNamespace('botLink', { en, ru });

export type BotLinkKey = NamespaceKey<'botLink'>;
export const useBotLinkT = strings.useT;
