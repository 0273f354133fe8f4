import { localeFormat } from '../../domain/format';
import { useCallback } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { AuditEntry } from '../../domain/admin';
import { adminApi } from '../../sync/admin-api';
import { useApi } from '../hooks/use-api';
import { useLanguage } from '../hooks/use-language';
import { PagedTable } from './admin-list';
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

const targetTypes = ['user', 'track', 'legal_entity', 'notification'] as const;

/** "User: Anna Customer": the target's kind and what it is called now (its id in the cell's tooltip). */
function targetText(t: ReturnType<typeof useAdminT>, entry: AuditEntry): string {
  const type = targetTypes.find((known) => known === entry.targetType);
  const kind = type ? t(`admin.audit.targetType.${type}`) : entry.targetType;
  const name = entry.targetName ?? (entry.targetId ? t('admin.audit.targetGone') : '');
  return name ? `${kind}: ${name}` : kind;
}

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
      <PagedTable
        list={list}
        label={t('admin.section.audit')}
        empty={t('admin.audit.empty')}
        columns={[
          {
            header: t('admin.audit.when'),
            cell: (entry) => localeFormat(language).dateTime(entry.createdAt),
          },
          { header: t('admin.audit.who'), cell: (entry) => entry.admin.email },
          { header: t('admin.audit.what'), cell: (entry) => t(`admin.action.${entry.action}`) },
          {
            header: t('admin.audit.target'),
            cell: (entry) => targetText(t, entry),
            title: (entry) => entry.targetId ?? undefined,
          },
          { header: t('admin.audit.details'), cell: detailsOf, className: styles.details },
          {
            header: t('admin.audit.from'),
            cell: (entry) => entry.ip ?? '',
            title: (entry) => entry.userAgent ?? undefined,
          },
        ]}
      />
    </section>
  );
}
