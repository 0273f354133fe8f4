/**
 * Runs `callback` once the browser is idle (at the latest after 2 s), or after 200 ms where idle callbacks
 * are not supported; returns its cancel.
 */
export function requestIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 200);
  return () => clearTimeout(id);
}
