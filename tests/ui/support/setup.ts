import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// React 19 warns unless the environment says it runs its updates inside act(); Testing Library does.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// findBy… and waitFor wait up to 10 s rather than Testing Library's 1 s: on a loaded CI runner a screen that
// reads the local database, or a component loaded lazily, can take longer than a second to show.
configure({ asyncUtilTimeout: 10_000 });

// Browsers mark a cancelled animation's rejected `finished` promise as handled; happy-dom reports it as an
// unhandled rejection whenever Fluent cancels a motion (a toast or dialog unmounted mid-animation).
const cancel = Animation.prototype.cancel;
Animation.prototype.cancel = function cancelQuietly(this: Animation) {
  this.finished.catch(() => undefined);
  cancel.call(this);
};

// happy-dom lays nothing out, so <body> measures 0 × 0 and tabster (Fluent's focus management) takes every
// element for invisible. A Fluent dialog then finds no field to focus and focuses its own surface before
// tabster has read the surface's focus trap; the trap is never activated, and 250 ms later tabster marks the
// open dialog aria-hidden, for good. A query that had not found the dialog by then (a loaded machine) never
// does. In a browser <body> spans the viewport: say so, and the first field takes the focus, as it does there.
HTMLBodyElement.prototype.getBoundingClientRect = function viewport() {
  return new DOMRect(0, 0, window.innerWidth, window.innerHeight);
};

// happy-dom hands out a <select> as a Proxy but runs its methods on the element behind it, so keyborg
// (tabster's focus tracking) records `select.focus()` on another object than the one the focus event names:
// a dialog whose first field is a select focuses it "not programmatically", tabster leaves the dialog's
// focus trap inactive and hides the open dialog. Focus the Proxy, the one element the page ever sees.
HTMLSelectElement.prototype.focus = function focusAsThePageSeesIt(this: HTMLSelectElement, options) {
  const key = Object.getOwnPropertySymbols(this).find((symbol) => symbol.description === 'proxy');
  const seen = (key && (this as unknown as Record<symbol, HTMLSelectElement | undefined>)[key]) || this;
  HTMLElement.prototype.focus.call(seen, options);
};

// Each test starts from an empty document: unmount what the previous test rendered.
afterEach(() => cleanup());
