import { PresenceBadge } from '@fluentui/react-components';
import { formatNotificationDate } from '../../domain/notifications';
import type { NotificationDocType } from '../../db';
import type { NotificationsT } from './i18n';
import { useNotificationStyles } from './notification-styles';
import { notificationMessage, notificationTitle } from './notification-text';

interface NotificationRowProps {
  notification: NotificationDocType;
  t: NotificationsT;
  onOpen(notification: NotificationDocType): void;
}

/** One notification: its title, text and date in the reader's language; unread ones are highlighted. */
export function NotificationRow({ notification, t, onOpen }: NotificationRowProps) {
  const styles = useNotificationStyles();
  const className = notification.read ? styles.row : `${styles.row} ${styles.unreadRow}`;
  return (
    <li className={styles.item}>
      <button type="button" className={className} onClick={() => onOpen(notification)}>
        <span className={styles.subType}>
          {notification.read ? null : (
            <PresenceBadge status="available" size="extra-small" aria-label={t('unread')} />
          )}
          {notificationTitle(notification, t)}
        </span>
        <span className={styles.message}>{notificationMessage(notification, t)}</span>
        <time className={styles.date} dateTime={notification.createdAt}>
          {formatNotificationDate(notification.createdAt)}
        </time>
      </button>
    </li>
  );
}
