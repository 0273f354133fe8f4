import { localeFormat } from '../../../domain/format';
import { Body1Strong, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { orderStage, proposalTotals, type ContractStage, type OrderStatus } from '../../../domain/orders';
import { formatMoney } from '../../../domain/orders/queue';
import { links } from '../../../domain/routes';
import type { OrderDocType } from '../../../db';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { RouterLink } from '../../components/router-link';
import { useEntryStages } from '../../hooks/use-orders';
import { orderStatusKey, useProposalsT } from './i18n';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
  },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  main: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  money: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    fontVariantNumeric: 'tabular-nums',
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** An order's total without and with VAT, or that it is not priced yet. */
export function useOrderTotal() {
  const t = useProposalsT();
  const { i18n } = useTranslation();
  return (order: OrderDocType) => {
    if (order.lines.every((line) => line.price === null)) return t('notPriced');
    const totals = proposalTotals(order.lines, order.vatPercent);
    return t('total', {
      net: formatMoney(totals.net, i18n.language),
      gross: formatMoney(totals.gross, i18n.language),
    });
  };
}

function StageBadge({ status }: { status: OrderStatus | ContractStage }) {
  const t = useProposalsT();
  return <OrderStatusBadge status={status} label={t(orderStatusKey(status))} />;
}

/** Orders, newest first: project, owner, status, tracks and the total; each opens its proposal. */
export function ProposalList({ orders, label }: { orders: readonly OrderDocType[]; label: string }) {
  const styles = useStyles();
  const t = useProposalsT();
  const { i18n } = useTranslation();
  const total = useOrderTotal();
  // An order in a contract reads its stage, as the owner's queue does (issue 26 §3).
  const stages = useEntryStages();
  const format = localeFormat(i18n.language);
  return (
    <ul className={styles.list} aria-label={label}>
      {orders.map((order) => (
        <li key={order.id} className={styles.row} data-order={order.id}>
          <div className={styles.main}>
            <RouterLink href={links.orders('customer', order.id)}>
              <Body1Strong>{order.projectName}</Body1Strong>
            </RouterLink>
            <Caption1 className={styles.muted}>
              {`${t('owner')}: ${order.ownerName} · ${t('lines', { count: order.lines.length })} · ${format.date(order.createdAt)}`}
            </Caption1>
          </div>
          <div className={styles.money}>
            <Caption1>{total(order)}</Caption1>
          </div>
          <StageBadge status={orderStage(order, stages)} />
        </li>
      ))}
    </ul>
  );
}
