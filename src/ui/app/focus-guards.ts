import { useEffect } from 'react';

/** The guards Tabster (Fluent's focus manager) keeps at each end of <body>. */
const rootGuards = 'body > i[data-tabster-dummy]';

function keepOutOfTabOrder() {
  for (const guard of document.querySelectorAll<HTMLElement>(rootGuards)) {
    if (guard.tabIndex !== -1) guard.tabIndex = -1;
  }
}

/**
 * Once any dialog or popover is mounted, Tabster puts an aria-hidden guard element at each end of
 * <body>, and makes them tabbable whenever nothing in the app has the focus (after a page load, or a
 * click on the background) so that the next Tab lands in the app. The browser's own Tab order already
 * leads there, so the guards are kept out of it: nothing hidden from assistive technology can take the
 * focus (axe aria-hidden-focus on every page). Guards inside the app (a modal's focus trap, a menu's
 * arrow keys) stay as Tabster sets them.
 */
export function useRootFocusGuardsOutOfTabOrder() {
  useEffect(() => {
    keepOutOfTabOrder();
    const observer = new MutationObserver(keepOutOfTabOrder);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['tabindex'],
    });
    return () => observer.disconnect();
  }, []);
}
