import type { MigrationStrategies, RxJsonSchema } from 'rxdb';
import { notificationTypes, proposalSubTypes, type NotificationType } from '../../domain/notifications';

/** A notification as stored locally: the wire document (src/domain/notifications.ts) without `_deleted`. */
export interface NotificationDocType {
  id: string;
  type: NotificationType;
  subType: string;
  message: string;
  objectId: string | null;
  read: boolean;
  createdAt: string;
  updatedAt: string;
  seq: number;
}

/** Version 0 stored no `type`; version 1 adds it (derived from the subType for documents kept from v0). */
export const notificationsSchema: RxJsonSchema<NotificationDocType> = {
  title: 'notifications',
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    type: { type: 'string', enum: [...notificationTypes] },
    subType: { type: 'string' },
    message: { type: 'string' },
    objectId: { type: ['string', 'null'] },
    read: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time', maxLength: 40 },
    updatedAt: { type: 'string', format: 'date-time' },
    seq: { type: 'number', minimum: 0 },
  },
  required: ['id', 'type', 'subType', 'message', 'objectId', 'read', 'createdAt', 'updatedAt', 'seq'],
  indexes: ['createdAt', ['read', 'createdAt']],
  additionalProperties: false,
};

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

/** v0 → v1: adds `type`; v0 documents may also lack `objectId` (it was optional). */
export const notificationsMigrations: MigrationStrategies = {
  1: (doc: Record<string, unknown>) => ({
    ...doc,
    type: typeOfSubType(String(doc.subType ?? '')),
    objectId: typeof doc.objectId === 'string' ? doc.objectId : null,
  }),
};
