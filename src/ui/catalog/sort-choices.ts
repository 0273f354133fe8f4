import type { TrackSort } from '../../domain/catalog';
import type { CatalogKey } from './i18n';

export const RELEVANCE = 'relevance';
export type SortChoice = TrackSort | typeof RELEVANCE;

/** A choice as the menu shows it. */
export interface SortOption {
  value: SortChoice;
  text: string;
}

export const sortChoices: { value: SortChoice; label: CatalogKey }[] = [
  { value: RELEVANCE, label: 'sortRelevance' },
  { value: 'titleAsc', label: 'sortTitle' },
  { value: 'durationAsc', label: 'sortDurationAsc' },
  { value: 'durationDesc', label: 'sortDurationDesc' },
  { value: 'releaseDateDesc', label: 'sortRelease' },
  { value: 'createdAtDesc', label: 'sortNewest' },
];
