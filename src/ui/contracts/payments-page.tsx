import { localeFormat } from '../../domain/format';
import { useMemo, useState } from 'react';
import { Badge, Body1Strong, Button, Caption1, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import type { PaymentDocType } from '../../db/schemas/contracts-payments.schema';
import { operationUrl } from '../../domain/api/operation';
import { paymentFile } from '../../domain/api/contracts-payments';
import { awaitingTotals, type DocumentSide } from '../../domain/contracts';
import { formatMoney } from '../../domain/orders/queue';
import { links } from '../../domain/routes';
import { EmptyState } from '../components/library-states';
import { NavTabs } from '../components/nav-tabs';
import { Page, PageLoading } from '../components/page';
import { ConfirmReceiptDialog } from './confirm-receipt-dialog';
import { fileNameOf } from './document-file';
import { isSide } from './documents-screen';
import { useContractsT } from './i18n';
import { useDocuments, usePayments } from './use-documents';

const useStyles = makeStyles({
  totals: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXXL,
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    margin: 0,
  },
  total: { display: 'flex', flexDirection: 'column', margin: 0 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  row: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  main: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: '14rem' },
  money: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    fontVariantNumeric: 'tabular-nums',
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

function Totals({ payments }: { payments: readonly PaymentDocType[] }) {
  const styles = useStyles();
  const t = useContractsT();
  const { i18n } = useTranslation();
  const documents = useDocuments(null);
  const totals = useMemo(() => {
    const byId = new Map((documents ?? []).map((document) => [document.id, document]));
    return awaitingTotals(payments, (id) => byId.get(id));
  }, [payments, documents]);
  const money = (kopecks: number) => formatMoney(kopecks, i18n.language);
  const items: [string, string][] = [
    [t('payments.withVat'), money(totals.gross)],
    [t('payments.withoutVat'), money(totals.net)],
    [t('payments.vat'), money(totals.vat)],
    [t('payments.noVat'), money(totals.noVat)],
  ];
  return (
    <dl className={styles.totals} aria-label={t('payments.awaiting')} data-testid="payment-totals">
      {items.map(([label, value]) => (
        <div key={label} className={styles.total}>
          <dt>
            <Caption1>{`${t('payments.awaiting')} · ${label}`}</Caption1>
          </dt>
          <dd className={styles.total}>
            <Body1Strong>{value}</Body1Strong>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function PaymentRow({ payment, side }: { payment: PaymentDocType; side: DocumentSide }) {
  const styles = useStyles();
  const t = useContractsT();
  const { i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const format = localeFormat(i18n.language);
  const money = format.money;
  const party = side === 'owner' ? payment.customer.name : payment.owner.name;
  const paid = payment.status === 'paid';
  return (
    <li className={styles.row} data-payment={payment.id} data-status={payment.status}>
      <div className={styles.main}>
        <Body1Strong>{t('payments.invoice', { number: payment.number })}</Body1Strong>
        <Caption1 className={styles.muted}>
          {t('payments.forContract', { number: payment.contractNumber, project: payment.projectName, party })}
        </Caption1>
        <Caption1>
          {paid && payment.paidAt
            ? t('payments.paidAt', { date: format.date(payment.paidAt) })
            : t('payments.due', { date: format.date(payment.dueDate) })}
        </Caption1>
      </div>
      <div className={styles.money}>
        <Body1Strong>{money(payment.totals.gross)}</Body1Strong>
        <Caption1>
          {payment.noVat ? t('payments.noVat') : `${t('payments.withoutVat')}: ${money(payment.totals.net)}`}
        </Caption1>
      </div>
      <Badge appearance="filled" color={paid ? 'success' : 'warning'} data-status={payment.status}>
        {t(paid ? 'payments.status.paid' : 'payments.status.awaiting')}
      </Badge>
      <Button
        as="a"
        icon={<ArrowDownloadRegular />}
        href={operationUrl(paymentFile, { id: payment.id })}
        download={fileNameOf('invoice', payment.number)}
      >
        {t('payments.download')}
      </Button>
      {side === 'owner' && !paid ? (
        <Button appearance="primary" icon={<CheckmarkCircleRegular />} onClick={() => setConfirming(true)}>
          {t('payments.confirm')}
        </Button>
      ) : null}
      {confirming ? <ConfirmReceiptDialog payment={payment} onClose={() => setConfirming(false)} /> : null}
    </li>
  );
}

/**
 * /payments/{role}: the invoices to pay (customer) or to receive (owner), live from the local `payments`,
 * with the totals still awaiting payment; the owner confirms receipt, which finalizes the contract.
 */
export function PaymentsPage() {
  const t = useContractsT();
  const styles = useStyles();
  const { role = '' } = useParams<{ role: string }>();
  const side = isSide(role) ? role : null;
  const payments = usePayments(side ?? 'customer');
  const ordered = payments ?? [];
  if (!side)
    return (
      <Page>
        <EmptyState text={t('notFound')} />
      </Page>
    );
  return (
    <Page>
      <Title2 as="h1">{t('title.payments')}</Title2>
      <NavTabs
        label={t('payments.tabs')}
        tabs={[
          { href: links.payments('customer'), label: t('payments.toPay'), current: side === 'customer' },
          { href: links.payments('owner'), label: t('payments.toReceive'), current: side === 'owner' },
        ]}
      />
      {payments === null ? (
        <PageLoading />
      ) : (
        <>
          <Totals payments={ordered} />
          {ordered.length === 0 ? (
            <EmptyState text={t(side === 'owner' ? 'payments.empty.owner' : 'payments.empty.customer')} />
          ) : (
            <ul className={styles.list} aria-label={t('payments.listLabel')}>
              {ordered.map((payment) => (
                <PaymentRow key={payment.id} payment={payment} side={side} />
              ))}
            </ul>
          )}
        </>
      )}
    </Page>
  );
}
