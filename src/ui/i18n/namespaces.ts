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
export type NamespaceT<N extends FeatureNamespace> = NamespaceTranslate<NamespaceKey<N>>;

/** English is the source; Russian has every English key (and may add plural forms); Spanish may be partial. */
interface NamespaceBundles<N extends FeatureNamespace> {
  en: Resources[N];
  ru: Record<keyof Resources[N], string>;
  es?: Partial<Record<keyof Resources[N], string>>;
}

interface Namespace<N extends FeatureNamespace, K extends string = NamespaceKey<N>> {
  ns: N;
  bundles: NamespaceBundles<N>;
  /** Adds the bundles to `i18n` (once per language; others fall back to English) and translates in `language`. */
  translator(i18n: I18n, language: string): NamespaceTranslate<K>;
  /** The translate function of this namespace, following the current language. */
  useT(): NamespaceTranslate<K>;
}

/** Translates the keys `K`, and the shell's `common` keys (i18next's fallbackNS). */
export type NamespaceTranslate<K extends string> = (
  key: K | keyof Resources['common'],
  params?: Record<string, unknown>,
) => string;

function register(i18n: I18n, ns: string, bundles: Readonly<Record<string, object | undefined>>): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (bundle && !i18n.hasResourceBundle(language, ns))
      i18n.addResourceBundle(language, ns, bundle, true, false);
  }
}

/** The keys of `N`, and of its base namespace `B` when there is one (`keyof never` would be every string). */
type WithBase<N extends FeatureNamespace, B extends FeatureNamespace> = [B] extends [never]
  ? NamespaceKey<N>
  : NamespaceKey<N> | NamespaceKey<B>;

/**
 * Binds namespace `ns`. With `base` (a shared namespace such as `library`), keys missing from `ns` are looked
 * up there, so a feature keeps its own strings and still shows the ones it shares with others.
 */
export function defineNamespace<N extends FeatureNamespace, B extends FeatureNamespace = never>(
  ns: N,
  bundles: NamespaceBundles<N>,
  base?: Namespace<B>,
): Namespace<N, WithBase<N, B>> {
  type K = WithBase<N, B>;
  const translator = (i18n: I18n, language: string): NamespaceTranslate<K> => {
    register(i18n, ns, bundles as unknown as Readonly<Record<string, object | undefined>>);
    if (base) base.translator(i18n, language);
    // Keys are checked by NamespaceTranslate; i18next's own key types would also demand the plural suffixes.
    const getFixedT = i18n.getFixedT.bind(i18n) as unknown as (
      lng: string,
      ns: string[],
    ) => (key: string, options: Record<string, unknown>) => string;
    const fixed = getFixedT(language, base ? [ns, base.ns] : [ns]);
    return (key, params = {}) => fixed(key, params);
  };
  function useT(): NamespaceTranslate<K> {
    const { i18n } = useTranslation();
    const language = i18n.language;
    return useMemo(() => translator(i18n, language), [i18n, language]);
  }
  return { ns, bundles, translator, useT };
}
