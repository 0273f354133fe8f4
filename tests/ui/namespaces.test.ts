import { describe, expect, it } from 'vitest';
import { catalogResources } from '../../src/ui/catalog/i18n';
import { catalogOptionsResources } from '../../src/ui/components/catalog-options';
import { browseResources } from '../../src/ui/components/browse/i18n';
import { libraryResources } from '../../src/ui/components/library/i18n';
import { notificationsResources } from '../../src/ui/notifications/i18n';
import { ownerCatalogResources } from '../../src/ui/owner-catalog/i18n';
import { playerResources } from '../../src/ui/player/i18n';

type Bundle = Readonly<Record<string, string>>;
const namespaces: Record<string, { en: Bundle; ru: Bundle }> = {
  catalog: catalogResources,
  catalogOptions: catalogOptionsResources,
  browse: browseResources,
  library: libraryResources,
  notifications: notificationsResources,
  ownerCatalog: ownerCatalogResources,
  player: playerResources,
};

/** Russian adds the few/many plural forms of keys English has as one/other; nothing else may differ. */
const russianOnly = (key: string, en: Bundle) => {
  const plural = /^(.*)_(few|many)$/.exec(key);
  return plural !== null && `${plural[1]}_other` in en;
};
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]))].sort();

describe.each(Object.entries(namespaces))('the %s namespace (docs/design.md §5: en and ru complete)', (_name, { en, ru }) => {
  it('has the same keys in English and Russian', () => {
    expect(Object.keys(en).filter((key) => !(key in ru))).toEqual([]);
    expect(Object.keys(ru).filter((key) => !(key in en) && !russianOnly(key, en))).toEqual([]);
  });

  it('leaves no text empty and keeps the placeholders of each English text', () => {
    for (const [key, text] of Object.entries(ru)) {
      expect(text.trim(), key).not.toBe('');
      const english = en[key] ?? en[key.replace(/_(few|many)$/, '_other')] ?? '';
      expect(placeholders(text), key).toEqual(placeholders(english));
    }
    for (const [key, text] of Object.entries(en)) expect(text.trim(), key).not.toBe('');
  });
});
