import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

type Bundle = Readonly<Record<string, string>>;
const read = (file: string): Bundle => JSON.parse(fs.readFileSync(file, 'utf8')) as Bundle;

/** Every namespace: the ui's JSON files per language (src/ui/i18n/<language>/<namespace>.json) and the domain's message catalogue. */
const uiDir = path.resolve(import.meta.dirname, '../../src/ui/i18n');
const domainDir = path.resolve(import.meta.dirname, '../../src/domain/locales');
const uiNamespaces = fs.readdirSync(path.join(uiDir, 'en')).map((file) => path.basename(file, '.json'));
const namespaces: Record<string, { en: Bundle; ru: Bundle; es: Bundle | undefined }> = {
  messages: {
    en: read(path.join(domainDir, 'en.json')),
    ru: read(path.join(domainDir, 'ru.json')),
    es: undefined,
  },
};
for (const ns of uiNamespaces) {
  const es = path.join(uiDir, 'es', `${ns}.json`);
  namespaces[ns] = {
    en: read(path.join(uiDir, 'en', `${ns}.json`)),
    ru: read(path.join(uiDir, 'ru', `${ns}.json`)),
    es: fs.existsSync(es) ? read(es) : undefined,
  };
}

/** Russian adds the few/many plural forms of keys English has as one/other; nothing else may differ. */
const russianOnly = (key: string, en: Bundle) => {
  const plural = /^(.*)_(few|many)$/.exec(key);
  return plural !== null && `${plural[1]}_other` in en;
};
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]))].sort();

describe('the namespaces', () => {
  it('are the shell, the message catalogue and the features, each with a Russian file and no stray language files', () => {
    expect(Object.keys(namespaces)).toEqual(
      expect.arrayContaining(['messages', 'common', 'catalog', 'player']),
    );
    for (const language of ['ru', 'es']) {
      const extra = fs
        .readdirSync(path.join(uiDir, language))
        .filter((file) => !uiNamespaces.includes(path.basename(file, '.json')));
      expect(extra, language).toEqual([]);
    }
  });
});

describe.each(Object.entries(namespaces))(
  'the %s namespace (docs/design.md §5: en and ru complete, es partial)',
  (_name, { en, ru, es }) => {
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

    it('gives Spanish, where present, only English keys', () => {
      expect(Object.keys(es ?? {}).filter((key) => !(key in en))).toEqual([]);
    });
  },
);
