import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { TrackSearch } from '../../db';
import { searchFromUrl, searchToUrl } from './search-params';

/** How long typing waits before the address bar follows (replacing, not adding, history entries). */
const URL_DELAY_MS = 200;

interface CatalogQuery {
  /** The search as typed and chosen (the search box answers at once; the address bar follows). */
  query: TrackSearch;
  text: string;
  setText(text: string): void;
  /** Chips, switches and sort: a new history entry at once. */
  setQuery(query: TrackSearch): void;
  /** Puts the current text into the address bar now (a history entry). */
  commitText(text: string): void;
}

/** The catalogue search kept in the query string, so reload, back, forward and shared links work. */
export function useCatalogQuery(): CatalogQuery {
  const queryString = useSearch();
  const [location, navigate] = useLocation();
  const fromUrl = useMemo(() => searchFromUrl(queryString), [queryString]);
  const [text, setTextState] = useState(fromUrl.search ?? '');
  const written = useRef(queryString);

  // Back, forward or a link changed the address: the box follows it.
  useEffect(() => {
    if (queryString !== written.current) {
      written.current = queryString;
      setTextState(fromUrl.search ?? '');
    }
  }, [queryString, fromUrl]);

  const write = useCallback(
    (next: TrackSearch, replace: boolean) => {
      const qs = searchToUrl(next);
      if (qs === written.current) return;
      written.current = qs;
      navigate(qs ? `${location}?${qs}` : location, { replace });
    },
    [location, navigate],
  );

  useEffect(() => {
    if ((fromUrl.search ?? '') === text.trim()) return undefined;
    const timer = setTimeout(() => write({ ...fromUrl, search: text }, true), URL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, fromUrl, write]);

  const query = useMemo(() => {
    const trimmed = text.trim();
    const { search: _search, ...rest } = fromUrl;
    return trimmed ? { ...rest, search: trimmed } : rest;
  }, [fromUrl, text]);

  return {
    query,
    text,
    setText: setTextState,
    setQuery: useCallback((next: TrackSearch) => write({ ...next, search: text }, false), [write, text]),
    commitText: useCallback(
      (value: string) => {
        setTextState(value);
        write({ ...fromUrl, search: value }, false);
      },
      [write, fromUrl],
    ),
  };
}
