import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { importWhenReachable } from './lazy-part';
import { deliverSnackbar, type SnackbarOptions } from './snackbar-outlet';

export type { SnackbarOptions, SnackbarType } from './snackbar-outlet';

/**
 * Snackbars are Fluent toasts, drawn by a toaster that loads after the first page (snackbar-toaster.tsx):
 * one asked for before it is there waits in the outlet's queue (snackbar-outlet.ts) and shows as soon as
 * it has mounted.
 */
const hostListeners = new Set<() => void>();
let toasterWanted = false;

// Offline before the toaster has arrived (no service worker yet), the snackbars wait for the network with it.
const loadToaster = () => importWhenReachable(() => import('./snackbar-toaster'));
const LazyToaster = lazy(() => loadToaster().then((module) => ({ default: module.SnackbarToaster })));

/** Loads the toaster now and has the host mount it (tests that show snackbars at once). */
export async function preloadSnackbars(): Promise<void> {
  wantToaster();
  await loadToaster();
}

/** Asks the host to mount the toaster (once). */
function wantToaster() {
  if (toasterWanted) return;
  toasterWanted = true;
  hostListeners.forEach((listener) => listener());
}

function showSnackbar(options: SnackbarOptions) {
  if (!deliverSnackbar(options)) wantToaster();
}

/** How long after the page has loaded the toaster is fetched when no snackbar has asked for it yet. */
const IDLE_LOAD_MS = 2000;

/** Where snackbars appear, above any open dialog; rendered once by the app providers. */
export function SnackbarHost() {
  const [mounted, setMounted] = useState(toasterWanted);
  useEffect(() => {
    const mount = () => setMounted(true);
    hostListeners.add(mount);
    if (toasterWanted) mount();
    const timer = setTimeout(wantToaster, IDLE_LOAD_MS);
    return () => {
      hostListeners.delete(mount);
      clearTimeout(timer);
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}

/** Shows Fluent toasts: `show({title, type, canClose?, actionTitle?, action?, duration? = 5000})`. */
export function useSnackbar() {
  const show = useCallback((options: SnackbarOptions) => showSnackbar(options), []);
  return { show };
}
