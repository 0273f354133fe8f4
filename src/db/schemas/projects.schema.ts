import type { RxJsonSchema } from 'rxdb';
import type { ProjectDocument } from '../../domain/projects';
import { projectsJsonSchema } from './collection-schemas.generated';
import { toRxJsonSchema } from './rx-json-schema';

/** A project as stored locally: the wire document (src/domain/projects/documents.ts) without `_deleted`. */
export type ProjectDocType = ProjectDocument;

/**
 * The `projects` collection: every project the user is a member of, with its members, episodes and
 * compilations (docs/decisions/0007-collection-budget.md). Pull-only: changes are REST commands.
 */
export const projectsSchema: RxJsonSchema<ProjectDocType> = toRxJsonSchema(projectsJsonSchema);
