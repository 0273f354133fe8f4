import { useEffect, useSyncExternalStore } from 'react';
import { debounceTime } from 'rxjs';
import { fetchProjectActivity } from '../../sync/orders-api';
import { useLocalDb } from '../local-data';
import { useApi } from './use-api';
import { useSession } from './use-session';

/**
 * The red dot beside Requests (docs/licensing.md §3): whether others acted on the owner's orders since the
 * owner last marked them seen. Asked on sign-in and again whenever the local `orders` collection changes
 * (a replicated write), and set at once from the answer of a seen mark (`markOrdersSeen`).
 */

let activity = false;
const listeners = new Set<() => void>();
let asked = 0;

/** Sets the dot from an answer of `project-activity` or `track-activity`. */
export function setRequestActivity(value: boolean): void {
  asked += 1;
  if (value === activity) return;
  activity = value;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => activity;

/** How long a burst of replicated writes settles before the server is asked again. */
const SETTLE_MS = 150;

/** The dot's state; with `watch`, this component keeps it current (one watcher in the header). */
export function useRequestActivity(watch = false): boolean {
  const api = useApi();
  const db = useLocalDb();
  const userId = useSession().state.user?._id ?? null;

  useEffect(() => {
    // Only the watcher keeps the dot: a reader (the compact menu, mounted on its first press) leaves it be.
    if (!watch) return;
    if (!userId) {
      setRequestActivity(false);
      return;
    }
    let live = true;
    const ask = () => {
      const ticket = ++asked;
      fetchProjectActivity(api).then(
        (answer) => {
          // A later question or a seen mark answered meanwhile: this answer is older than the dot.
          if (live && ticket === asked) setRequestActivity(answer.activity);
        },
        () => undefined,
      );
    };
    ask();
    const changes = db?.orders.$.pipe(debounceTime(SETTLE_MS)).subscribe(ask);
    return () => {
      live = false;
      changes?.unsubscribe();
    };
  }, [watch, api, db, userId]);

  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
