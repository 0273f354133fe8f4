import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the app is taking over a page drawn at build time (hydration, src/ui/main.tsx: the HTML is
 * there but no handler yet), true from the render after; true at once on a page the app draws itself.
 * A control that would act natively before then (a form's submit) is disabled until it is true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
