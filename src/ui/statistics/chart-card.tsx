import { useId, useState, type ReactNode } from 'react';
import {
  Button,
  Card,
  makeStyles,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, ChartMultipleRegular, TableRegular } from '@fluentui/react-icons';
import { tableCsv, type ChartTable } from '../../domain/statistics-view';
import { useStatisticsT } from './i18n';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  title: { flexGrow: 1 },
  table: { maxHeight: '360px', overflowY: 'auto' },
});

/** Saves `text` as a file named `name` through a temporary link. */
function saveText(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The table alternative of a chart: exactly the rows the chart draws. */
export function ChartDataTable({ label, table }: { label: string; table: ChartTable }) {
  return (
    <Table aria-label={label} size="small">
      <TableHeader>
        <TableRow>
          {table.columns.map((column) => (
            <TableHeaderCell key={column}>{column}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {table.rows.map((row, index) => (
          <TableRow key={index}>
            {row.map((cell, column) => (
              <TableCell key={column}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * A chart with its accessible alternative: a toggle shows the same figures as a table, and "Download CSV"
 * saves that table (`fileName`). Without rows it shows `emptyText` instead.
 */
export function ChartCard(props: {
  title: string;
  fileName: string;
  table: ChartTable;
  emptyText: string;
  children: ReactNode;
}) {
  const t = useStatisticsT();
  const styles = useStyles();
  const titleId = useId();
  const [asTable, setAsTable] = useState(false);
  const empty = props.table.rows.length === 0;
  return (
    <Card className={styles.card} role="region" aria-labelledby={titleId}>
      <div className={styles.head}>
        <Subtitle2 as="h2" id={titleId} className={styles.title}>
          {props.title}
        </Subtitle2>
        <Button
          appearance="subtle"
          icon={asTable ? <ChartMultipleRegular /> : <TableRegular />}
          aria-pressed={asTable}
          disabled={empty}
          onClick={() => setAsTable((shown) => !shown)}
        >
          {asTable ? t('chart.showChart') : t('chart.showTable')}
        </Button>
        <Button
          appearance="subtle"
          icon={<ArrowDownloadRegular />}
          disabled={empty}
          onClick={() => saveText(props.fileName, tableCsv(props.table))}
        >
          {t('chart.csv')}
        </Button>
      </div>
      {empty ? (
        <Text>{props.emptyText}</Text>
      ) : asTable ? (
        <div className={styles.table}>
          <ChartDataTable label={props.title} table={props.table} />
        </div>
      ) : (
        props.children
      )}
    </Card>
  );
}
