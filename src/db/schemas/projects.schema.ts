import type { RxJsonSchema } from 'rxdb';
import { projectDocumentSchema, type ProjectDocument } from '../../domain/projects';
import { toDocumentJsonSchema } from '../../domain/document-schema';
import { toRxJsonSchema } from './rx-json-schema';

/** A project as stored locally: the wire document (src/domain/projects/documents.ts) without `_deleted`. */
export type ProjectDocType = ProjectDocument;

/**
 * The `projects` collection: every project the user is a member of, with its members, episodes and
 * compilations (docs/decisions/0007-collection-budget.md). Pull-only: changes are REST commands.
 */
export const projectsSchema: RxJsonSchema<ProjectDocType> = toRxJsonSchema(
  toDocumentJsonSchema(projectDocumentSchema, {
    title: 'projects',
    version: 0,
    primaryKey: 'id',
    indexes: ['createdAt'],
  }),
);
