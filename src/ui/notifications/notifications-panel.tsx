import { useState } from 'react';
import { Button, Radio, RadioGroup } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { notificationTarget } from '../../domain/notifications';
import { markNotificationRead, type CueDatabase, type NotificationDocType } from '../../db';
import { readAllNotificationsEverywhere } from '../../sync/notifications-api';
import { errorText } from '../components/server-errors';
import { useSnackbar } from '../components/snackbar';
import { useApi } from '../hooks/use-api';
import { useSession } from '../hooks/use-session';
import { translateKey } from '../i18n';
import type { NotificationsT } from './i18n';
import { NotificationList } from './notification-list';
import { useNotificationStyles } from './notification-styles';

interface NotificationsPanelProps {
  db: CueDatabase;
  unread: number;
  t: NotificationsT;
  onClose(): void;
}

/** The popup's content: filter, "All read" and the list (docs/product.md §2 header, §4 Notifications). */
export function NotificationsPanel({ db, unread, t, onClose }: NotificationsPanelProps) {
  const styles = useNotificationStyles();
  const { t: tShell } = useTranslation();
  const api = useApi();
  const { state } = useSession();
  const { show } = useSnackbar();
  const [, navigate] = useLocation();
  const [onlyUnread, setOnlyUnread] = useState(false);

  const fail = (error: unknown) => show({ title: translateKey(tShell, errorText(error)), type: 'negative' });

  // Marking read is a local write; replication pushes it, also after coming back online (sync SPEC rule 5).
  const open = (notification: NotificationDocType) => {
    markNotificationRead(db, notification.id).catch(fail);
    const target = notificationTarget(notification.subType, notification.objectId, state.currentRole);
    if (target) {
      onClose();
      navigate(target);
    }
  };

  // Local first (works offline); online, the server also marks what is not pulled yet (sync SPEC rule 13).
  const allRead = async () => {
    try {
      await readAllNotificationsEverywhere(api, db);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <>
      <div className={styles.header}>
        <h2 className={styles.title}>{t('title')}</h2>
        <Button
          appearance="subtle"
          icon={<CheckmarkCircleRegular />}
          disabled={unread === 0}
          onClick={() => void allRead()}
        >
          {t('allRead')}
        </Button>
      </div>
      <div className={styles.toolbar}>
        <RadioGroup
          layout="horizontal"
          aria-label={t('filterLabel')}
          value={onlyUnread ? 'unread' : 'all'}
          onChange={(_, data) => setOnlyUnread(data.value === 'unread')}
        >
          <Radio value="all" label={t('showAll')} />
          <Radio value="unread" label={t('onlyUnread')} />
        </RadioGroup>
      </div>
      <NotificationList
        key={onlyUnread ? 'unread' : 'all'}
        db={db}
        onlyUnread={onlyUnread}
        t={t}
        onOpen={open}
      />
    </>
  );
}
