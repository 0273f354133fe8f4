import { useEffect, type RefObject } from 'react';

const guards = 'i[data-tabster-dummy]';

function keepOutOfTabOrder(root: HTMLElement) {
  for (const guard of root.querySelectorAll<HTMLElement>(guards)) {
    if (guard.tabIndex !== -1) guard.tabIndex = -1;
  }
}

/**
 * Tabster (Fluent's focus manager) puts aria-hidden guard elements, tabbable, at the ends of the areas
 * it moves the focus in with the arrow keys: a tab list, a chart's points and legend. Axe reports each
 * as `aria-hidden-focus`. Inside `ref` they are kept out of the Tab order: Tab then visits the area's
 * own controls one by one, and the arrow keys work as before.
 */
export function useFocusGuardsOutOfTabOrder(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    keepOutOfTabOrder(root);
    const observer = new MutationObserver(() => keepOutOfTabOrder(root));
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['tabindex'],
    });
    return () => observer.disconnect();
  }, [ref]);
}
