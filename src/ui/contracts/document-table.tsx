import { localeFormat } from '../../domain/format';
import {
  Checkbox,
  makeStyles,
  mergeClasses,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ContractDocType } from '../../db/schemas/contracts-documents.schema';
import type { DocumentSide } from '../../domain/contracts';
import { media } from '../components/breakpoints';
import { RouterLink } from '../components/router-link';
import { VisuallyHidden } from '../components/visually-hidden';
import { DocumentStatusBadge } from './document-status-badge';
import { kindKey, useContractsT } from './i18n';

const phone = media.belowMd;
/** On a phone each document is a card (issue 26 §6): number and status, project and total, party and date. */
const useStyles = makeStyles({
  table: { [media.mdUp]: { minWidth: '720px' }, [phone]: { display: 'block' } },
  scroll: { overflowX: 'auto' },
  head: { [phone]: { display: 'none' } },
  body: { [phone]: { display: 'block' } },
  row: {
    [phone]: {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"check number status" "check project total" "check party date" "check kind kind"',
      columnGap: tokens.spacingHorizontalS,
      padding: `${tokens.spacingVerticalS} 0`,
    },
  },
  cell: { [phone]: { display: 'block', minWidth: 0, height: 'auto', overflowWrap: 'anywhere' } },
  check: { width: '44px', [phone]: { gridArea: 'check', width: 'auto' } },
  number: { [phone]: { gridArea: 'number' } },
  kind: { [phone]: { gridArea: 'kind', color: tokens.colorNeutralForeground3 } },
  project: { [phone]: { gridArea: 'project' } },
  party: { [phone]: { gridArea: 'party', color: tokens.colorNeutralForeground3 } },
  date: { [phone]: { gridArea: 'date', textAlign: 'end', whiteSpace: 'nowrap' } },
  money: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  total: { [phone]: { gridArea: 'total' } },
  status: { [phone]: { gridArea: 'status', textAlign: 'end' } },
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
        <TableHeader className={styles.head}>
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
        <TableBody className={styles.body}>
          {documents.map((document) => (
            <TableRow
              key={document.id}
              className={styles.row}
              data-document={document.id}
              data-status={document.status}
            >
              {picking ? (
                <TableCell className={mergeClasses(styles.cell, styles.check)}>
                  {selectable(document) ? (
                    <Checkbox
                      aria-label={t('select', { number: document.number })}
                      checked={selected?.has(document.id) ?? false}
                      onChange={() => onToggle?.(document.id)}
                    />
                  ) : null}
                </TableCell>
              ) : null}
              <TableCell className={mergeClasses(styles.cell, styles.number)}>
                <RouterLink href={hrefOf(document)}>{document.number}</RouterLink>
              </TableCell>
              <TableCell className={mergeClasses(styles.cell, styles.kind)}>
                {t(kindKey(document.kind))}
              </TableCell>
              <TableCell className={mergeClasses(styles.cell, styles.project)}>
                {document.projectName}
              </TableCell>
              <TableCell className={mergeClasses(styles.cell, styles.party)}>
                {side === 'owner' ? document.customer.name : document.owner.name}
              </TableCell>
              <TableCell className={mergeClasses(styles.cell, styles.date)}>
                {format.date(document.date)}
              </TableCell>
              <TableCell className={mergeClasses(styles.cell, styles.money, styles.total)}>
                {format.money(document.totals.gross)}
              </TableCell>
              <TableCell className={mergeClasses(styles.cell, styles.status)}>
                <DocumentStatusBadge status={document.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
