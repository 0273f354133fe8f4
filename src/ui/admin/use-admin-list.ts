import { useCallback, useMemo, useState } from 'react';
import { useTask, type TaskState } from '../hooks/use-task';

export interface ListPage<T> {
  data: T[];
  page: number;
  limit: number;
  total: number;
}

/** Where a paged list stands, and how to turn its pages or ask again. */
export interface AdminList<T> {
  state: TaskState<ListPage<T>>;
  page: number;
  goTo(page: number): void;
  reload(): void;
}

/**
 * A server list the admin pages through: `load` (keep it stable with useCallback) asks for one page; a
 * new `load` starts at page 1 and aborts the earlier request, so a late answer never shows for newer input.
 */
export function useAdminList<T>(
  load: (page: number, signal: AbortSignal) => Promise<ListPage<T>>,
): AdminList<T> {
  const [paging, setPaging] = useState({ load, page: 1, attempt: 0 });
  const page = paging.load === load ? paging.page : 1;
  const attempt = paging.load === load ? paging.attempt : 0;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const run = useMemo(() => (signal: AbortSignal) => load(page, signal), [load, page, attempt]);
  const state: TaskState<ListPage<T>> = useTask(run);
  const goTo = useCallback((next: number) => setPaging({ load, page: next, attempt: 0 }), [load]);
  const reload = useCallback(() => setPaging({ load, page, attempt: attempt + 1 }), [load, page, attempt]);
  return { state, page, goTo, reload };
}
