/** The header's notifications bell; the notification centre replaces this placeholder. */
export function NotificationBell() {
  return null;
}
