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

// Each test starts from an empty document: unmount what the previous test rendered.
afterEach(() => cleanup());
