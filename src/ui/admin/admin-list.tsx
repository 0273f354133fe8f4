import { useState } from 'react';
import { makeStyles, SearchBox } from '@fluentui/react-components';
import { ColumnsTable, type MaybeColumn } from '../components/columns-table';
import { useSnackbar } from '../components/snackbar';
import { useDebounced } from '../hooks/use-debounced';
import { ListStates, Pager } from './admin-parts';
import type { AdminList } from './use-admin-list';

const useStyles = makeStyles({
  // Columns as wide as their content (Fluent's tables share the width out evenly): an e-mail or the row's
  // buttons never spill into the next column; a table wider than the window scrolls in its box.
  table: { tableLayout: 'auto' },
});

/** A paged server list as a table: its loading, error and empty states, the rows and the pager. */
export function PagedTable<T extends { _id: string }>({
  list,
  label,
  empty,
  columns,
}: {
  list: AdminList<T>;
  /** The table's accessible name. */
  label: string;
  /** What an empty list says. */
  empty: string;
  columns: readonly MaybeColumn<T>[];
}) {
  const styles = useStyles();
  return (
    <ListStates state={list.state} empty={empty} onRetry={list.reload}>
      {(page) => (
        <>
          <ColumnsTable
            className={styles.table}
            label={label}
            columns={columns}
            rows={page.data}
            rowKey={(row) => row._id}
          />
          <Pager page={page} onPage={list.goTo} />
        </>
      )}
    </ListStates>
  );
}

/** What is typed into a list's search box, and the trimmed query once typing pauses for `delayMs`. */
export function useListSearch(delayMs: number) {
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), delayMs);
  return { text, setText, query: query || undefined };
}

/** A list's search box; its placeholder is its accessible name. */
export function ListSearchBox({
  label,
  search,
  className,
}: {
  label: string;
  search: ReturnType<typeof useListSearch>;
  className?: string;
}) {
  return (
    <SearchBox
      className={className}
      aria-label={label}
      placeholder={label}
      value={search.text}
      onChange={(_, data) => search.setText(data.value)}
    />
  );
}

/** After an action on a list's row: says it is done and asks for the list again. */
export function useDone(list: Pick<AdminList<unknown>, 'reload'>) {
  const snackbar = useSnackbar();
  return (title: string) => {
    snackbar.show({ title, type: 'positive' });
    list.reload();
  };
}
