import { useMemo } from 'react';
import { tasksQuery, type TaskDocType } from '../../db';
import type { TaskParty, TaskTab } from '../../domain/tasks';
import { useObservableState } from '../hooks/use-observable';
import { useSession } from '../hooks/use-session';
import { useLocalDb } from '../local-data';

/** The signed-in user's orders on one side and tab, newest first, live; null while the database opens. */
export function useTasks(party: TaskParty, tab: TaskTab): TaskDocType[] | null {
  const db = useLocalDb();
  const userId = useSession().state.user?._id;
  const source = useMemo(
    () => (db && userId ? tasksQuery(db, { userId, party, tab }) : null),
    [db, userId, party, tab],
  );
  return useObservableState<TaskDocType[] | null>(source, null).value;
}
