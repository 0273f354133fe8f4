import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n, Resources } from 'i18next';

/**
 * One mechanism for every feature's strings: a JSON file per language and namespace under
 * src/ui/i18n/<language>/<namespace>.json, English the typed source (i18next.d.ts). A feature binds its
 * namespace with `defineNamespace` in a file of its own, so the strings travel with the feature's code:
 * a feature loaded later (a lazy route) brings its namespace along.
 */
export type FeatureNamespace = Exclude<keyof Resources, 'common' | 'messages'>;

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** Plural keys are asked for by their stem (`count_one`, `count_other` → `count`) with a `count`. */
type Stem<K> = K extends `${infer S}_${PluralForm}` ? S : K;
export type NamespaceKey<N extends FeatureNamespace> = Stem<keyof Resources[N] & string>;
/** A feature's translate function also finds the shell's `common` keys (i18next's fallbackNS). */
export type NamespaceT<N extends FeatureNamespace> = (key: NamespaceKey<N> | keyof Resources['common'], params?: Record<string, unknown>) => string;

/** English is the source; Russian has every English key (and may add plural forms); Spanish may be partial. */
export interface NamespaceBundles<N extends FeatureNamespace> {
  en: Resources[N];
  ru: Record<keyof Resources[N], string>;
  es?: Partial<Record<keyof Resources[N], string>>;
}

export interface Namespace<N extends FeatureNamespace> {
  ns: N;
  bundles: NamespaceBundles<N>;
  /** Adds the bundles to `i18n` (once per language; others fall back to English) and translates in `language`. */
  translator(i18n: I18n, language: string): NamespaceT<N>;
  /** The translate function of this namespace, following the current language. */
  useT(): NamespaceT<N>;
}

function register(i18n: I18n, ns: string, bundles: Readonly<Record<string, object | undefined>>): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (bundle && !i18n.hasResourceBundle(language, ns)) i18n.addResourceBundle(language, ns, bundle, true, false);
  }
}

export function defineNamespace<N extends FeatureNamespace>(ns: N, bundles: NamespaceBundles<N>): Namespace<N> {
  const translator = (i18n: I18n, language: string): NamespaceT<N> => {
    register(i18n, ns, bundles as unknown as Readonly<Record<string, object | undefined>>);
    // Keys are checked by NamespaceT; i18next's own key types would also demand the plural suffixes.
    const fixed = i18n.getFixedT(language, ns) as unknown as (key: string, options: Record<string, unknown>) => string;
    return (key, params = {}) => fixed(key, params);
  };
  function useT(): NamespaceT<N> {
    const { i18n } = useTranslation();
    const language = i18n.language;
    return useMemo(() => translator(i18n, language), [i18n, language]);
  }
  return { ns, bundles, translator, useT };
}
