import en from '../i18n/en/chat.json';
import { defineNamespace } from '../i18n/namespaces';
import ru from '../i18n/ru/chat.json';

/** Project chat: the threads, the messages and the composer. */
const strings = defineNamespace('chat', { en, ru });

export type ChatT = ReturnType<typeof strings.useT>;
export const useChatT = strings.useT;
