import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// React 19 warns unless the environment says it runs its updates inside act(); Testing Library does.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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

// Each test starts from an empty document: unmount what the previous test rendered.
afterEach(() => cleanup());
