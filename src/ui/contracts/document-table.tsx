import { localeFormat } from '../../domain/format';
import {
  Checkbox,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ContractDocType } from '../../db/schemas/documents.schema';
import type { DocumentSide } from '../../domain/contracts';
import { RouterLink } from '../components/router-link';
import { VisuallyHidden } from '../components/visually-hidden';
import { DocumentStatusBadge } from './document-status-badge';
import { kindKey, useContractsT } from './i18n';

const useStyles = makeStyles({
  table: { minWidth: '720px' },
  scroll: { overflowX: 'auto' },
  check: { width: '44px' },
  money: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
});

export interface DocumentTableProps {
  documents: readonly ContractDocType[];
  side: DocumentSide;
  /** Where a document's number leads (its detail). */
  hrefOf(document: ContractDocType): string;
  /** The documents that may be picked (awaiting my signature); none when absent. */
  selectable?(document: ContractDocType): boolean;
  selected?: ReadonlySet<string>;
  onToggle?(id: string): void;
}

/** Documents as table rows: number (opens it), kind, project, the other party, date, total and status. */
export function DocumentTable({
  documents,
  side,
  hrefOf,
  selectable,
  selected,
  onToggle,
}: DocumentTableProps) {
  const styles = useStyles();
  const t = useContractsT();
  const { i18n } = useTranslation();
  const format = localeFormat(i18n.language);
  const picking = selectable !== undefined;
  return (
    <div className={styles.scroll}>
      <Table className={styles.table} aria-label={t('listLabel')} size="small">
        <TableHeader>
          <TableRow>
            {picking ? (
              <TableHeaderCell className={styles.check}>
                <VisuallyHidden>{t('column.select')}</VisuallyHidden>
              </TableHeaderCell>
            ) : null}
            <TableHeaderCell>{t('column.number')}</TableHeaderCell>
            <TableHeaderCell>{t('column.kind')}</TableHeaderCell>
            <TableHeaderCell>{t('column.project')}</TableHeaderCell>
            <TableHeaderCell>{t('column.counterparty')}</TableHeaderCell>
            <TableHeaderCell>{t('column.date')}</TableHeaderCell>
            <TableHeaderCell className={styles.money}>{t('column.total')}</TableHeaderCell>
            <TableHeaderCell>{t('column.status')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {documents.map((document) => (
            <TableRow key={document.id} data-document={document.id} data-status={document.status}>
              {picking ? (
                <TableCell>
                  {selectable(document) ? (
                    <Checkbox
                      aria-label={t('select', { number: document.number })}
                      checked={selected?.has(document.id) ?? false}
                      onChange={() => onToggle?.(document.id)}
                    />
                  ) : null}
                </TableCell>
              ) : null}
              <TableCell>
                <RouterLink href={hrefOf(document)}>{document.number}</RouterLink>
              </TableCell>
              <TableCell>{t(kindKey(document.kind))}</TableCell>
              <TableCell>{document.projectName}</TableCell>
              <TableCell>{side === 'owner' ? document.customer.name : document.owner.name}</TableCell>
              <TableCell>{format.date(document.date)}</TableCell>
              <TableCell className={styles.money}>{format.money(document.totals.gross)}</TableCell>
              <TableCell>
                <DocumentStatusBadge status={document.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
