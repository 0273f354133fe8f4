import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { fixedT, registerBundles } from '../i18n/bundles';

/** The notification centre's strings, registered as their own i18next namespace. */
export const NOTIFICATIONS_NS = 'notifications';

const en = {
  bell: 'Notifications',
  title: 'Notifications',
  filterLabel: 'Filter',
  showAll: 'Show All',
  onlyUnread: 'Only unread',
  allRead: 'All read',
  empty: 'Nothing founded',
  loadError: 'Error: {{message}}',
  unread: 'Unread',
  openProject: 'Open project',
  openProposal: 'Open proposal',
  list: 'Notification list',
} as const;

export type NotificationsKey = keyof typeof en;

const ru: Record<NotificationsKey, string> = {
  bell: 'Уведомления',
  title: 'Уведомления',
  filterLabel: 'Фильтр',
  showAll: 'Показать все',
  onlyUnread: 'Только непрочитанные',
  allRead: 'Все прочитаны',
  empty: 'Ничего не найдено',
  loadError: 'Ошибка: {{message}}',
  unread: 'Не прочитано',
  openProject: 'Открыть проект',
  openProposal: 'Открыть предложение',
  list: 'Список уведомлений',
};

export const notificationsResources = { en, ru } as const;

/** Adds the bundle to an i18next instance once per language (other languages fall back to English). */
export function registerNotificationsBundle(i18n: I18n): void {
  registerBundles(i18n, NOTIFICATIONS_NS, notificationsResources);
}

export type NotificationsT = (key: NotificationsKey, params?: Record<string, string | number>) => string;

/** Registers the bundle and returns a translate function for the notification keys in `language`. */
export function notificationsTranslator(i18n: I18n, language: string): NotificationsT {
  registerNotificationsBundle(i18n);
  const fixed = fixedT(i18n, NOTIFICATIONS_NS, language);
  return (key, params = {}) => fixed(key, params);
}

/** A translate function for the notification keys, following the current language. */
export function useNotificationsT(): NotificationsT {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => notificationsTranslator(i18n, language), [i18n, language]);
}
