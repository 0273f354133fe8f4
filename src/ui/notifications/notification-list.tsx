import { useMemo, useRef, useState, type UIEvent } from 'react';
import {
  NOTIFICATION_ROW_HEIGHT,
  NOTIFICATIONS_PAGE_SIZE,
  notificationListHeight,
} from '../../domain/notifications';
import {
  notificationsCountQuery,
  notificationsQuery,
  type CueDatabase,
  type NotificationDocType,
} from '../../db';
import { errorText } from '../components/server-errors';
import { useObservableState } from '../hooks/use-observable';
import type { NotificationsT } from './i18n';
import { NotificationRow } from './notification-row';
import { useNotificationStyles } from './notification-styles';

interface NotificationListProps {
  db: CueDatabase;
  onlyUnread: boolean;
  t: NotificationsT;
  onOpen(notification: NotificationDocType): void;
}

/** The newest notifications from the local database, one page (16) more each time the end scrolls into view. */
export function NotificationList({ db, onlyUnread, t, onOpen }: NotificationListProps) {
  const styles = useNotificationStyles();
  const [limit, setLimit] = useState(NOTIFICATIONS_PAGE_SIZE);
  const list$ = useMemo(() => notificationsQuery(db, { onlyUnread, limit }), [db, onlyUnread, limit]);
  const total$ = useMemo(() => notificationsCountQuery(db, onlyUnread), [db, onlyUnread]);
  // A longer page keeps showing the shorter one until it arrives, so the list never blinks empty.
  const shown = useRef<NotificationDocType[] | null>(null);
  const { value: items, error } = useObservableState(list$, shown.current);
  shown.current = items;
  const total = useObservableState(total$, 0).value;

  if (error)
    return (
      <div role="alert" className={styles.state}>
        {t('loadError', { message: errorText(error) })}
      </div>
    );
  if (items === null) return null;
  if (items.length === 0) return <div className={styles.state}>{t('empty')}</div>;

  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const { scrollTop, clientHeight, scrollHeight } = event.currentTarget;
    if (
      scrollTop + clientHeight >= scrollHeight - NOTIFICATION_ROW_HEIGHT &&
      items.length < total &&
      items.length >= limit
    ) {
      setLimit(limit + NOTIFICATIONS_PAGE_SIZE);
    }
  };

  return (
    <ul
      className={styles.list}
      style={{ height: notificationListHeight(items.length) }}
      aria-label={t('list')}
      onScroll={onScroll}
    >
      {items.map((notification) => (
        <NotificationRow key={notification.id} notification={notification} t={t} onOpen={onOpen} />
      ))}
    </ul>
  );
}
