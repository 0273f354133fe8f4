import { notificationAction, notificationTarget } from '../../domain/notification-rules';
import type { AccountRole } from '../../domain/roles';
import type { NotificationEvent } from '../../domain/sync-protocol';
import type { SnackbarOptions } from '../components/snackbar';
import type { NotificationsT } from './i18n';
import { notificationMessage } from './notification-text';

/** The info snackbar of a `notification` event, with "Open project"/"Open proposal" where docs/product.md §4 says. */
export function notificationSnackbar(
  event: NotificationEvent,
  role: AccountRole,
  t: NotificationsT,
  navigate: (to: string) => void,
): SnackbarOptions {
  const action = notificationAction(event.subType, role);
  const target = notificationTarget(event.subType, event.objectId, role);
  const title = notificationMessage(event, t);
  if (!action || !target) return { title, type: 'info' };
  return { title, type: 'info', actionTitle: t(action), action: () => navigate(target) };
}
