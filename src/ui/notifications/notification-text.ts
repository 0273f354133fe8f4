import { recoverMessage } from '../../domain/message-recovery';
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
 * up like every other string. One written before keys were stored is matched back to its template; one
 * that matches none (an admin's own words) shows the text it was written with.
 */
export function notificationMessage(source: NotificationTextSource, t: NotificationsT): string {
  if (source.messageKey) return translateKey(t, source.messageKey, source.params ?? {}, source.message);
  // Written before keys were stored: its English text, matched back to the template it came from.
  const recovered = recoverMessage(source.message);
  return recovered ? translateKey(t, recovered.key, recovered.params, source.message) : source.message;
}
