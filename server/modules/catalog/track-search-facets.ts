import { trackFacetGroups, type TrackFacetGroup, type TrackFacets } from '../../../src/domain/catalog';
import { addChipCount } from './chip-codes';

/** The counts of the catalogue search and their facets from the rows its statements give (track-search.repository.ts). */

/** Group, value (a chip name) and count. */
export type FacetTriple = [TrackFacetGroup, string, number];
/** Group, the integer column's value (a bitmask or a code) and count. */
export type CodeTriple = [TrackFacetGroup, number, number];

export const emptyFacets = (): TrackFacets =>
  Object.fromEntries(trackFacetGroups.map((group) => [group, {}])) as unknown as TrackFacets;

export function facetsOf(triples: FacetTriple[]): TrackFacets {
  const facets = emptyFacets();
  for (const [group, value, count] of triples) facets[group][value] = count;
  return facets;
}

/** Facets from grouped integer columns; `scale` multiplies each count (a sample's estimate). */
export function facetsOfCodes(triples: CodeTriple[], scale = 1): TrackFacets {
  const facets = emptyFacets();
  for (const [group, code, count] of triples) addChipCount(facets[group], group, code, count);
  if (scale !== 1)
    for (const group of trackFacetGroups)
      for (const value of Object.keys(facets[group]))
        facets[group][value] = roughly(facets[group][value]! * scale);
  return facets;
}

/** An estimate to two significant figures (1,234 → 1,200), so it does not look exact. */
export function roughly(count: number): number {
  if (count < 100) return count;
  const unit = 10 ** (Math.floor(Math.log10(count)) - 1);
  return Math.round(count / unit) * unit;
}

/** The total and facets of one set of matching rows, whether trigram matching found them, whether estimated. */
export interface SearchStats {
  total: number;
  facets: TrackFacets;
  fuzzy: boolean;
  estimate: boolean;
  estimatedFacets: TrackFacetGroup[];
}

/** A word search's first statement: the sample's counts, and the exact ones or the estimated page. */
export interface SampledRow {
  sample_total: number;
  sample_scanned: number;
  sample_facets: CodeTriple[];
  total: number;
  facets: CodeTriple[];
  page: string[];
  estimated: string[];
}

/** Stats just counted, with the page's ids when the counting statement gave them (trigram searches). */
export interface Counted {
  stats: SearchStats;
  page: string[] | null;
}
