import { Body1, Caption1, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { proposalTotals } from '../../domain/orders';
import { formatMoney } from '../../domain/orders/queue';
import { links } from '../../domain/routes';
import type { ProjectDocType } from '../../db';
import { OrderStatusBadge } from '../components/order-status-badge';
import { RouterLink } from '../components/router-link';
import { useProjectOrders } from '../hooks/use-orders';
import { useProjectsT } from './i18n';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The project's requests, newest first, live: owner, status, tracks, total; each opens its proposal. */
export function RequestsSection({ project }: { project: ProjectDocType }) {
  const styles = useStyles();
  const t = useProjectsT();
  const { i18n } = useTranslation();
  const orders = useProjectOrders(project.id);
  if (orders === null) return <Spinner size="small" label={t('loading')} />;
  if (orders.length === 0) return <Body1>{t('noRequests')}</Body1>;
  return (
    <ul className={styles.list} aria-label={t('requests')}>
      {orders.map((order) => {
        const priced = order.lines.some((line) => line.price !== null);
        const totals = proposalTotals(order.lines, order.vatPercent);
        const money = priced
          ? t('requestTotal', {
              net: formatMoney(totals.net, i18n.language),
              gross: formatMoney(totals.gross, i18n.language),
            })
          : t('requestNotPriced');
        return (
          <li key={order.id} className={styles.row}>
            <RouterLink href={links.orders('customer', order.id)}>{order.ownerName}</RouterLink>
            <OrderStatusBadge status={order.status} label={t(`requestStatus_${order.status}`)} />
            <Caption1 className={styles.muted}>
              {`${t('requestLines', { count: order.lines.length })} · ${money}`}
            </Caption1>
          </li>
        );
      })}
    </ul>
  );
}
