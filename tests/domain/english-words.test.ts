import { describe, expect, it } from 'vitest';
import { englishWords } from '../e2e/support/english-words';

describe('englishWords (the Russian chain e2e checker)', () => {
  it('finds the English words of a Russian screen', () => {
    expect(englishWords('Договор №12 · Sent to EDO · Подписан', [])).toEqual(['Sent', 'EDO']);
  });

  it('lets the data own names, mail and web addresses through', () => {
    const text = 'Трек «Harbour Lights» · Oleg Owner · oleg@cueline.demo · https://cueline.example/x';
    expect(englishWords(text, ['Harbour Lights', 'Oleg Owner'])).toEqual([]);
  });

  it('takes out the longest allowed name first, and still sees a word beside it', () => {
    expect(englishWords('Harbour Lights Remix paid', ['Harbour', 'Harbour Lights Remix'])).toEqual(['paid']);
  });

  it('matches an allowed name across no-break spaces and line breaks', () => {
    expect(englishWords('Артист: The\u00a0Quiet\nOrchard', ['The Quiet Orchard'])).toEqual([]);
  });

  it('takes out hashes and document numbers, not the words beside them', () => {
    const text = 'SHA-256: 3cefa9d2dacab0e1f4b5c6d7e8f9a0b1 · Счёт INV-2026-00012 · Invoice';
    expect(englishWords(text, ['SHA'])).toEqual(['Invoice']);
  });

  it('ignores short Latin fragments such as units and codes', () => {
    expect(englishWords('320 KB · ИНН 7700 · RU', [])).toEqual([]);
  });
});
