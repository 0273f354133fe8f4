import type { RxJsonSchema } from 'rxdb';
import type { MessageDocument } from '../../domain/chat';
import { messagesJsonSchema } from './collection-schemas.generated';
import { toRxJsonSchema } from './rx-json-schema';

/** A chat message as stored locally: the wire document (src/domain/chat) without `_deleted`. */
export type MessageDocType = MessageDocument;

/**
 * The `messages` collection (docs/decisions/0007-collection-budget.md, #12): the messages of every
 * project thread the user sees. Pull and push: a message written here offline is pushed once.
 */
export const messagesSchema: RxJsonSchema<MessageDocType> = toRxJsonSchema(messagesJsonSchema);
