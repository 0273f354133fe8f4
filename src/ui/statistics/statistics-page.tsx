import { useMemo, useRef, useState } from 'react';
import { Button, makeStyles, MessageBar, MessageBarBody, Title2, tokens } from '@fluentui/react-components';
import {
  filterQuery,
  periodLength,
  periodOf,
  type FigureFilter,
  type PeriodPreset,
  type StatisticsPeriod,
} from '../../domain/statistics-view';
import { EmptyState } from '../components/library-states';
import { Page, PageLoading } from '../components/page';
import { useFocusGuardsOutOfTabOrder } from './use-focus-guards-out-of-tab-order';
import { useSession } from '../hooks/use-session';
import { useStatisticsT } from './i18n';
import { KpiCards } from './kpi-cards';
import { PeriodControls } from './period-controls';
import { GenresChart, SeriesChart, TopTracksChart } from './statistics-charts';
import { useStatistics, type StatisticsData } from './use-statistics';

const useStyles = makeStyles({
  charts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  wide: { gridColumn: '1 / -1' },
  sections: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

function Figures({ data, name }: { data: StatisticsData; name: string }) {
  const styles = useStyles();
  return (
    <div className={styles.sections}>
      <KpiCards summary={data.summary} />
      <div className={styles.charts}>
        <div className={styles.wide}>
          <SeriesChart plays={data.plays} listeners={data.listeners} name={name} />
        </div>
        <TopTracksChart tracks={data.topTracks} name={name} />
        <GenresChart genres={data.genres} name={name} />
      </div>
    </div>
  );
}

function OwnerStatistics() {
  const t = useStatisticsT();
  const styles = useStyles();
  const [preset, setPreset] = useState<PeriodPreset>('30d');
  const today = useMemo(() => new Date(), []);
  const [custom, setCustom] = useState<StatisticsPeriod>(() => periodOf('30d', today, { from: '', to: '' }));
  const [filter, setFilter] = useState<FigureFilter>({ kind: 'all' });
  const period = periodOf(preset, today, custom);
  const valid = periodLength(period) > 0;
  const { state, retry } = useStatistics(valid ? period : null, filterQuery(filter));
  const tracks = state.status === 'ready' ? state.data.choices : [];
  return (
    <div className={styles.sections}>
      <PeriodControls
        preset={preset}
        onPreset={setPreset}
        custom={custom}
        onCustom={setCustom}
        filter={filter}
        onFilter={setFilter}
        tracks={tracks}
      />
      {!valid ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('invalidRange')}</MessageBarBody>
        </MessageBar>
      ) : state.status === 'loading' ? (
        <PageLoading />
      ) : state.status === 'error' ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {t('error')}{' '}
            <Button appearance="transparent" onClick={retry}>
              {t('retry')}
            </Button>
          </MessageBarBody>
        </MessageBar>
      ) : (
        <Figures data={state.data} name={`statistics-${period.from}-${period.to}`} />
      )}
    </div>
  );
}

/** /statistics: the owner's plays, listeners, engagement and requests for a period, with charts (issue 14). */
export function StatisticsPage() {
  const t = useStatisticsT();
  const { state } = useSession();
  const content = useRef<HTMLDivElement>(null);
  useFocusGuardsOutOfTabOrder(content);
  return (
    <Page>
      <Title2 as="h1">{t('title')}</Title2>
      <div ref={content}>
        {state.currentRole === 'owner' ? <OwnerStatistics /> : <EmptyState text={t('ownersOnly')} />}
      </div>
    </Page>
  );
}
