import i18next, { type BackendModule, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { MessageLookup } from '../../domain/message-format';
import type { MessageKey } from '../../domain/messages';
import type { Language } from '../../domain/roles';
import messagesEn from '../../domain/locales/en.json';
import type { FeatureNamespace, NamespaceT } from './namespaces';
import en from './en/common.json';

/**
 * The shell's namespace `common` (en the typed source, ru complete, es partial) and the domain's message
 * catalogue as namespace `messages`; a key missing from a feature's namespace is looked up in these two.
 * Feature namespaces are added by their features (namespaces.ts). English is bundled; the other languages'
 * `common` and `messages` load when the language is first used (`languageBundles`).
 */
type UiKey = keyof typeof en;
type Bundle = Record<string, string>;

const lazyBundles: Record<string, Partial<Record<'common' | 'messages', () => Promise<Bundle>>>> = {
  ru: {
    // Compile-time checks that Russian is complete.
    common: () => import('./ru/common.json').then((module): Record<UiKey, string> => module.default),
    messages: () =>
      import('../../domain/locales/ru.json').then((module): Record<MessageKey, string> => module.default),
  },
  es: {
    common: () =>
      import('./es/common.json').then(
        (module): Partial<Record<UiKey, string>> => module.default,
      ) as Promise<Bundle>,
  },
};

/**
 * Loads a language's `common` and `messages` from their own chunks. Any other namespace is a feature's and
 * registers its own bundles, so nothing is added for it here.
 */
export const languageBundles: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = lazyBundles[language]?.[namespace as 'common' | 'messages'];
    if (!load) return callback(null, false);
    load().then(
      (bundle) => callback(null, bundle),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const resources = { en: { common: en, messages: messagesEn } };

let ready: Promise<unknown> = Promise.resolve();

/**
 * Starts i18next on `language` (or switches to it). English is ready at once; another language is ready
 * when its strings have loaded (`i18nReady`), and a switch takes effect once they have.
 */
export function initI18n(language: Language) {
  if (!i18next.isInitialized && !i18next.isInitializing) {
    ready = i18next
      .use(languageBundles)
      .use(initReactI18next)
      .init({
        resources,
        partialBundledLanguages: true,
        lng: language,
        fallbackLng: 'en',
        // English (bundled) is ready when init returns, so the first render draws text, not nothing
        // (a prerendered page is hydrated by that render, src/ui/main.tsx).
        initAsync: false,
        ns: ['common', 'messages'],
        defaultNS: 'common',
        fallbackNS: ['common', 'messages'],
        keySeparator: false,
        nsSeparator: false,
        interpolation: { escapeValue: false },
        returnNull: false,
        showSupportNotice: false,
      });
  } else if (i18next.language !== language) {
    ready = i18next.changeLanguage(language);
  }
  return i18next;
}

/** Resolves once the language asked for last has its strings (a failed load falls back to English). */
export const i18nReady = () => ready;

/**
 * Translates a key that is only known at run time (a zod message, a catalogue key sent by the server,
 * a navigation key). Unknown keys come back as `fallback`, by default the key, so plain text passes through.
 */
export function translateKey<N extends FeatureNamespace>(
  t: TFunction | NamespaceT<N>,
  key: string,
  params: Record<string, string | number> = {},
  fallback: string = key,
): string {
  const dynamic = t as unknown as (key: string, options: Record<string, unknown>) => string;
  return dynamic(key, { ...params, defaultValue: fallback });
}

/**
 * The message catalogue (namespace `messages`) in the current language, for the layers below the interface
 * that report failures (the API client, the upload): one catalogue, looked up by i18next everywhere.
 */
export const messageLookup: MessageLookup = (key, params = {}) => {
  const dynamic = i18next.t as unknown as (key: string, options: Record<string, unknown>) => string;
  return dynamic(key, { ...params, ns: 'messages', defaultValue: key });
};

export { i18next };
