import type { MigrationStrategies, RxJsonSchema } from 'rxdb';
import { notificationTypes, proposalSubTypes } from '../../domain/notification-rules';
import type { NotificationFields, NotificationType } from '../../domain/notifications';
import { notificationsJsonSchema } from './collection-schemas.generated';
import { toRxJsonSchema } from './rx-json-schema';

/** A notification as stored locally: the wire document (src/domain/notifications.ts) without `_deleted`. */
export type NotificationDocType = NotificationFields;

/**
 * Version 0 stored no `type`; version 1 adds it (derived from the subType for documents kept from v0);
 * version 2 adds the text's `messageKey` and `params` (none for documents kept from v1: `message` shows).
 */
export const notificationsSchema: RxJsonSchema<NotificationDocType> = toRxJsonSchema(notificationsJsonSchema);

const chatSubTypes: readonly string[] = ['New Message'];
const contractSubTypes: readonly string[] = ['Change Document Status', 'Document Updated'];

/** The type a v0 notification had on the server, recovered from its subType. */
export function typeOfSubType(subType: string): NotificationType {
  if ((notificationTypes as readonly string[]).includes(subType)) return subType as NotificationType;
  if (chatSubTypes.includes(subType)) return 'Chat';
  if ((proposalSubTypes as readonly string[]).includes(subType)) return 'Proposal';
  if (contractSubTypes.includes(subType)) return 'Contract';
  return 'System';
}

/** v0 → v1: adds `type` (v0 documents may also lack `objectId`, it was optional); v1 → v2: no key. */
export const notificationsMigrations: MigrationStrategies = {
  1: (doc: Record<string, unknown>) => ({
    ...doc,
    type: typeOfSubType(String(doc.subType ?? '')),
    objectId: typeof doc.objectId === 'string' ? doc.objectId : null,
  }),
  2: (doc: Record<string, unknown>) => ({ ...doc, messageKey: null, params: {} }),
};
