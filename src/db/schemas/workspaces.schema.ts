import type { RxJsonSchema } from 'rxdb';
import { workspaceDocumentSchema, type WorkspaceDocument } from '../../domain/projects';
import { toDocumentJsonSchema } from '../../domain/document-schema';
import { toRxJsonSchema } from './rx-json-schema';

/** A workspace as stored locally: the wire document (src/domain/projects/documents.ts) without `_deleted`. */
export type WorkspaceDocType = WorkspaceDocument;

/**
 * The `workspaces` collection: the workspaces of the user's projects with their scenes and track entries
 * (docs/decisions/0007-collection-budget.md). Scenes, placements and comments are written here and pushed.
 */
export const workspacesSchema: RxJsonSchema<WorkspaceDocType> = toRxJsonSchema(
  toDocumentJsonSchema(workspaceDocumentSchema, {
    title: 'workspaces',
    version: 0,
    primaryKey: 'id',
    indexes: [['projectId', 'createdAt']],
  }),
);
