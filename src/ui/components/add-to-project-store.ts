import { useMemo, useSyncExternalStore } from 'react';
import { createObservable } from '../../sync/observable-store';
import { defineFeatureStore, useFeatureStore } from '../hooks/feature-store';

/** A track offered to a project: its id, and its title for the dialog and the snackbar. */
export interface ProjectTrackRef {
  id: string;
  title: string;
}

/**
 * Which tracks the "Add to project" dialog is open for. Menus close when an item is chosen, so the item
 * only asks for the dialog here; the shell's slot renders it (and loads its code the first time).
 */
export const addToProjectStore = defineFeatureStore('add-to-project', () =>
  createObservable<{ tracks: readonly ProjectTrackRef[] | null }>({ tracks: null }),
);

/** Opens the dialog for tracks (none: nothing happens), or closes it. */
export function useAddToProjectActions() {
  const store = useFeatureStore(addToProjectStore);
  return useMemo(
    () => ({
      open(tracks: readonly ProjectTrackRef[]) {
        if (tracks.length > 0) store.update({ tracks });
      },
      close() {
        store.update({ tracks: null });
      },
    }),
    [store],
  );
}

/** The tracks the dialog is open for, or null when it is closed. */
export function useAddToProjectRequest(): readonly ProjectTrackRef[] | null {
  const store = useFeatureStore(addToProjectStore);
  const snapshot = () => store.getSnapshot().tracks;
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}
