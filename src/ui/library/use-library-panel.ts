import { useCallback, useState, useSyncExternalStore } from 'react';
import { breakpoints } from '../components/breakpoints';

const storageKey = (userId: string) => `cueline.library.collapsed.${userId}`;

function readCollapsed(userId: string): boolean {
  try {
    return window.localStorage.getItem(storageKey(userId)) === 'true';
  } catch {
    return false;
  }
}

/** Whether the library is collapsed to a rail, remembered per user on this device. */
export function useCollapsed(userId: string): [boolean, (collapsed: boolean) => void] {
  const [state, setState] = useState(() => ({ userId, collapsed: readCollapsed(userId) }));
  const collapsed = state.userId === userId ? state.collapsed : readCollapsed(userId);
  const set = useCallback(
    (value: boolean) => {
      setState({ userId, collapsed: value });
      try {
        window.localStorage.setItem(storageKey(userId), String(value));
      } catch {
        // Storage may be full or blocked; the choice then lasts for this page only.
      }
    },
    [userId],
  );
  return [collapsed, set];
}

const phoneQuery = `(max-width: ${breakpoints.md - 1}px)`;

function subscribePhone(onChange: () => void) {
  const list = window.matchMedia(phoneQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True on phone widths, where the library hides behind a button. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribePhone,
    () => window.matchMedia(phoneQuery).matches,
    () => false,
  );
}
