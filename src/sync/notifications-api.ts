import { markAllNotificationsRead, type CueDatabase } from '../db';
import { readAllNotifications } from '../domain/api/notifications';
import type { ApiClient } from './api-client';
import { deviceOffline } from './api-error';
import { callOperation } from './operation-client';

/**
 * Marks every notification read: in the local database first (it works offline, and replication pushes
 * it, sync SPEC rule 5), then, online, on the server too, for those not pulled yet (sync SPEC rule 13).
 */
export async function readAllNotificationsEverywhere(api: ApiClient, db: CueDatabase): Promise<void> {
  await markAllNotificationsRead(db);
  if (!deviceOffline()) await callOperation(api, readAllNotifications, {});
}
