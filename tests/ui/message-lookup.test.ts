import { describe, expect, it } from 'vitest';
import en from '../../src/domain/locales/en.json';
import { englishMessages } from '../../src/domain/message-format';
import { translate } from '../../src/domain/messages';
import { i18nReady, initI18n, messageLookup } from '../../src/ui/i18n';

/** Every {{name}} of a template, each given a value of its own, so a dropped or swapped one shows. */
function paramsOf(template: string): Record<string, string> {
  const names = [...template.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!);
  return Object.fromEntries(names.map((name) => [name, `<${name}>`]));
}

/**
 * One catalogue, one lookup (issue 25 §3): a server text sent as a key with its parameters reads on the
 * client, through i18next's `messages` namespace, exactly as the server would render it for a mail.
 */
describe('the message catalogue on client and server', () => {
  for (const language of ['en', 'ru'] as const) {
    it(`renders every key alike on both sides in ${language}`, async () => {
      initI18n(language);
      await i18nReady();
      const differing = Object.entries(en).flatMap(([key, template]) => {
        const params = paramsOf(template);
        const server = translate(language, key, params);
        return messageLookup(key, params) === server ? [] : [key];
      });
      expect(differing).toEqual([]);
      if (language === 'ru')
        expect(messageLookup('projects.memberAdded', { name: 'X' })).toBe('Вас добавили в проект «X».');
    });
  }

  it('gives an unknown key back unchanged, as the English default of the sync layer does', () => {
    expect(messageLookup('Plain words')).toBe('Plain words');
    expect(englishMessages('Plain words')).toBe('Plain words');
    expect(englishMessages('error.status', { status: 418 })).toBe('Error sending request (418).');
  });
});
