import { useFocusFinders } from '@fluentui/react-components';

/**
 * Holds Fluent's focus manager (tabster) for as long as it is mounted. Renders nothing.
 *
 * Fluent creates the focus manager with the first component that needs it (a menu, a dialog) and disposes
 * of it when the last such component unmounts. A modal dialog hides the rest of the page from assistive
 * technology (`aria-hidden` on the app's root) while it is open; when the dialog is unmounted together with
 * its screen (a form that navigates on success) and no other component holds the focus manager, it is
 * disposed of before it restores the page, which then stays hidden. With the header's menus loaded on
 * their first press (docs/decisions/0026-header-menus-on-first-press.md), nothing else holds it.
 */
export default function FocusManagerHolder() {
  useFocusFinders();
  return null;
}
