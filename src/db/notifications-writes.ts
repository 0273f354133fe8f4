import type { CueDatabase } from './collections';

/**
 * Marks one notification read locally; replication pushes it (so it also works offline).
 * Returns false when the notification is unknown or already read.
 */
export async function markNotificationRead(db: CueDatabase, id: string): Promise<boolean> {
  const doc = await db.notifications.findOne(id).exec();
  if (!doc || doc.read) return false;
  await doc.incrementalPatch({ read: true });
  return true;
}

/** Marks every unread notification read locally; returns how many changed. */
export async function markAllNotificationsRead(db: CueDatabase): Promise<number> {
  const unread = await db.notifications.find({ selector: { read: { $eq: false } } }).exec();
  await Promise.all(unread.map((doc) => doc.incrementalPatch({ read: true })));
  return unread.length;
}
