import { PresenceBadge } from '@fluentui/react-components';
import { formatNotificationDate } from '../../domain/notifications';
import type { NotificationDocType } from '../../db';
import type { NotificationsT } from './i18n';
import { useNotificationStyles } from './notification-styles';

interface NotificationRowProps {
  notification: NotificationDocType;
  t: NotificationsT;
  onOpen(notification: NotificationDocType): void;
}

/** One notification: subType, message and date; unread ones are highlighted. */
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
          {notification.subType}
        </span>
        <span className={styles.message}>{notification.message}</span>
        <time className={styles.date} dateTime={notification.createdAt}>
          {formatNotificationDate(notification.createdAt)}
        </time>
      </button>
    </li>
  );
}
