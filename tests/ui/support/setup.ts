import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// React 19 warns unless the environment says it runs its updates inside act(); Testing Library does.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Each test starts from an empty document: unmount what the previous test rendered.
afterEach(() => cleanup());
