import { localeFormat } from '../../domain/format';
import { useMemo, useState, type ReactNode } from 'react';
import { Button, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { contractFile } from '../../domain/api/contracts';
import { operationUrl } from '../../domain/api/operation';
import { paymentFile } from '../../domain/api/contracts-payments';
import { documentKinds, type DocumentKind } from '../../domain/contracts';
import { ColumnsTable } from '../components/columns-table';
import { EmptyState } from '../components/library-states';
import { PageLoading } from '../components/page';
import { useSession } from '../hooks/use-session';
import { fileNameOf } from './document-file';
import { DocumentStatusBadge } from './document-status-badge';
import { kindKey, useContractsT } from './i18n';
import { sideOf, useDocuments, usePayments } from './use-documents';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  filters: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'flex-end' },
  scroll: { overflowX: 'auto' },
});

type Filter = DocumentKind | 'invoice' | 'all';
const filters: readonly Filter[] = ['all', ...documentKinds, 'invoice'];

interface Row {
  id: string;
  kind: Filter;
  number: string;
  projectName: string;
  counterparty: string;
  date: string;
  href: string;
  fileName: string;
  status: ReactNode;
}

/**
 * Settings → Documents (docs/licensing.md §5): the contracts, supplements, acts and invoices of my company's
 * side, from the local `documents` and `payments`, filtered by kind and by number or project, each
 * downloadable as its .docx.
 */
export function EntityDocuments() {
  const styles = useStyles();
  const t = useContractsT();
  const { i18n } = useTranslation();
  const userId = useSession().state.user?._id;
  const documents = useDocuments(null);
  const invoices = usePayments('customer');
  const received = usePayments('owner');
  const [filter, setFilter] = useState<Filter>('all');
  const [query, setQuery] = useState('');
  const format = localeFormat(i18n.language);

  const rows = useMemo<Row[] | null>(() => {
    if (!documents || !invoices || !received) return null;
    const fromDocuments: Row[] = documents.map((document) => ({
      id: document.id,
      kind: document.kind,
      number: document.number,
      projectName: document.projectName,
      counterparty: sideOf(document, userId) === 'owner' ? document.customer.name : document.owner.name,
      date: document.date,
      href: operationUrl(contractFile, { id: document.id }),
      fileName: fileNameOf(document.kind, document.number),
      status: <DocumentStatusBadge status={document.status} />,
    }));
    const fromInvoices: Row[] = [...invoices, ...received].map((payment) => ({
      id: payment.id,
      kind: 'invoice',
      number: payment.number,
      projectName: payment.projectName,
      counterparty: sideOf(payment, userId) === 'owner' ? payment.customer.name : payment.owner.name,
      date: payment.createdAt.slice(0, 10),
      href: operationUrl(paymentFile, { id: payment.id }),
      fileName: fileNameOf('invoice', payment.number),
      status: t(payment.status === 'paid' ? 'payments.status.paid' : 'payments.status.awaiting'),
    }));
    return [...fromDocuments, ...fromInvoices].sort((a, b) => b.date.localeCompare(a.date));
  }, [documents, invoices, received, userId, t]);

  if (rows === null) return <PageLoading />;
  const needle = query.trim().toLocaleLowerCase();
  const shown = rows.filter(
    (row) =>
      (filter === 'all' || row.kind === filter) &&
      (needle === '' ||
        row.number.toLocaleLowerCase().includes(needle) ||
        row.projectName.toLocaleLowerCase().includes(needle)),
  );
  const kindLabel = (kind: Filter) =>
    kind === 'all'
      ? t('documents.allKinds')
      : kind === 'invoice'
        ? t('documents.invoices')
        : t(kindKey(kind));
  return (
    <div className={styles.body}>
      <div className={styles.filters}>
        <Field label={t('documents.filter')}>
          <Select value={filter} onChange={(_, data) => setFilter(data.value as Filter)}>
            {filters.map((kind) => (
              <option key={kind} value={kind}>
                {kindLabel(kind)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('documents.search')}>
          <Input type="search" value={query} onChange={(_, data) => setQuery(data.value)} />
        </Field>
      </div>
      {shown.length === 0 ? (
        <EmptyState text={rows.length === 0 ? t('empty') : t('documents.empty')} />
      ) : (
        <div className={styles.scroll}>
          <ColumnsTable
            label={t('listLabel')}
            rows={shown}
            rowKey={(row) => row.id}
            rowData={(row) => ({ 'data-document': row.id })}
            columns={[
              { header: t('column.number'), cell: (row) => row.number },
              {
                header: t('column.kind'),
                cell: (row) =>
                  row.kind === 'invoice' ? t('documents.invoice') : t(kindKey(row.kind as DocumentKind)),
              },
              { header: t('column.project'), cell: (row) => row.projectName },
              { header: t('column.counterparty'), cell: (row) => row.counterparty },
              { header: t('column.date'), cell: (row) => format.date(row.date) },
              { header: t('column.status'), cell: (row) => row.status },
              {
                header: t('column.file'),
                cell: (row) => (
                  <Button
                    as="a"
                    size="small"
                    icon={<ArrowDownloadRegular />}
                    href={row.href}
                    download={row.fileName}
                    aria-label={t('documents.download', { number: row.number })}
                  />
                ),
              },
            ]}
          />
        </div>
      )}
    </div>
  );
}
