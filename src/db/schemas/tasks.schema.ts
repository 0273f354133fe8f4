import type { RxJsonSchema } from 'rxdb';
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
