import type { RxCollection, RxCollectionCreator, RxDatabase, RxJsonSchema } from 'rxdb';
import { notificationsMigrations, notificationsSchema } from './schemas/notifications.schema';
import { tracksMigrations, tracksSchema } from './schemas/tracks.schema';
import { favouritesSchema } from './schemas/favourites.schema';
import { historySchema } from './schemas/history.schema';
import { playlistsSchema } from './schemas/playlists.schema';
import { projectsSchema } from './schemas/projects.schema';
import { workspacesSchema } from './schemas/workspaces.schema';
import { ordersSchema } from './schemas/orders.schema';
import { tasksMigrations, tasksSchema } from './schemas/tasks.schema';
import { messagesSchema } from './schemas/messages.schema';
import { documentsMigrations, documentsSchema } from './schemas/contracts-documents.schema';
import { paymentsSchema } from './schemas/contracts-payments.schema';

/**
 * The local collections (docs/design.md §6: at most 12; the plan is docs/decisions/0007-collection-budget.md).
 * Each capability adds its schema file under ./schemas (its JSON schema derived from the document's zod
 * schema in src/domain by ./schemas/derive.ts and written ahead to ./schemas/collection-schemas.generated.ts,
 * docs/decisions/0027-collection-schemas-made-ahead.md) and one entry here; `CueCollections` follows from it.
 */
export const collectionCreators = {
  notifications: { schema: notificationsSchema, migrationStrategies: notificationsMigrations },
  // Local documents hold the search result cache (queries/tracks.ts) and the API answers
  // (queries/answers.ts); they take no collection slot.
  tracks: { schema: tracksSchema, migrationStrategies: tracksMigrations, localDocuments: true },
  favourites: { schema: favouritesSchema },
  history: { schema: historySchema },
  playlists: { schema: playlistsSchema },
  projects: { schema: projectsSchema },
  workspaces: { schema: workspacesSchema },
  orders: { schema: ordersSchema },
  tasks: { schema: tasksSchema, migrationStrategies: tasksMigrations },
  messages: { schema: messagesSchema },
  documents: { schema: documentsSchema, migrationStrategies: documentsMigrations },
  payments: { schema: paymentsSchema },
} satisfies Record<string, RxCollectionCreator>;

/** Each collection typed by its schema's document type, so a new collection is one entry above. */
type DocTypeOf<Creator> = Creator extends { schema: RxJsonSchema<infer DocType> } ? DocType : never;
export type CueCollections = {
  [Name in keyof typeof collectionCreators]: RxCollection<DocTypeOf<(typeof collectionCreators)[Name]>>;
};

export type CollectionName = keyof CueCollections;
export type CueDatabase = RxDatabase<CueCollections>;

/** docs/design.md §6 caps the local collections; RxDB's open-source build allows few per process. */
export const MAX_COLLECTIONS = 12;
