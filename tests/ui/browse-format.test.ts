import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../src/ui/components/format';
import { browseResources, browseTranslator } from '../../src/ui/i18n/browse';

describe('durations', () => {
  it('formats durations as m:ss and h:mm:ss', () => {
    expect(formatDuration(125.4)).toBe('2:05');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
});

describe('browse strings', () => {
  it('exist in English and Russian as their own namespace', async () => {
    expect(Object.keys(browseResources.ru).sort()).toEqual(Object.keys(browseResources.en).sort());
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'ru', fallbackLng: 'en', resources: {}, keySeparator: false, nsSeparator: false });
    expect(browseTranslator(i18n, 'ru')('loadMore')).toBe('Показать ещё');
    expect(browseTranslator(i18n, 'en')('trackCount', { count: 3 })).toBe('Tracks: 3');
  });
});
