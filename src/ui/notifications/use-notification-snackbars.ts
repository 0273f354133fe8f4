import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { AccountRole } from '../../domain/roles';
import { useSnackbar } from '../components/snackbar';
import { useLocalData } from '../local-data';
import type { NotificationsT } from './i18n';
import { notificationSnackbar } from './notification-snackbar';

/** Shows a snackbar for every realtime notification; the list refreshes through replication. */
export function useNotificationSnackbars(role: AccountRole, t: NotificationsT) {
  const localData = useLocalData();
  const { show } = useSnackbar();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!localData) return undefined;
    const subscription = localData.realtime.notifications$.subscribe((event) =>
      show(notificationSnackbar(event, role, t, navigate)),
    );
    return () => subscription.unsubscribe();
  }, [localData, role, t, show, navigate]);
}
