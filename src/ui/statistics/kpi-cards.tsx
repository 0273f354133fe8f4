import { Caption1, Card, makeStyles, Text, Title3, tokens } from '@fluentui/react-components';
import type { StatisticsSummary } from '../../domain/statistics';
import { useLanguage } from '../hooks/use-language';
import { useStatisticsT } from './i18n';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  card: { height: '100%', gap: tokens.spacingVerticalXS },
  revenue: { gridColumn: 'span 2' },
});

type Formatter = {
  count: (n: number) => string;
  rate: (n: number | null) => string;
  money: (n: number) => string;
};

function formatters(language: string, none: string): Formatter {
  const count = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'RUB' });
  return {
    count: (n) => count.format(n),
    rate: (n) => (n === null ? none : percent.format(n)),
    money: (kopecks) => money.format(kopecks / 100),
  };
}

/** The summary's figures as cards; revenue explains why it is zero until invoices exist. */
export function KpiCards({ summary }: { summary: StatisticsSummary }) {
  const t = useStatisticsT();
  const styles = useStyles();
  const { language } = useLanguage();
  const f = formatters(language, t('kpi.none'));
  const cards: { key: string; label: string; value: string; hint?: string }[] = [
    { key: 'plays', label: t('kpi.plays'), value: f.count(summary.plays) },
    { key: 'listeners', label: t('kpi.listeners'), value: f.count(summary.listeners) },
    {
      key: 'completion',
      label: t('kpi.completionRate'),
      value: f.rate(summary.completionRate),
      hint: t('kpi.completionHint'),
    },
    { key: 'favourites', label: t('kpi.favourites'), value: f.count(summary.favourites) },
    { key: 'playlists', label: t('kpi.playlistAdds'), value: f.count(summary.playlistAdds) },
    { key: 'downloads', label: t('kpi.downloads'), value: f.count(summary.downloads) },
    { key: 'requests', label: t('kpi.requests'), value: f.count(summary.requests) },
    { key: 'proposals', label: t('kpi.proposals'), value: f.count(summary.proposals) },
    { key: 'approval', label: t('kpi.approvalRate'), value: f.rate(summary.approvalRate) },
  ];
  return (
    <ul className={styles.grid} aria-label={t('title')}>
      {cards.map((card) => (
        <li key={card.key}>
          <Card className={styles.card}>
            <Caption1>{card.label}</Caption1>
            <Title3 as="p" data-kpi={card.key}>
              {card.value}
            </Title3>
            {card.hint ? <Caption1>{card.hint}</Caption1> : null}
          </Card>
        </li>
      ))}
      <li className={styles.revenue}>
        <Card className={styles.card}>
          <Caption1>{t('kpi.revenue')}</Caption1>
          <Title3 as="p" data-kpi="revenue">
            {f.money(summary.revenue.withVat)}
          </Title3>
          <Caption1>{t('kpi.revenueWithout', { amount: f.money(summary.revenue.withoutVat) })}</Caption1>
          {summary.revenue.available ? null : <Text size={200}>{t('kpi.revenueUnavailable')}</Text>}
        </Card>
      </li>
    </ul>
  );
}
