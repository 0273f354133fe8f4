import { useEffect, useSyncExternalStore } from 'react';
import { debounceTime } from 'rxjs';
import { fetchProjectActivity } from '../../sync/orders/orders-api';
import { createObservable } from '../../sync/observable-store';
import { useLocalDb } from '../local-data';
import { defineFeatureStore, useFeatureStore } from '../hooks/feature-store';
import { useApi } from '../hooks/use-api';
import { useSession } from '../hooks/use-session';

/**
 * The red dot beside Requests (docs/licensing.md §3): whether others acted on the owner's orders since the
 * owner last marked them seen. Asked on sign-in and again whenever the local `orders` collection changes
 * (a replicated write), and set at once from the answer of a seen mark (`markOrdersSeen`).
 */
export const requestActivityStore = defineFeatureStore('request-activity', () => {
  const dot = createObservable({ activity: false });
  let asked = 0;
  return {
    subscribe: dot.subscribe,
    activity: () => dot.getSnapshot().activity,
    /** Sets the dot from an answer of `project-activity` or `track-activity`. */
    set: (value: boolean) => {
      asked += 1;
      if (value !== dot.getSnapshot().activity) dot.update({ activity: value });
    },
    /** A question to the server: its answer counts only if nothing set the dot since. */
    ask: (): (() => boolean) => {
      const ticket = ++asked;
      return () => ticket === asked;
    },
  };
});

/** Sets the dot from an answer of `project-activity` or `track-activity`. */
export function useSetRequestActivity(): (value: boolean) => void {
  return useFeatureStore(requestActivityStore).set;
}

/** How long a burst of replicated writes settles before the server is asked again. */
const SETTLE_MS = 150;

/** The dot's state; with `watch`, this component keeps it current (one watcher in the header). */
export function useRequestActivity(watch = false): boolean {
  const api = useApi();
  const db = useLocalDb();
  const userId = useSession().state.user?._id ?? null;
  const store = useFeatureStore(requestActivityStore);

  useEffect(() => {
    // Only the watcher keeps the dot: a reader (the compact menu, mounted on its first press) leaves it be.
    if (!watch || !userId) return;
    let live = true;
    const ask = () => {
      const latest = store.ask();
      fetchProjectActivity(api).then(
        (answer) => {
          // A later question or a seen mark answered meanwhile: this answer is older than the dot.
          if (live && latest()) store.set(answer.activity);
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
  }, [watch, api, db, userId, store]);

  return useSyncExternalStore(store.subscribe, store.activity, store.activity);
}
