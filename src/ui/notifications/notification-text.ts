import type { NotificationParams } from '../../domain/notifications';
import { translateKey } from '../i18n';
import type { NotificationsT } from './i18n';

/** What the bell and the snackbar need of a notification, from the list or the live event alike. */
export interface NotificationTextSource {
  subType: string;
  message: string;
  messageKey?: string | null;
  params?: NotificationParams;
}

/** A notification's title: its subType's name in the reader's language (an unknown one as sent). */
export const notificationTitle = (source: NotificationTextSource, t: NotificationsT): string =>
  translateKey(t, `subType.${source.subType}`, {}, source.subType);

/**
 * A notification's text in the reader's language: the server's catalogue key with its parameters, looked
 * up like every other string; a notification without a key (an admin's words, or one written before keys
 * were stored) shows the text it was written with.
 */
export const notificationMessage = (source: NotificationTextSource, t: NotificationsT): string =>
  source.messageKey ? translateKey(t, source.messageKey, source.params ?? {}, source.message) : source.message;
