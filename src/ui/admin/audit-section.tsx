import { useCallback } from 'react';
import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { AuditEntry } from '../../domain/admin';
import { adminApi } from '../../sync/admin-api';
import { useApi } from '../hooks/use-api';
import { useLanguage } from '../hooks/use-language';
import { ListStates, Pager } from './admin-parts';
import { useAdminT } from './i18n';
import { useAdminList } from './use-admin-list';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  details: { wordBreak: 'break-word' },
});

const detailsOf = (entry: AuditEntry) =>
  Object.entries(entry.details)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(' · ');

/** The audit log: every admin action, newest first, paged; read-only. */
export function AuditSection() {
  const t = useAdminT();
  const styles = useStyles();
  const api = useApi();
  const { language } = useLanguage();
  const load = useCallback(
    (page: number, signal: AbortSignal) => adminApi(api).audit({ page, limit: 25 }, { signal }),
    [api],
  );
  const list = useAdminList(load);
  return (
    <section className={styles.section} aria-label={t('admin.section.audit')}>
      <ListStates state={list.state} empty={t('admin.audit.empty')} onRetry={list.reload}>
        {(page) => (
          <>
            <Table aria-label={t('admin.section.audit')} size="small">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('admin.audit.when')}</TableHeaderCell>
                  <TableHeaderCell>{t('admin.audit.who')}</TableHeaderCell>
                  <TableHeaderCell>{t('admin.audit.what')}</TableHeaderCell>
                  <TableHeaderCell>{t('admin.audit.target')}</TableHeaderCell>
                  <TableHeaderCell>{t('admin.audit.details')}</TableHeaderCell>
                  <TableHeaderCell>{t('admin.audit.from')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {page.data.map((entry) => (
                  <TableRow key={entry._id}>
                    <TableCell>{new Date(entry.createdAt).toLocaleString(language)}</TableCell>
                    <TableCell>{entry.admin.email}</TableCell>
                    <TableCell>{t(`admin.action.${entry.action}`)}</TableCell>
                    <TableCell>{`${entry.targetType} ${entry.targetId ?? ''}`}</TableCell>
                    <TableCell className={styles.details}>{detailsOf(entry)}</TableCell>
                    <TableCell title={entry.userAgent ?? undefined}>{entry.ip ?? ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Pager page={page} onPage={list.goTo} />
          </>
        )}
      </ListStates>
    </section>
  );
}
