import { useMemo, useSyncExternalStore } from 'react';
import type { Observable, Subscribable, Unsubscribable } from 'rxjs';

/** An rxjs Observable, or a plain subscribable such as a kept answer (src/db/queries/answers.ts). */
type ObservableLike<T> = Observable<T> | Subscribable<T>;

interface ObservableSnapshot<T> {
  value: T;
  error: unknown;
}

/**
 * A store over one observable: a single shared subscription while React listens, dropped when the last
 * listener leaves; the snapshot object only changes when the observable emits or fails.
 */
export function observableStore<T>(source: ObservableLike<T> | null | undefined, initial: T) {
  let snapshot: ObservableSnapshot<T> = { value: initial, error: undefined };
  const listeners = new Set<() => void>();
  let subscription: Unsubscribable | undefined;
  const notify = () => listeners.forEach((listener) => listener());
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (source && !subscription) {
        subscription = source.subscribe({
          next: (value) => {
            snapshot = { value, error: undefined };
            notify();
          },
          error: (error: unknown) => {
            snapshot = { value: snapshot.value, error: error ?? new Error('error.unknown') };
            notify();
          },
        });
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          subscription?.unsubscribe();
          subscription = undefined;
        }
      };
    },
    getSnapshot: () => snapshot,
  };
}

/**
 * The latest value (and error) of an observable as React state: how a screen reads a replicated
 * collection, through a named query of src/db/queries (docs/architecture.md "How a screen loads data").
 * Keep `source` stable (useMemo): a new observable identity means a new subscription.
 */
export function useObservableState<T>(
  source: ObservableLike<T> | null | undefined,
  initial: T,
): ObservableSnapshot<T> {
  // The initial value only matters for a new source.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const store = useMemo(() => observableStore(source, initial), [source]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
