import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { fixedT, registerBundles } from '../i18n/bundles';

/** The catalogue page's strings, registered as their own i18next namespace. */
export const CATALOG_NS = 'catalog';

const en = {
  title: 'Catalog',
  sections: 'Catalog sections',
  tabTracks: 'Tracks',
  tabAlbums: 'Albums',
  tabArtists: 'Artists',
  searchPlaceholder: 'What do you want to play?',
  searchLabel: 'Search the catalog',
  history: 'Recent searches',
  historyUse: 'Search for “{{text}}”, {{time}}',
  historyRemove: 'Remove “{{text}}” from history',
  clearHistory: 'Clear history',
  filters: 'Filters',
  filtersCount: 'Filters ({{count}})',
  clearFilters: 'Clear filters',
  chip: '{{label}}, {{count}}',
  chipApprox: '{{label}}, about {{count}}',
  hideExplicit: 'Hide explicit',
  instrumentalOnly: 'Instrumental only',
  sort: 'Sort',
  sortBy: 'Sort: {{name}}',
  sortRelevance: 'Relevance',
  sortTitle: 'Alphabetical',
  sortDurationAsc: 'Duration, shortest first',
  sortDurationDesc: 'Duration, longest first',
  sortRelease: 'Release date',
  sortNewest: 'Newest',
  count_one: '{{count}} track',
  count_other: '{{count}} tracks',
  // Estimates are ≥ 5,000 and rounded to two figures, so always the plural.
  countApprox: 'About {{count}} tracks',
  refining: 'Refining…',
  offline: 'You are offline — showing saved results',
  empty: 'Nothing found',
  emptyHint: 'Try other words or clear the filters.',
  loadError: 'Could not load tracks: {{message}}',
  retry: 'Retry',
  list: 'Tracks',
  loading: 'Loading tracks',
  noCover: 'No cover',
  duration: 'Duration',
  waveform: 'Waveform',
} as const;

export type CatalogKey = keyof typeof en;

const ru: Record<CatalogKey, string> & Record<'count_few' | 'count_many', string> = {
  title: 'Каталог',
  sections: 'Разделы каталога',
  tabTracks: 'Треки',
  tabAlbums: 'Альбомы',
  tabArtists: 'Исполнители',
  searchPlaceholder: 'Что хотите послушать?',
  searchLabel: 'Поиск по каталогу',
  history: 'Недавние запросы',
  historyUse: 'Искать «{{text}}», {{time}}',
  historyRemove: 'Удалить «{{text}}» из истории',
  clearHistory: 'Очистить историю',
  filters: 'Фильтры',
  filtersCount: 'Фильтры ({{count}})',
  clearFilters: 'Сбросить фильтры',
  chip: '{{label}}, {{count}}',
  chipApprox: '{{label}}, около {{count}}',
  hideExplicit: 'Скрыть ненормативную лексику',
  instrumentalOnly: 'Только инструментал',
  sort: 'Сортировка',
  sortBy: 'Сортировка: {{name}}',
  sortRelevance: 'По релевантности',
  sortTitle: 'По алфавиту',
  sortDurationAsc: 'Сначала короткие',
  sortDurationDesc: 'Сначала длинные',
  sortRelease: 'По дате выпуска',
  sortNewest: 'Сначала новые',
  count_one: '{{count}} трек',
  count_few: '{{count}} трека',
  count_many: '{{count}} треков',
  count_other: '{{count}} трека',
  countApprox: 'Около {{count}} треков',
  refining: 'Уточняем…',
  offline: 'Нет подключения — показаны сохранённые результаты',
  empty: 'Ничего не найдено',
  emptyHint: 'Попробуйте другие слова или сбросьте фильтры.',
  loadError: 'Не удалось загрузить треки: {{message}}',
  retry: 'Повторить',
  list: 'Треки',
  loading: 'Загрузка треков',
  noCover: 'Нет обложки',
  duration: 'Длительность',
  waveform: 'Форма волны',
};

export const catalogResources = { en, ru } as const;

export function registerCatalogBundle(i18n: I18n): void {
  registerBundles(i18n, CATALOG_NS, catalogResources);
}

export type CatalogT = (key: CatalogKey | 'count', params?: Record<string, string | number>) => string;

/** Registers the bundle and returns a translate function for the catalogue keys in `language`. */
export function catalogTranslator(i18n: I18n, language: string): CatalogT {
  registerCatalogBundle(i18n);
  const fixed = fixedT(i18n, CATALOG_NS, language);
  return (key, params = {}) => fixed(key, params);
}

export function useCatalogT(): CatalogT {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => catalogTranslator(i18n, language), [i18n, language]);
}
