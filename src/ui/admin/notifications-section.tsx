import { useCallback, useState } from 'react';
import { Badge, Button, makeStyles, Title3, tokens } from '@fluentui/react-components';
import type { SentNotification } from '../../domain/admin';
import { adminApi } from '../../sync/admin-api';
import { useApi } from '../hooks/use-api';
import { useLanguage } from '../hooks/use-language';
import { PagedTable, useDone } from './admin-list';
import { ConfirmDialog } from './admin-parts';
import { useAdminT } from './i18n';
import { NotificationComposer } from './notification-composer';
import { useAdminList } from './use-admin-list';
import { formatDateTime } from '../components/format';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  history: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Notifications: the composer, and what was sent with its delivery and read counts; retraction. */
export function NotificationsSection() {
  const t = useAdminT();
  const styles = useStyles();
  const api = useApi();
  const { language } = useLanguage();
  const load = useCallback(
    (page: number, signal: AbortSignal) => adminApi(api).sent({ page, limit: 20 }, { signal }),
    [api],
  );
  const list = useAdminList(load);
  const done = useDone(list);
  const [pending, setPending] = useState<SentNotification | null>(null);
  const audienceOf = (sent: SentNotification) =>
    sent.audience.userId ??
    (sent.audience.role ? t(`admin.role.${sent.audience.role}`) : t('admin.notify.everyone'));

  return (
    <section className={styles.section} aria-label={t('admin.section.notifications')}>
      <NotificationComposer onSent={list.reload} />
      <div className={styles.history}>
        <Title3 as="h2">{t('admin.notify.history')}</Title3>
        <PagedTable
          list={list}
          label={t('admin.notify.history')}
          empty={t('admin.notify.empty')}
          columns={[
            {
              header: t('admin.notify.when'),
              cell: (sent) => formatDateTime(sent.createdAt, language),
            },
            { header: t('admin.notify.message'), cell: (sent) => `${sent.type}: ${sent.message}` },
            { header: t('admin.notify.audience'), cell: audienceOf },
            { header: t('admin.notify.recipients'), cell: (sent) => sent.recipients },
            { header: t('admin.notify.delivered'), cell: (sent) => sent.delivered },
            { header: t('admin.notify.read'), cell: (sent) => sent.read },
            {
              header: t('admin.users.actions'),
              cell: (sent) =>
                sent.retractedAt ? (
                  <Badge appearance="outline">{t('admin.notify.retracted')}</Badge>
                ) : (
                  <Button onClick={() => setPending(sent)}>{t('admin.notify.retract')}</Button>
                ),
            },
          ]}
        />
      </div>
      {pending ? (
        <ConfirmDialog
          title={t('admin.notify.retractTitle')}
          text={t('admin.notify.retractText')}
          confirmLabel={t('admin.notify.retract')}
          onClose={() => setPending(null)}
          onConfirm={async () => {
            await adminApi(api).retract(pending._id);
            done(t('admin.notify.retractedDone'));
          }}
        />
      ) : null}
    </section>
  );
}
