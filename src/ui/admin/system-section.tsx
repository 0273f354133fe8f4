import { useCallback, useState } from 'react';
import {
  Body1,
  Button,
  Caption1,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { SystemInfo } from '../../domain/admin';
import { adminApi } from '../../sync/admin-api';
import { errorText } from '../components/server-errors';
import { useApi } from '../hooks/use-api';
import { useLanguage } from '../hooks/use-language';
import { useTask } from '../hooks/use-task';
import { translateKey } from '../i18n';
import { useAdminT } from './i18n';
import { formatDateTime } from '../components/format';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  figures: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  figure: {
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  errors: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

const uptime = (seconds: number) => {
  const days = Math.floor(seconds / 86_400);
  const time = new Date((seconds % 86_400) * 1000).toISOString().slice(11, 19);
  return days > 0 ? `${days}d ${time}` : time;
};

/** System: version, uptime, database kind, counts, open sockets and the last errors logged. */
export function SystemSection() {
  const t = useAdminT();
  const { t: common } = useTranslation();
  const styles = useStyles();
  const api = useApi();
  const { language } = useLanguage();
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const load = useCallback((signal: AbortSignal) => adminApi(api).system({ signal }), [api, attempt]);
  const state = useTask(load);
  const refresh = () => setAttempt((n) => n + 1);

  if (state.status === 'failed')
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>
          {t('admin.loadFailed', { message: translateKey(common, errorText(state.error)) })}
        </MessageBarBody>
        <MessageBarActions>
          <Button onClick={refresh}>{t('admin.retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  if (state.status !== 'done') return <Spinner size="small" label={t('admin.loading')} />;
  const info: SystemInfo = state.value;
  const figures: [string, string | number][] = [
    [t('admin.system.version'), info.version],
    [t('admin.system.uptime'), uptime(info.uptimeSeconds)],
    [t('admin.system.database'), info.database === 'pglite' ? 'PGlite' : 'PostgreSQL'],
    [t('admin.system.users'), info.counts.users],
    [t('admin.system.blockedUsers'), info.counts.blockedUsers],
    [t('admin.system.tracks'), info.counts.tracks],
    [t('admin.system.hiddenTracks'), info.counts.hiddenTracks],
    [t('admin.system.projects'), info.counts.projects],
    [t('admin.system.sockets'), info.openSockets],
  ];
  return (
    <section className={styles.section} aria-label={t('admin.section.system')}>
      <div>
        <Button onClick={refresh}>{t('admin.system.refresh')}</Button>
      </div>
      <dl className={styles.figures}>
        {figures.map(([label, value]) => (
          <div key={label} className={styles.figure}>
            <dt className={styles.label}>{label}</dt>
            <dd className={styles.value}>
              {typeof value === 'number' ? value.toLocaleString(language) : value}
            </dd>
          </div>
        ))}
      </dl>
      <Title3 as="h2">{t('admin.system.errors')}</Title3>
      {info.lastErrors.length === 0 ? (
        <Body1>{t('admin.system.noErrors')}</Body1>
      ) : (
        <ul className={styles.errors}>
          {info.lastErrors.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <Caption1>{formatDateTime(entry.at, language)}</Caption1> <Body1>{entry.message}</Body1>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
