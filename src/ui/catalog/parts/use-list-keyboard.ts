import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

interface ListKeyboardOptions {
  /** Brings a row into view before it takes focus (a virtualised list); without it focus scrolls. */
  reveal?(index: number): void;
  /** The rows' height: Page Up and Page Down then move by a window of rows. */
  pageRowHeight?: number;
}

/**
 * Roving focus over a list's rows (each marked `data-index`): one row is tabbable; arrow keys, Home and End
 * (and Page keys when `pageRowHeight` is given) move it. A key pressed on a link inside a row is the link's.
 */
export function useListKeyboard(
  listRef: RefObject<HTMLElement | null>,
  count: number,
  { reveal, pageRowHeight }: ListKeyboardOptions = {},
) {
  const [active, setActive] = useState(0);
  const focusWanted = useRef(false);
  const activeIndex = Math.min(active, Math.max(count - 1, 0));
  useEffect(() => {
    if (!focusWanted.current) return;
    // A virtualised row may render only after it is revealed: focus waits for it.
    const row = listRef.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`);
    if (row) {
      focusWanted.current = false;
      row.focus({ preventScroll: reveal !== undefined });
    }
  });
  const move = (to: number) => {
    const next = Math.max(0, Math.min(count - 1, to));
    focusWanted.current = true;
    setActive(next);
    reveal?.(next);
  };
  const keys: Record<string, () => void> = {
    ArrowDown: () => move(activeIndex + 1),
    ArrowUp: () => move(activeIndex - 1),
    Home: () => move(0),
    End: () => move(count - 1),
  };
  if (pageRowHeight) {
    const page = Math.max(1, Math.floor(window.innerHeight / pageRowHeight) - 1);
    keys.PageDown = () => move(activeIndex + page);
    keys.PageUp = () => move(activeIndex - page);
  }
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const action = keys[event.key];
    if (!action || (event.target as HTMLElement).closest('a')) return;
    event.preventDefault();
    action();
  };
  return { activeIndex, setActive, onKeyDown };
}
