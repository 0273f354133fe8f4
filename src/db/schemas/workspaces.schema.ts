import type { RxJsonSchema } from 'rxdb';
import type { WorkspaceDocument } from '../../domain/projects';
import { workspacesJsonSchema } from './collection-schemas.generated';
import { toRxJsonSchema } from './rx-json-schema';

/** A workspace as stored locally: the wire document (src/domain/projects/documents.ts) without `_deleted`. */
export type WorkspaceDocType = WorkspaceDocument;

/**
 * The `workspaces` collection: the workspaces of the user's projects with their scenes and track entries
 * (docs/decisions/0007-collection-budget.md). Scenes, placements and comments are written here and pushed.
 */
export const workspacesSchema: RxJsonSchema<WorkspaceDocType> = toRxJsonSchema(workspacesJsonSchema);
