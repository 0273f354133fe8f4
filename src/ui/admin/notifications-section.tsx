import { useCallback, useState } from 'react';
import {
  Badge,
  Button,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title3,
  tokens,
} from '@fluentui/react-components';
import type { SentNotification } from '../../domain/admin';
import { adminApi } from '../../sync/admin-api';
import { useSnackbar } from '../components/snackbar';
import { useApi } from '../hooks/use-api';
import { useLanguage } from '../hooks/use-language';
import { ConfirmDialog, ListStates, Pager } from './admin-parts';
import { useAdminT } from './i18n';
import { NotificationComposer } from './notification-composer';
import { useAdminList } from './use-admin-list';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  history: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Notifications: the composer, and what was sent with its delivery and read counts; retraction. */
export function NotificationsSection() {
  const t = useAdminT();
  const styles = useStyles();
  const api = useApi();
  const snackbar = useSnackbar();
  const { language } = useLanguage();
  const load = useCallback(
    (page: number, signal: AbortSignal) => adminApi(api).sent({ page, limit: 20 }, { signal }),
    [api],
  );
  const list = useAdminList(load);
  const [pending, setPending] = useState<SentNotification | null>(null);
  const audienceOf = (sent: SentNotification) =>
    sent.audience.userId ??
    (sent.audience.role ? t(`admin.role.${sent.audience.role}`) : t('admin.notify.everyone'));

  return (
    <section className={styles.section} aria-label={t('admin.section.notifications')}>
      <NotificationComposer onSent={list.reload} />
      <div className={styles.history}>
        <Title3 as="h2">{t('admin.notify.history')}</Title3>
        <ListStates state={list.state} empty={t('admin.notify.empty')} onRetry={list.reload}>
          {(page) => (
            <>
              <Table aria-label={t('admin.notify.history')} size="small">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{t('admin.notify.when')}</TableHeaderCell>
                    <TableHeaderCell>{t('admin.notify.message')}</TableHeaderCell>
                    <TableHeaderCell>{t('admin.notify.audience')}</TableHeaderCell>
                    <TableHeaderCell>{t('admin.notify.recipients')}</TableHeaderCell>
                    <TableHeaderCell>{t('admin.notify.delivered')}</TableHeaderCell>
                    <TableHeaderCell>{t('admin.notify.read')}</TableHeaderCell>
                    <TableHeaderCell>{t('admin.users.actions')}</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {page.data.map((sent) => (
                    <TableRow key={sent._id}>
                      <TableCell>{new Date(sent.createdAt).toLocaleString(language)}</TableCell>
                      <TableCell>{`${sent.type}: ${sent.message}`}</TableCell>
                      <TableCell>{audienceOf(sent)}</TableCell>
                      <TableCell>{sent.recipients}</TableCell>
                      <TableCell>{sent.delivered}</TableCell>
                      <TableCell>{sent.read}</TableCell>
                      <TableCell>
                        {sent.retractedAt ? (
                          <Badge appearance="outline">{t('admin.notify.retracted')}</Badge>
                        ) : (
                          <Button onClick={() => setPending(sent)}>{t('admin.notify.retract')}</Button>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Pager page={page} onPage={list.goTo} />
            </>
          )}
        </ListStates>
      </div>
      {pending ? (
        <ConfirmDialog
          title={t('admin.notify.retractTitle')}
          text={t('admin.notify.retractText')}
          confirmLabel={t('admin.notify.retract')}
          onClose={() => setPending(null)}
          onConfirm={async () => {
            await adminApi(api).retract(pending._id);
            snackbar.show({ title: t('admin.notify.retractedDone'), type: 'positive' });
            list.reload();
          }}
        />
      ) : null}
    </section>
  );
}
