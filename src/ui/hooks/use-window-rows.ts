import { useCallback, useEffect, useRef, useState } from 'react';

/** One rendered row: its index and its top in document coordinates (the list's `scrollMargin` included). */
export interface WindowRow {
  index: number;
  start: number;
}

interface WindowRowsOptions {
  count: number;
  /** Every row's height in pixels: the rows are not measured. */
  rowHeight: number;
  /** Rows rendered beyond each edge of the window. */
  overscan: number;
  /** The list's distance from the top of the document (useScrollMargin). */
  scrollMargin: number;
}

type Range = readonly [first: number, last: number];

/** The rows that meet the window, overscan added, as first and last index (last < first: none). */
function rangeOf({ count, rowHeight, overscan, scrollMargin }: WindowRowsOptions): Range {
  if (count === 0 || rowHeight <= 0) return [0, -1];
  const top = window.scrollY - scrollMargin;
  const bottom = top + window.innerHeight;
  const first = Math.max(0, Math.floor(top / rowHeight) - overscan);
  const last = Math.min(count - 1, Math.ceil(bottom / rowHeight) - 1 + overscan);
  return [first, Math.max(last, first - 1)];
}

/**
 * A window-scrolled list of rows of one fixed height: which rows to render for the window's scroll
 * position and size, the list's full height, and a way to bring a row into view. Renders again only when
 * the range of rows changes, not on every scroll event.
 */
export function useWindowRows(options: WindowRowsOptions) {
  const { count, rowHeight, scrollMargin } = options;
  const latest = useRef(options);
  latest.current = options;
  const [range, setRange] = useState<Range>(() => rangeOf(options));
  const shown = useRef(range);

  const update = useCallback(() => {
    const next = rangeOf(latest.current);
    if (shown.current[0] === next[0] && shown.current[1] === next[1]) return;
    shown.current = next;
    setRange(next);
  }, []);

  useEffect(() => {
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [update]);

  // The count, the row height, the overscan or the list's place changed.
  useEffect(update, [update, count, rowHeight, options.overscan, scrollMargin]);

  const rows: WindowRow[] = [];
  for (let index = range[0]; index <= Math.min(range[1], count - 1); index += 1) {
    rows.push({ index, start: scrollMargin + index * rowHeight });
  }

  /** Scrolls the least that shows the whole row: none when it is in view, else to its nearer edge. */
  const scrollToIndex = useCallback((index: number) => {
    const { rowHeight: height, scrollMargin: margin } = latest.current;
    const top = margin + index * height;
    const bottom = top + height;
    if (top < window.scrollY) window.scrollTo({ top });
    else if (bottom > window.scrollY + window.innerHeight)
      window.scrollTo({ top: bottom - window.innerHeight });
  }, []);

  return { rows, totalSize: count * rowHeight, scrollToIndex };
}
