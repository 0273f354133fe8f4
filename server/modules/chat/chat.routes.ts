import type { FastifyInstance } from 'fastify';
import {
  chatMessages,
  chatThreads,
  chatUnread,
  readChatThread,
  sendChatMessage,
} from '../../../src/domain/api/chat';
import { operationRoute } from '../../http/operation';
import { errorResponses as errors } from '../../http/schemas';
import { requireUser } from '../auth/index';
import type { ChatService } from './chat.service';

/** `/api/chat/*` (docs/licensing.md §3 "Chat"): each route calls one service function. */
export async function chatRoutes(app: FastifyInstance, { chat }: { chat: ChatService }) {
  const tags = ['chat'];
  operationRoute(app, chatThreads, { tags, errors: errors(400, 401, 404) }, async (request) =>
    chat.threads(requireUser(request), request.params.projectId),
  );
  operationRoute(app, chatUnread, { tags, errors: errors(401) }, async (request) =>
    chat.unread(requireUser(request)),
  );
  operationRoute(app, chatMessages, { tags, errors: errors(400, 401, 404) }, async (request) =>
    chat.messages(requireUser(request), request.params.threadId, request.query),
  );
  operationRoute(
    app,
    sendChatMessage,
    { tags, status: 201, errors: errors(400, 401, 403, 404, 409) },
    async (request, reply) =>
      reply.status(201).send(await chat.send(requireUser(request), request.params.threadId, request.body!)),
  );
  operationRoute(app, readChatThread, { tags, errors: errors(400, 401, 404) }, async (request) =>
    chat.markRead(requireUser(request), request.params.threadId),
  );
}
