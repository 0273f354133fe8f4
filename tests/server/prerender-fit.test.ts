import { describe, expect, it } from 'vitest';
import { fitScript } from '../../scripts/prerender-plugin';
import { defaultLanguage } from '../../src/domain/app-rules';
import type { Language } from '../../src/domain/roles';

/**
 * The script a prerendered sign-in page runs before anything is drawn (scripts/prerender-plugin.ts) keeps
 * the page's HTML (drawn in one language, in the light theme) only for a visitor the app would show it to: the language as
 * defaultLanguage picks it, the theme as the app picks it (stored, else the system's), and online.
 */
interface Visitor {
  stored?: Record<string, string>;
  languages: string[];
  systemDark?: boolean;
  online?: boolean;
  storageFails?: boolean;
}

function run(visitor: Visitor, pageLanguage: Language = 'en'): 'kept' | 'off' {
  const attributes = new Map<string, string>();
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  const localStorage = {
    getItem(key: string) {
      if (visitor.storageFails) throw new Error('storage is disabled');
      return visitor.stored?.[key] ?? null;
    },
  };
  const navigator = {
    languages: visitor.languages,
    language: visitor.languages[0],
    onLine: visitor.online ?? true,
  };
  const matchMedia = (query: string) => ({ matches: query.includes('dark') && visitor.systemDark === true });
  const window = { matchMedia };
  new Function('document', 'localStorage', 'navigator', 'window', 'matchMedia', fitScript(pageLanguage))(
    document,
    localStorage,
    navigator,
    window,
    matchMedia,
  );
  return attributes.get('data-prerender') === 'off' ? 'off' : 'kept';
}

describe('the prerendered page fits the visitor', () => {
  it('is kept for English in the light theme, online', () => {
    expect(run({ languages: ['en-GB', 'ru'] })).toBe('kept');
    expect(run({ languages: ['de-DE', 'fr'] })).toBe('kept');
    expect(run({ languages: [] })).toBe('kept');
    expect(run({ languages: ['ru'], stored: { 'cueline.language': 'en' } })).toBe('kept');
    expect(run({ languages: ['en'], storageFails: true })).toBe('kept');
  });

  it('is turned off for another language, stored or from the browser, as defaultLanguage picks it', () => {
    const cases: Visitor[] = [
      { languages: ['ru-RU', 'en'] },
      { languages: ['de', 'ru'] },
      { languages: ['en'], stored: { 'cueline.language': 'ru' } },
      { languages: ['ru_RU'] },
      { languages: ['ru'], stored: { 'cueline.language': 'xx' } },
    ];
    for (const visitor of cases) {
      const language = defaultLanguage({
        stored: visitor.stored?.['cueline.language'],
        browserLanguages: visitor.languages,
      });
      expect(language).toBe('ru');
      expect(run(visitor), JSON.stringify(visitor)).toBe('off');
      // The page drawn in Russian is the one that fits them.
      expect(run(visitor, 'ru'), JSON.stringify(visitor)).toBe('kept');
    }
  });

  it('turns the Russian page off for a visitor the app shows English', () => {
    expect(run({ languages: ['en-US', 'ru'] }, 'ru')).toBe('off');
    expect(run({ languages: ['de'] }, 'ru')).toBe('off');
    expect(run({ languages: ['ru'], stored: { 'cueline.language': 'en' } }, 'ru')).toBe('off');
    expect(run({ languages: ['ru'], stored: { 'cueline.theme': 'dark' } }, 'ru')).toBe('off');
  });

  it('is turned off for the dark theme, chosen or the system one unless light was chosen', () => {
    expect(run({ languages: ['en'], stored: { 'cueline.theme': 'dark' } })).toBe('off');
    expect(run({ languages: ['en'], systemDark: true })).toBe('off');
    expect(run({ languages: ['en'], systemDark: true, stored: { 'cueline.theme': 'light' } })).toBe('kept');
  });

  it('is turned off offline', () => {
    expect(run({ languages: ['en'], online: false })).toBe('off');
  });
});
