import { useMemo } from 'react';
import type { i18n as I18n } from 'i18next';
import type { TrackFacetGroup } from '../../../domain/catalog';
import en from '../../i18n/en/catalogOptions.json';
import { defineNamespace } from '../../i18n/namespaces';
import ru from '../../i18n/ru/catalogOptions.json';

/**
 * Labels of every fixed catalogue list (src/domain/catalog-vocabulary.ts), as namespace `catalogOptions`
 * with flat keys `<list>.<value>` (the app runs i18next without a key separator). The catalogue, the
 * owner's catalogue and the shared track details all show them.
 */
const strings = defineNamespace('catalogOptions', { en, ru });

export const catalogOptionsResources = strings.bundles;

export interface CatalogOptionLabels {
  /** The label of one value of a list, e.g. `option('genres', 'lo-fi')` → "Lo-fi"; unknown values come back as they are. */
  option(list: TrackFacetGroup, value: string): string;
  /** The name of a list (a chip group), or of the explicit and instrumental switches. */
  group(list: TrackFacetGroup | 'explicit' | 'instrumental'): string;
}

/** Keys built from a list and a value are only known at run time; an unknown one falls back to the value. */
type DynamicT = (key: string, options: Record<string, unknown>) => string;

function labelsOf(t: DynamicT): CatalogOptionLabels {
  return {
    option: (list, value) => t(`${list}.${value}`, { defaultValue: value }),
    group: (list) => t(`group.${list}`, { defaultValue: list }),
  };
}

/** Registers the namespace on `i18n` and returns the label functions in `language`. */
export function catalogOptionLabels(i18n: I18n, language: string): CatalogOptionLabels {
  return labelsOf(strings.translator(i18n, language) as DynamicT);
}

/** The catalogue list labels in the current language. */
export function useCatalogOptions(): CatalogOptionLabels {
  const t = strings.useT() as DynamicT;
  return useMemo(() => labelsOf(t), [t]);
}
