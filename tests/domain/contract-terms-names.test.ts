import { describe, expect, it } from 'vitest';
import {
  countryName,
  mediaInWords,
  termInWords,
  termsInWords,
  territoryInWords,
} from '../../src/domain/contracts';
import type { OrderTerms } from '../../src/domain/orders';

/** docs/decisions/0052: a document's terms in words, never by their wire keys. */
describe('terms in words', () => {
  it('names media and countries in Russian and English', () => {
    expect(mediaInWords(['tv', 'cinema', 'video_games'], 'ru')).toBe('телевидение, кинопрокат, видеоигры');
    expect(mediaInWords(['tv', 'cinema', 'video_games'], 'en')).toBe('television, cinema, video games');
    expect(territoryInWords(['RU', 'KZ'], 'ru')).toBe('Казахстан, Россия');
    expect(territoryInWords(['RU', 'KZ', 'AM'], 'en')).toBe('Armenia, Kazakhstan, Russia');
    expect(territoryInWords(['world'], 'ru')).toBe('весь мир');
    expect(countryName('kz', 'en')).toBe('Kazakhstan');
    // A code no one knows stays as it is rather than failing the document.
    expect(countryName('Q', 'ru')).toBe('Q');
  });

  it('writes the term with Russian plurals, or perpetual', () => {
    expect([1, 2, 5, 11, 21, 24, 36, 60, 112].map((months) => termInWords(months, 'ru'))).toEqual([
      '1 месяц',
      '2 месяца',
      '5 месяцев',
      '11 месяцев',
      '21 месяц',
      '24 месяца',
      '36 месяцев',
      '60 месяцев',
      '112 месяцев',
    ]);
    expect(termInWords(1, 'en')).toBe('1 month');
    expect(termInWords(null, 'ru')).toBe('бессрочно');
  });

  it('gives each part a line, with the English after a slash only when bilingual', () => {
    const terms: OrderTerms = { media: ['internet'], territory: ['BY'], termMonths: null, uses: 3 };
    expect(termsInWords(terms, false)).toEqual([
      'Медиа: интернет',
      'Территория: Беларусь',
      'Срок: бессрочно',
      'Использований: 3',
    ]);
    expect(termsInWords({ ...terms, uses: null }, true)).toEqual([
      'Медиа: интернет / Media: internet',
      'Территория: Беларусь / Territory: Belarus',
      'Срок: бессрочно / Term: perpetual',
      'Использований: без ограничений / Uses: unlimited',
    ]);
  });
});
