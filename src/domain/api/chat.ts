import { z } from 'zod';
import { listPageSchema } from '../catalog';
import {
  messageApiSchema,
  messagesQuerySchema,
  sendMessageSchema,
  threadListSchema,
  unreadByProjectSchema,
} from '../chat';
import { defineOperation } from './operation';

/**
 * Project chat (docs/licensing.md §3 "Chat", docs/product.md §7): the threads of a project with unread
 * counts, a thread's messages, sending and marking read. Tabs read messages from the replicated
 * `messages` collection too, and may write there offline.
 */
const projectParams = z.object({ projectId: z.string().max(100) });
const threadParams = z.object({ threadId: z.string().max(100) });

export const chatThreads = defineOperation({
  id: 'chat.threads',
  summary: "List a project's chat threads I can see, with unread counts",
  access: 'session',
  method: 'GET',
  path: '/chat/threads/:projectId',
  params: projectParams,
  response: threadListSchema,
});

export const chatMessages = defineOperation({
  id: 'chat.messages',
  summary: "List a chat thread's messages, newest first",
  access: 'session',
  method: 'GET',
  path: '/chat/messages/:threadId',
  params: threadParams,
  query: messagesQuerySchema,
  response: listPageSchema(messageApiSchema),
});

export const sendChatMessage = defineOperation({
  id: 'chat.send',
  summary: 'Send a message to a chat thread',
  access: 'session',
  method: 'POST',
  path: '/chat/send/:threadId',
  params: threadParams,
  body: sendMessageSchema,
  response: messageApiSchema,
});

export const readChatThread = defineOperation({
  id: 'chat.read',
  summary: 'Mark every message of a chat thread as read',
  access: 'session',
  method: 'POST',
  path: '/chat/read/:threadId',
  params: threadParams,
  response: z.object({ _id: z.string(), unread: z.number().int() }),
});

export const chatUnread = defineOperation({
  id: 'chat.unread',
  summary: 'Count my unread chat messages per project',
  access: 'session',
  method: 'GET',
  path: '/chat/unread',
  response: unreadByProjectSchema,
});
