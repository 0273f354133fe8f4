import { trackDocumentSchema } from '../../domain/catalog-documents';
import { messageDocumentSchema } from '../../domain/chat';
import { contractDocumentSchema, paymentDocumentSchema } from '../../domain/contracts';
import { toDocumentJsonSchema } from '../../domain/document-schema';
import { favouriteDocumentSchema, historyDocumentSchema, playlistDocumentSchema } from '../../domain/library';
import { notificationDocumentSchema } from '../../domain/notifications';
import { orderDocumentSchema } from '../../domain/orders';
import { projectDocumentSchema, workspaceDocumentSchema } from '../../domain/projects';
import { taskDocumentSchema } from '../../domain/tasks';

/**
 * Each local collection's JSON schema as derived from the zod schema of its wire document, with the
 * collection's version, primary key and indexes. The app does not run this: it opens the database with
 * the copy scripts/collection-schemas.ts writes to ./collection-schemas.generated.ts, so zod is not on
 * any screen's first load (docs/decisions/0027-collection-schemas-made-ahead.md);
 * tests/db/collection-schemas.test.ts holds that copy equal to this.
 * Bump a version (with a migration strategy in ../collections.ts) whenever a schema changes meaning.
 */
export function deriveCollectionSchemas() {
  return {
    notifications: toDocumentJsonSchema(notificationDocumentSchema, {
      title: 'notifications',
      version: 2,
      primaryKey: 'id',
      indexes: ['createdAt', ['read', 'createdAt']],
    }),
    tracks: toDocumentJsonSchema(trackDocumentSchema, {
      title: 'tracks',
      version: 2,
      primaryKey: 'id',
      indexes: ['createdAt', ['ownerId', 'createdAt']],
    }),
    favourites: toDocumentJsonSchema(favouriteDocumentSchema, {
      title: 'favourites',
      version: 0,
      primaryKey: 'id',
      indexes: ['trackId', 'createdAt'],
    }),
    history: toDocumentJsonSchema(historyDocumentSchema, {
      title: 'history',
      version: 0,
      primaryKey: 'id',
      indexes: ['listenedAt'],
    }),
    playlists: toDocumentJsonSchema(playlistDocumentSchema, {
      title: 'playlists',
      version: 0,
      primaryKey: 'id',
      indexes: [['role', 'createdAt']],
    }),
    projects: toDocumentJsonSchema(projectDocumentSchema, {
      title: 'projects',
      version: 0,
      primaryKey: 'id',
      indexes: ['createdAt'],
    }),
    workspaces: toDocumentJsonSchema(workspaceDocumentSchema, {
      title: 'workspaces',
      version: 0,
      primaryKey: 'id',
      indexes: [['projectId', 'createdAt']],
    }),
    orders: toDocumentJsonSchema(orderDocumentSchema, {
      title: 'orders',
      version: 0,
      primaryKey: 'id',
      indexes: ['createdAt', ['ownerId', 'createdAt'], ['projectId', 'createdAt']],
    }),
    tasks: toDocumentJsonSchema(taskDocumentSchema, {
      title: 'tasks',
      version: 1,
      primaryKey: 'id',
      indexes: ['createdAt'],
    }),
    messages: toDocumentJsonSchema(messageDocumentSchema, {
      title: 'messages',
      version: 0,
      primaryKey: 'id',
      indexes: [
        ['threadId', 'createdAt'],
        ['projectId', 'createdAt'],
      ],
    }),
    documents: toDocumentJsonSchema(contractDocumentSchema, {
      title: 'documents',
      version: 2,
      primaryKey: 'id',
      indexes: ['createdAt'],
    }),
    payments: toDocumentJsonSchema(paymentDocumentSchema, {
      title: 'payments',
      version: 0,
      primaryKey: 'id',
      indexes: ['createdAt'],
    }),
  };
}

export type CollectionSchemaName = keyof ReturnType<typeof deriveCollectionSchemas>;
