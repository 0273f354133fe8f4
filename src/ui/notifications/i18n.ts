import en from '../i18n/en/notifications.json';
import ru from '../i18n/ru/notifications.json';
import { defineNamespace, type NamespaceT } from '../i18n/namespaces';

/** The notification centre's strings. */
const strings = defineNamespace('notifications', { en, ru });

export const notificationsResources = strings.bundles;
export type NotificationsT = NamespaceT<'notifications'>;
export const notificationsTranslator = strings.translator;
export const useNotificationsT = strings.useT;
