import { useSyncExternalStore } from 'react';

/** A track offered to a project: its id, and its title for the dialog and the snackbar. */
export interface ProjectTrackRef {
  id: string;
  title: string;
}

/**
 * Which tracks the "Add to project" dialog is open for. Menus close when an item is chosen, so the item
 * only asks for the dialog here; the shell's slot renders it (and loads its code the first time).
 */
let request: readonly ProjectTrackRef[] | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function openAddToProject(tracks: readonly ProjectTrackRef[]): void {
  if (tracks.length === 0) return;
  request = tracks;
  notify();
}

export function closeAddToProject(): void {
  request = null;
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => request;

/** The tracks the dialog is open for, or null when it is closed. */
export function useAddToProjectRequest(): readonly ProjectTrackRef[] | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
