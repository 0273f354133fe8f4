import { chatThreads, chatUnread, readChatThread } from '../domain/api/chat';
import type { ApiClient } from './api-client';
import { callOperationLocal as callOperation, type CallOptions } from './operation-client';

/**
 * Project chat's online reads and commands (docs/licensing.md §3 "Chat", docs/decisions/0014): the
 * threads with their unread counts, the unread counts per project and the read mark. Messages themselves
 * are read from and written to the replicated `messages` collection (src/db/chat-writes.ts).
 */

export const fetchChatThreads = (api: ApiClient, projectId: string, options?: CallOptions) =>
  callOperation(api, chatThreads, { params: { projectId } }, options);

export const fetchChatUnread = (api: ApiClient, options?: CallOptions) =>
  callOperation(api, chatUnread, {}, options);

export const markChatThreadRead = (api: ApiClient, threadId: string) =>
  callOperation(api, readChatThread, { params: { threadId } });
