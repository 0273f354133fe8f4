import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { trackFacetGroups } from '../../src/domain/catalog';
import { catalogOptionValues } from '../../src/domain/catalog-filter';
import { catalogOptionLabels, catalogOptionsResources } from '../../src/ui/catalog/parts/use-catalog-options';

describe('catalogue list labels', () => {
  it('label every value of every fixed list in English and Russian', () => {
    const labels: Record<'en' | 'ru', Record<string, string>> = catalogOptionsResources;
    for (const group of trackFacetGroups) {
      for (const value of catalogOptionValues[group]) {
        expect(labels.en[`${group}.${value}`], `${group}.${value}`).toBeTruthy();
        expect(labels.ru[`${group}.${value}`], `${group}.${value}`).toBeTruthy();
      }
    }
    expect(Object.keys(catalogOptionsResources.ru).sort()).toEqual(
      Object.keys(catalogOptionsResources.en).sort(),
    );
  });

  it('translate through their own namespace, falling back to English and to the raw value', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'ru', fallbackLng: 'en', resources: {}, keySeparator: false, nsSeparator: false });
    const ru = catalogOptionLabels(i18n, 'ru');
    expect(ru.option('genres', 'jazz')).toBe('Джаз');
    expect(ru.group('vocalType')).toBe('Вокал');
    const en = catalogOptionLabels(i18n, 'en');
    expect(en.option('instruments', 'acoustic-guitar')).toBe('Acoustic guitar');
    expect(en.option('genres', 'unknown-genre')).toBe('unknown-genre');
    expect(catalogOptionLabels(i18n, 'es').option('moods', 'epic')).toBe('Epic');
  });
});
