import { fillMessage } from '../domain/message-format';
import type { MessageKey } from '../domain/messages';
import type { Language } from '../domain/roles';
import en from '../domain/locales/en.json';

/**
 * The domain's message catalogue on the client: English is bundled, other languages load the first time
 * they are asked for (`loadMessages`), so a page carries only the strings of its language.
 */
type Catalogue = Record<MessageKey, string>;

const loaded: Partial<Record<Language, Catalogue>> = { en };
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Catalogue>> = {
  ru: () => import('../domain/locales/ru.json').then((module) => module.default),
};
const pending = new Map<Language, Promise<void>>();

/** Loads a language's catalogue once; a failed load leaves English in its place (and may be retried). */
export function loadMessages(language: Language): Promise<void> {
  if (loaded[language]) return Promise.resolve();
  let loading = pending.get(language);
  if (!loading) {
    loading = loaders[language as Exclude<Language, 'en'>]()
      .then((catalogue) => {
        loaded[language] = catalogue;
      })
      .catch(() => undefined)
      .finally(() => pending.delete(language));
    pending.set(language, loading);
  }
  return loading;
}

const isMessageKey = (value: string): value is MessageKey => value in en;

/**
 * Looks a key up in the catalogue of `language` (English until that one has loaded) and fills its
 * {{params}}; unknown keys come back unchanged.
 */
export function translateMessage(
  language: Language,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const catalogue = loaded[language] ?? en;
  return fillMessage(isMessageKey(key) ? catalogue[key] : key, params);
}
