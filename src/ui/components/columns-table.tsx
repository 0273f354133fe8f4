import type { ReactNode } from 'react';
import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';

/** One column of a ColumnsTable: its header and what each row shows in it. */
export interface Column<T> {
  header: ReactNode;
  cell(row: T): ReactNode;
  /** The class of the header cell and of every body cell (alignment, width, wrapping). */
  className?: string;
  /** The body cell's tooltip. */
  title?(row: T): string | undefined;
}

/** A column that is there or not (`condition && {...}`): false ones are left out. */
export type MaybeColumn<T> = Column<T> | false | null | undefined;

export interface ColumnsTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: readonly MaybeColumn<T>[];
  rows: readonly T[];
  rowKey(row: T): string;
  /** A row's `data-*` attributes, hooks that tests and styles find it by. */
  rowData?(row: T): Record<`data-${string}`, string>;
  className?: string;
}

const useStyles = makeStyles({
  // A table wider than a phone scrolls in its own box instead of widening the page (issue 26 §6).
  scroll: { overflowX: 'auto', maxWidth: '100%' },
});

/** A small Fluent table: a header row and one row per item, the cells given by the columns. */
export function ColumnsTable<T>({ label, columns, rows, rowKey, rowData, className }: ColumnsTableProps<T>) {
  const styles = useStyles();
  const shown = columns.filter((column): column is Column<T> => Boolean(column));
  return (
    <div className={styles.scroll}>
      <Table className={className} aria-label={label} size="small">
        <TableHeader>
          <TableRow>
            {shown.map((column, index) => (
              <TableHeaderCell key={index} className={column.className}>
                {column.header}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} {...rowData?.(row)}>
              {shown.map((column, index) => (
                <TableCell key={index} className={column.className} title={column.title?.(row)}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
