import { useSearch } from 'wouter';

/**
 * Deliberate test hook: with `?crash=render` in the URL this component throws while rendering, so the
 * end-to-end suite can check the fallback screen. It has no other effect.
 */
export function CrashTrigger() {
  const search = useSearch();
  if (new URLSearchParams(search).get('crash') === 'render') {
    throw new Error('Deliberate render crash requested with ?crash=render');
  }
  return null;
}
