import { Caption1, Card, makeStyles, Text, Title3, tokens } from '@fluentui/react-components';
import { localeFormat } from '../../domain/format';
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

/** The summary's figures as cards; revenue explains why it is zero until invoices exist. */
export function KpiCards({ summary }: { summary: StatisticsSummary }) {
  const t = useStatisticsT();
  const styles = useStyles();
  const { language } = useLanguage();
  const f = localeFormat(language);
  const rate = (share: number | null) => (share === null ? t('kpi.none') : f.percent(share));
  const cards: { key: string; label: string; value: string; hint?: string }[] = [
    { key: 'plays', label: t('kpi.plays'), value: f.number(summary.plays) },
    { key: 'listeners', label: t('kpi.listeners'), value: f.number(summary.listeners) },
    {
      key: 'completion',
      label: t('kpi.completionRate'),
      value: rate(summary.completionRate),
      hint: t('kpi.completionHint'),
    },
    { key: 'favourites', label: t('kpi.favourites'), value: f.number(summary.favourites) },
    { key: 'playlists', label: t('kpi.playlistAdds'), value: f.number(summary.playlistAdds) },
    { key: 'downloads', label: t('kpi.downloads'), value: f.number(summary.downloads) },
    { key: 'requests', label: t('kpi.requests'), value: f.number(summary.requests) },
    { key: 'proposals', label: t('kpi.proposals'), value: f.number(summary.proposals) },
    { key: 'approval', label: t('kpi.approvalRate'), value: rate(summary.approvalRate) },
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
