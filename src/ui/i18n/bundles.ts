import type { i18n as I18n } from 'i18next';

/** A feature's dictionaries by language, e.g. `{ en, ru }`. */
export type Bundles = Readonly<Record<string, object>>;

/**
 * Adds a feature's dictionaries to an i18next instance as namespace `ns`, once per language (other languages
 * fall back to English).
 */
export function registerBundles(i18n: I18n, ns: string, bundles: Bundles): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, ns)) i18n.addResourceBundle(language, ns, bundle, true, false);
  }
}

/** The translate function of namespace `ns` in `language` (keys untyped: each feature types its own). */
export function fixedT(i18n: I18n, ns: string, language: string): (key: string, options?: Record<string, unknown>) => string {
  // The shell's typed resources only know its own namespace; the features' are added at run time.
  const getFixedT = i18n.getFixedT.bind(i18n) as unknown as (lng: string, ns: string) => (key: string, options: Record<string, unknown>) => string;
  const fixed = getFixedT(language, ns);
  return (key, options = {}) => fixed(key, options);
}
