export { ProjectChat } from './project-chat';
export { ProjectChatDialog } from './project-chat-dialog';
export { useChatThreads, useChatUnread } from './use-chat';
