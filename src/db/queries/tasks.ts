import { map, type Observable } from 'rxjs';
import { taskTab, type TaskParty, type TaskTab } from '../../domain/tasks/rules';
import type { CueDatabase } from '../collections';
import type { TaskDocType } from '../schemas/tasks.schema';

/** Live reads of composer orders (docs/licensing.md §3): the replicated `tasks` as plain objects. */

export interface TasksFilter {
  /** The signed-in user, and which side of the orders to show (/tasks/customer or /tasks/owner). */
  userId: string;
  party: TaskParty;
  /** One tab of the screen; every tab when not given. */
  tab?: TaskTab;
}

/** The user's orders on one side, newest first, optionally one tab's, live. */
export function tasksQuery(db: CueDatabase, filter: TasksFilter): Observable<TaskDocType[]> {
  const side = filter.party === 'owner' ? 'ownerId' : 'customerId';
  return db.tasks
    .find({ selector: { [side]: { $eq: filter.userId } }, sort: [{ createdAt: 'desc' }, { id: 'asc' }] })
    .$.pipe(
      map((docs) =>
        docs
          .map((doc) => doc.toMutableJSON() as TaskDocType)
          .filter((task) => !filter.tab || taskTab(task.status) === filter.tab),
      ),
    );
}

/** One order, live; null when it is unknown. */
export function taskQuery(db: CueDatabase, id: string): Observable<TaskDocType | null> {
  return db.tasks.findOne(id).$.pipe(map((doc) => (doc ? (doc.toMutableJSON() as TaskDocType) : null)));
}
