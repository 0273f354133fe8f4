import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { languageChunks } from '../../scripts/prerender-plugin';

/**
 * A page drawn in a language whose strings are a chunk of their own preloads that chunk
 * (scripts/prerender-plugin.ts), so that hydration (src/ui/main.tsx waits for the strings) does not wait for
 * the entry to run first and ask for them.
 */
const chunk = (fileName: string, moduleIds: string[], isEntry = false) =>
  ({ type: 'chunk', fileName, moduleIds, isEntry }) as unknown as Rollup.OutputChunk;

const bundle: Rollup.OutputBundle = {
  'assets/index-a.js': chunk(
    'assets/index-a.js',
    ['/app/src/ui/main.tsx', '/app/src/ui/i18n/en/common.json'],
    true,
  ),
  'assets/common-b.js': chunk('assets/common-b.js', ['/app/src/ui/i18n/ru/common.json']),
  'assets/ru-c.js': chunk('assets/ru-c.js', ['/app/src/domain/locales/ru.json']),
  'assets/common-d.js': chunk('assets/common-d.js', ['/app/src/ui/i18n/es/common.json']),
  'assets/auth-e.js': chunk('assets/auth-e.js', ['/app/src/ui/i18n/ru/auth.json']),
  'index.html': { type: 'asset', fileName: 'index.html' } as unknown as Rollup.OutputAsset,
};

describe("the prerendered page's language chunks", () => {
  it("are the language's common strings and messages, none for English (in the entry)", () => {
    expect(languageChunks(bundle, 'ru')).toEqual(['assets/common-b.js', 'assets/ru-c.js']);
    expect(languageChunks(bundle, 'en')).toEqual([]);
  });
});
