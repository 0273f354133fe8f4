import { Suspense, useMemo } from 'react';
import { Button, CounterBadge } from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { unreadCountQuery } from '../../db';
import { lazyPart } from '../components/lazy-part';
import { useLoadOnPress } from '../hooks/use-load-on-press';
import { useObservableState } from '../hooks/use-observable';
import { useSession } from '../hooks/use-session';
import { useLocalDb } from '../local-data';
import { useNotificationsT } from './i18n';
import { useNotificationStyles } from './notification-styles';
import { useNotificationSnackbars } from './use-notification-snackbars';

// The popup (Fluent's popover and its positioning) with the list, its filter and its actions loads with the
// first press (asked for on hover or focus of the bell): a signed-in screen draws without them.
const loadPopover = () => void import('./bell-popover');
const BellPopover = lazyPart(() =>
  import('./bell-popover').then((module) => ({ default: module.BellPopover })),
);

/** The header's bell: the unread badge counted from the local database, and the notifications popup. */
export function NotificationBell() {
  const styles = useNotificationStyles();
  const t = useNotificationsT();
  const db = useLocalDb();
  const { state } = useSession();
  const { pressed, open, setOpen, triggerProps } = useLoadOnPress(loadPopover);
  const unread$ = useMemo(() => (db ? unreadCountQuery(db) : null), [db]);
  const unread = useObservableState(unread$, 0).value;
  useNotificationSnackbars(state.currentRole, t);

  const button = (
    <Button
      appearance="subtle"
      {...triggerProps}
      // The badge's number is visible text, so the name carries it too (WCAG 2.5.3 Label in Name).
      aria-label={unread > 0 ? t('bellUnread', { count: unread > 99 ? '99+' : String(unread) }) : t('bell')}
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
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <BellPopover db={db} unread={unread} t={t} open={open} onOpenChange={setOpen}>
        {button}
      </BellPopover>
    </Suspense>
  );
}
