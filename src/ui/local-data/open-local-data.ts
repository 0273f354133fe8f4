import type { CueDatabase } from '../../db';
import {
  openUserDatabase,
  startLocalData,
  type LocalData,
  type LocalDataOptions,
} from '../../sync/local-data';
import { refreshThrough } from '../../sync/session-calls';
import { createApiTransport } from '../../sync/sync-transport';
import type { ApiClient } from '../hooks/services';

/**
 * Opens the signed-in user's database and starts its sync through the app's API client. Loaded on sign-in
 * (one lazy chunk): RxDB, the sync transport and their schemas stay out of the first page load.
 */
export const openLocalData = (
  api: ApiClient,
  userId: string,
  options: Partial<Omit<LocalDataOptions, 'userId'>> = {},
): Promise<LocalData> =>
  startLocalData({
    userId,
    transport: createApiTransport(api),
    // A socket closed for an expired token comes back after the API client's shared refresh.
    reauthenticate: refreshThrough(api),
    ...options,
  });

/** Opens a user's database alone, before the session confirms the user (early-database.ts). */
export const openDatabase = (
  userId: string,
  options: Partial<Omit<LocalDataOptions, 'userId'>> = {},
): Promise<CueDatabase> => openUserDatabase({ userId, ...options });
