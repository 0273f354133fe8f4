import en from './locales/en.json';

/** Fills a catalogue template's {{params}}; a parameter not given stays as written. */
export function fillMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}

/** A lookup of the message catalogue: a key and its parameters in, the text out (unknown keys unchanged). */
export type MessageLookup = (key: string, params?: Record<string, string | number>) => string;

/**
 * The catalogue's English, for callers that are given no lookup in the reader's language (the interface
 * passes i18next's, whose `messages` namespace is this catalogue, src/ui/i18n).
 */
export const englishMessages: MessageLookup = (key, params = {}) =>
  fillMessage(key in en ? en[key as keyof typeof en] : key, params);
