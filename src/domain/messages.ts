import type { Language } from './roles';
import { fillMessage } from './message-format';
import en from './locales/en.json';
import ru from './locales/ru.json';

/**
 * The message catalogue shared by the server (error responses, mails) and the client (the i18n namespace
 * `messages`): one JSON file per language beside this file, English the typed source. Keys are stable;
 * docs/product.md §5 and §8 give the English wording. Parameters use {{name}}.
 */
export type MessageKey = keyof typeof en;

/** Compile-time check that Russian is complete. */
const ruComplete: Record<MessageKey, string> = ru;

export const messages: Record<Language, Record<MessageKey, string>> = { en, ru: ruComplete };

export const isMessageKey = (value: string): value is MessageKey => value in en;

/** Looks a key up in the catalogue and fills its {{params}}; unknown keys come back unchanged. */
export function translate(language: Language, key: string, params: Record<string, string | number> = {}) {
  return fillMessage(isMessageKey(key) ? messages[language][key] : key, params);
}

/** Picks en or ru from an Accept-Language header value; en when neither is asked for. */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith('ru')) return 'ru';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}
