import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  requestFilterFromSearchParams,
  requestFilterToSearchParams,
  type RequestFilter,
} from '../../../domain/orders/queue';

/** How long the address bar waits for typing to pause before it follows (replacing the history entry). */
const URL_DELAY_MS = 200;

/**
 * The request queue's filter kept in the query string (docs/licensing.md §3 "saved filter in the URL"): the
 * queue answers each keystroke from state at once and the address follows when typing pauses, so reload,
 * back, forward and a shared link open the same view.
 */
export function useRequestFilterInUrl(): [RequestFilter, (next: RequestFilter) => void] {
  const queryString = useSearch();
  const [location, navigate] = useLocation();
  const [filter, setFilterState] = useState(() => requestFilterFromSearchParams(queryString));
  const written = useRef(queryString);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Back, forward or a link changed the address: the filter follows it.
  useEffect(() => {
    if (queryString === written.current) return;
    written.current = queryString;
    setFilterState(requestFilterFromSearchParams(queryString));
  }, [queryString]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const setFilter = useCallback(
    (next: RequestFilter) => {
      setFilterState(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const qs = requestFilterToSearchParams(next).toString();
        if (qs === written.current) return;
        written.current = qs;
        navigate(qs ? `${location}?${qs}` : location, { replace: true });
      }, URL_DELAY_MS);
    },
    [location, navigate],
  );
  return [filter, setFilter];
}
