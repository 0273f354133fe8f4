import type { MigrationStrategies, RxJsonSchema } from 'rxdb';
import type { TaskDocument } from '../../domain/tasks';
import { tasksJsonSchema } from './collection-schemas.generated';
import { toRxJsonSchema } from './rx-json-schema';

/** A composer order as stored locally: the wire document (src/domain/tasks) without `_deleted`. */
export type TaskDocType = TaskDocument;

/**
 * The `tasks` collection (docs/decisions/0007-collection-budget.md, #9): the composer orders the user
 * placed or received. Pull-only: changes are REST commands.
 */
export const tasksSchema: RxJsonSchema<TaskDocType> = toRxJsonSchema(tasksJsonSchema);

/**
 * v0 → v1: an order may name the artist commissioned and the project's name (issue 26 §3); version 0
 * orders have neither and stay as they are until the server sends them again.
 */
export const tasksMigrations: MigrationStrategies = {
  1: (doc: Record<string, unknown>) => doc,
};
