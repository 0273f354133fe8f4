import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messages } from '../../domain/messages';
import type { Language } from '../../domain/roles';
import type { FeatureNamespace, NamespaceT } from './namespaces';
import en from './en/common.json';
import es from './es/common.json';
import ru from './ru/common.json';

/**
 * The shell's namespace `common` (en the typed source, ru complete, es partial) and the domain's message
 * catalogue as namespace `messages`; a key missing from a feature's namespace is looked up in these two.
 * Feature namespaces are added by their features (namespaces.ts).
 */
type UiKey = keyof typeof en;

/** Compile-time check that Russian is complete. */
const ruComplete: Record<UiKey, string> = ru;
const esPartial: Partial<Record<UiKey, string>> = es;

export const resources = {
  en: { common: en, messages: messages.en },
  ru: { common: ruComplete, messages: messages.ru },
  es: { common: esPartial },
};

export function initI18n(language: Language) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: 'en',
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
    void i18next.changeLanguage(language);
  }
  return i18next;
}

/**
 * Translates a key that is only known at run time (a zod message, a catalogue key sent by the server,
 * a navigation key). Unknown keys come back unchanged, so plain text passes through.
 */
export function translateKey<N extends FeatureNamespace>(
  t: TFunction | NamespaceT<N>,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const dynamic = t as unknown as (key: string, options: Record<string, unknown>) => string;
  return dynamic(key, { ...params, defaultValue: key });
}

export { i18next };
