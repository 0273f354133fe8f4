import { lazy, Suspense, useMemo, useState } from 'react';
import { Button, CounterBadge, Popover, PopoverSurface, PopoverTrigger } from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { unreadCountQuery } from '../../db';
import { useObservable } from '../hooks/use-observable';
import { useSession } from '../hooks/use-session';
import { useLocalDb } from '../local-data';
import { useNotificationsT } from './i18n';
import { useNotificationStyles } from './notification-styles';
import { useNotificationSnackbars } from './use-notification-snackbars';

// The list, its filter and its actions load when the popup first opens (asked for on hover or focus of
// the bell): a signed-in screen draws without them.
const loadPanel = () => import('./notifications-panel');
const NotificationsPanel = lazy(() => loadPanel().then((module) => ({ default: module.NotificationsPanel })));

/** The header's bell: the unread badge counted from the local database, and the notifications popup. */
export function NotificationBell() {
  const styles = useNotificationStyles();
  const t = useNotificationsT();
  const db = useLocalDb();
  const { state } = useSession();
  const [open, setOpen] = useState(false);
  const unread$ = useMemo(() => (db ? unreadCountQuery(db) : null), [db]);
  const unread = useObservable(unread$, 0);
  useNotificationSnackbars(state.currentRole, t);

  return (
    <Popover open={open} onOpenChange={(_, data) => setOpen(data.open)} positioning="below-end" trapFocus>
      <PopoverTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          // The badge's number is visible text, so the name carries it too (WCAG 2.5.3 Label in Name).
          aria-label={
            unread > 0 ? t('bellUnread', { count: unread > 99 ? '99+' : String(unread) }) : t('bell')
          }
          icon={
            <span className={styles.bellWrap}>
              <AlertRegular />
              <CounterBadge
                className={styles.badge}
                count={unread}
                size="small"
                overflowCount={99}
                aria-hidden
                data-testid="notifications-unread"
              />
            </span>
          }
        />
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={t('title')}>
        {db ? (
          <Suspense fallback={null}>
            <NotificationsPanel db={db} unread={unread} t={t} onClose={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </PopoverSurface>
    </Popover>
  );
}
