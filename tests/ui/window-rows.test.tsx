import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWindowRows } from '../../src/ui/catalog/parts/use-window-rows';

const innerHeight = window.innerHeight;

/** Puts the window at `top` (document pixels) with a view `height` high, as a scroll would. */
function scrollWindow(top: number, height = 400) {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
  window.innerHeight = height;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

const indexes = (rows: { index: number }[]) => rows.map((row) => row.index);

describe('useWindowRows (a window-scrolled list of fixed-height rows)', () => {
  beforeEach(() => scrollWindow(0));
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    window.innerHeight = innerHeight;
    vi.restoreAllMocks();
  });

  it('renders the rows the window meets, with the overscan on each side, placed from the list’s top', () => {
    const { result } = renderHook(() =>
      useWindowRows({ count: 100, rowHeight: 50, overscan: 2, scrollMargin: 200 }),
    );
    // The window (0–400) meets the list's first 200 pixels: rows 0–3, then 2 more.
    expect(indexes(result.current.rows)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(result.current.rows[1]).toEqual({ index: 1, top: 50 });
    expect(result.current.totalSize).toBe(5000);

    scrollWindow(1210);
    // The window is 1010–1410 of the list: rows 20 (1000–1050, partly in view) to 28, then 2 more each side.
    expect(indexes(result.current.rows)).toEqual([18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
  });

  it('renders nothing for an empty list and stops at the last row', () => {
    const { result, rerender } = renderHook(
      ({ count }) => useWindowRows({ count, rowHeight: 50, overscan: 4, scrollMargin: 0 }),
      { initialProps: { count: 0 } },
    );
    expect(result.current.rows).toEqual([]);
    expect(result.current.totalSize).toBe(0);
    rerender({ count: 3 });
    expect(indexes(result.current.rows)).toEqual([0, 1, 2]);
  });

  it('a new count renders once with its rows and reads no scroll position', () => {
    let renders = 0;
    const { result, rerender } = renderHook(
      ({ count }) => {
        renders += 1;
        return useWindowRows({ count, rowHeight: 50, overscan: 1, scrollMargin: 0 });
      },
      { initialProps: { count: 10_000 } },
    );
    expect(indexes(result.current.rows)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    // Reading scrollY after a commit lays out the rows just changed: a new count must not.
    const scrollY = vi.spyOn(window, 'scrollY', 'get');
    const before = renders;
    rerender({ count: 3 });
    expect(indexes(result.current.rows)).toEqual([0, 1, 2]);
    rerender({ count: 10_000 });
    expect(indexes(result.current.rows)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(renders).toBe(before + 2);
    expect(scrollY).not.toHaveBeenCalled();
  });

  it('renders again on a scroll only when the band of rows in view changes', () => {
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return useWindowRows({ count: 100, rowHeight: 50, overscan: 0, scrollMargin: 0 });
    });
    scrollWindow(5); // rows 0–8
    const before = renders;
    scrollWindow(10);
    scrollWindow(20);
    expect(renders).toBe(before);
    scrollWindow(60); // rows 1–9
    expect(renders).toBe(before + 1);
  });

  it('follows the list when it moves down the page', () => {
    const { result, rerender } = renderHook(
      ({ scrollMargin }) => useWindowRows({ count: 100, rowHeight: 50, overscan: 0, scrollMargin }),
      { initialProps: { scrollMargin: 0 } },
    );
    scrollWindow(500); // rows 10–17
    expect(indexes(result.current.rows)).toEqual([10, 11, 12, 13, 14, 15, 16, 17]);
    rerender({ scrollMargin: 200 }); // the window is now 300–700 of the list: rows 6–13
    expect(indexes(result.current.rows)).toEqual([6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('scrolls the least that shows a row: not at all when in view, else to its nearer edge', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { result } = renderHook(() =>
      useWindowRows({ count: 100, rowHeight: 50, overscan: 0, scrollMargin: 100 }),
    );
    scrollWindow(1000);
    result.current.scrollToIndex(20); // 1100–1150: in view.
    expect(scrollTo).not.toHaveBeenCalled();
    result.current.scrollToIndex(30); // 1600–1650: below, its bottom at the window's bottom.
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1250 });
    result.current.scrollToIndex(10); // 600–650: above, its top at the window's top.
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 600 });
  });
});
