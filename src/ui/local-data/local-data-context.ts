import { createContext, useContext } from 'react';
import type { CueDatabase } from '../../db';
import type { LocalData } from '../../sync/local-data';

export const LocalDataContext = createContext<LocalData | null>(null);

/** The signed-in user's local data (database, realtime, replications), or null while signed out or opening. */
export function useLocalData(): LocalData | null {
  return useContext(LocalDataContext);
}

/** The signed-in user's RxDB database, or null while signed out or opening. */
export function useLocalDb(): CueDatabase | null {
  return useLocalData()?.db ?? null;
}
