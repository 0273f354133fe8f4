import { map, type Observable } from 'rxjs';
import type { MangoQuerySelector } from 'rxdb';
import type { CueDatabase } from '../collections';
import type { NotificationDocType } from '../schemas/notifications.schema';

export interface NotificationsQueryOptions {
  onlyUnread: boolean;
  /** How many of the newest to include (the list grows page by page). */
  limit: number;
}

const selectorOf = (onlyUnread: boolean): MangoQuerySelector<NotificationDocType> =>
  onlyUnread ? { read: { $eq: false } } : {};

/** The newest notifications first, live; plain objects, not RxDocuments. */
export function notificationsQuery(
  db: CueDatabase,
  options: NotificationsQueryOptions,
): Observable<NotificationDocType[]> {
  return db.notifications
    .find({
      selector: selectorOf(options.onlyUnread),
      sort: [{ createdAt: 'desc' }, { id: 'desc' }],
      limit: options.limit,
    })
    .$.pipe(map((docs) => docs.map((doc) => doc.toMutableJSON() as NotificationDocType)));
}

/** How many notifications match the filter, live (for "load more" in the list). */
export function notificationsCountQuery(db: CueDatabase, onlyUnread: boolean): Observable<number> {
  return db.notifications.count({ selector: selectorOf(onlyUnread) }).$;
}

/** The unread badge of the bell, live. */
export function unreadCountQuery(db: CueDatabase): Observable<number> {
  return notificationsCountQuery(db, true);
}
