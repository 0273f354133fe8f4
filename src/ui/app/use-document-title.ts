import { useEffect, type RefObject } from 'react';

const APP_NAME = 'Cueline';

/** The tab's title for a screen heading: "{heading} · Cueline", or "Cueline" without one. */
const documentTitle = (heading: string | null | undefined): string =>
  heading?.trim() ? `${heading.trim()} · ${APP_NAME}` : APP_NAME;

/**
 * Keeps the tab's title on the screen's heading (the first `h1` inside `root`): every screen names itself
 * with one, in the user's language, and it changes when the screen's data arrives (an album's title).
 */
export function useDocumentTitle(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const update = () => {
      const title = documentTitle(element.querySelector('h1')?.textContent);
      if (document.title !== title) document.title = title;
    };
    // One call per batch of changes: observers are called once per microtask checkpoint.
    const observer = new MutationObserver(update);
    observer.observe(element, { subtree: true, childList: true, characterData: true });
    update();
    return () => observer.disconnect();
  }, [root]);
}
