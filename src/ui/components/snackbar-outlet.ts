// Where snackbars go: the toaster's outlet once it has mounted, a queue until then. A leaf that both
// snackbar.tsx (which asks) and snackbar-toaster.tsx (which shows) import, so neither imports the other.

export type SnackbarType = 'positive' | 'negative' | 'info';

export interface SnackbarOptions {
  title: string;
  type: SnackbarType;
  canClose?: boolean;
  actionTitle?: string;
  action?: () => void;
  duration?: number;
}

type Outlet = (options: SnackbarOptions) => void;

/** The mounted toaster's `show`; snackbars asked for before it is there wait in `waiting`. */
let outlet: Outlet | null = null;
const waiting: SnackbarOptions[] = [];

/** Called by the toaster once it listens: delivers the waiting snackbars; returns its detach. */
export function attachSnackbarOutlet(show: Outlet): () => void {
  outlet = show;
  waiting.splice(0).forEach(show);
  return () => {
    if (outlet === show) outlet = null;
  };
}

/** Shows the snackbar now (true), or queues it for the toaster to come (false). */
export function deliverSnackbar(options: SnackbarOptions): boolean {
  if (outlet) {
    outlet(options);
    return true;
  }
  waiting.push(options);
  return false;
}
