// The chat module's public face (project threads and messages): import from here.
export { chatRoutes } from './chat.routes';
export { chatRepository, type ChatRepository } from './chat.repository';
export { chatService, type ChatPorts, type ChatService } from './chat.service';
export { messagesCollection } from './messages.collection';
export { messageAudienceSql, projectOwnersSql } from './thread-audience.sql';
