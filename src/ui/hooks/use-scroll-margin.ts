import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The distance of a window-scrolled list from the top of the document, kept current as what is above it
 * changes: a window virtualiser's `scrollMargin`.
 */
export function useScrollMargin(listRef: RefObject<HTMLElement | null>): number {
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    // A hidden list has no place on the page: it keeps the last one until it shows again.
    const measure = () => {
      if (!list.hidden) setMargin(list.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    const observer = new ResizeObserver(measure);
    if (list.parentElement) observer.observe(list.parentElement);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [listRef]);
  return margin;
}
