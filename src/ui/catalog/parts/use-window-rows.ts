import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** One rendered row: its index and its top from the list's top. */
export interface WindowRow {
  index: number;
  top: number;
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

/** The window's scroll position and height, as last read on a scroll or resize event. */
interface View {
  top: number;
  height: number;
}

/** The rows of the list the window meets, whatever the count: first and last index (last < first: none). */
function bandOf(view: View, rowHeight: number, scrollMargin: number): readonly [number, number] {
  if (rowHeight <= 0) return [0, -1];
  const top = view.top - scrollMargin;
  return [Math.floor(top / rowHeight), Math.ceil((top + view.height) / rowHeight) - 1];
}

const readView = (): View => ({ top: window.scrollY, height: window.innerHeight });

/**
 * A window-scrolled list of rows of one fixed height: which rows to render, the list's full height and a
 * way to bring a row into view.
 *
 * The rows are worked out in the render from the count and the window's position as last read on a scroll
 * or resize event: a new count (a keystroke that changes the list) renders once, with the right rows, and
 * reads no layout (reading `scrollY` after the commit would lay the new rows out inside the keystroke).
 * A scroll renders again only when the band of rows in view changes, at once (as the scroll is drawn).
 */
export function useWindowRows({ count, rowHeight, overscan, scrollMargin }: WindowRowsOptions) {
  const [view, setView] = useState(readView);
  const latest = useRef({ view, rowHeight, scrollMargin });
  latest.current = { view, rowHeight, scrollMargin };

  const update = useCallback((sync: boolean) => {
    const next = readView();
    const { view: shown, rowHeight: height, scrollMargin: margin } = latest.current;
    const [first, last] = bandOf(shown, height, margin);
    const [nextFirst, nextLast] = bandOf(next, height, margin);
    if (first === nextFirst && last === nextLast) return;
    if (sync) flushSync(() => setView(next));
    else setView(next);
  }, []);

  useEffect(() => {
    const onScroll = () => update(true);
    const onResize = () => update(false);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
    };
  }, [update]);

  // The list moved down or up the page (what is above it changed size): measured after its layout.
  useEffect(() => update(false), [update, scrollMargin]);

  const [inViewFirst, inViewLast] = bandOf(view, rowHeight, scrollMargin);
  const first = Math.max(0, inViewFirst - overscan);
  const last = Math.min(count - 1, inViewLast + overscan);
  const rows: WindowRow[] = [];
  for (let index = first; index <= last; index += 1) rows.push({ index, top: index * rowHeight });

  /** Scrolls the least that shows the whole row: none when it is in view, else to its nearer edge. */
  const scrollToIndex = useCallback((index: number) => {
    const { rowHeight: height, scrollMargin: margin } = latest.current;
    const top = margin + index * height;
    const bottom = top + height;
    if (top < window.scrollY) window.scrollTo({ top });
    else if (bottom > window.scrollY + window.innerHeight)
      window.scrollTo({ top: bottom - window.innerHeight });
  }, []);

  return { rows, totalSize: Math.max(0, count) * rowHeight, scrollToIndex };
}
