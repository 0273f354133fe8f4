import {
  densities,
  genres,
  instruments,
  moods,
  tempoNames,
  trackLanguages,
  trackVersions,
  vocalTypes,
  type TrackFacetGroup,
} from '../../../src/domain/catalog';

/**
 * Chip values as the integers `track_search` keeps beside them (migrations 0012–0013): an array group is a
 * bitmask, bit i for the i-th value of its vocabulary; a scalar group is the value's 1-based position (0 for
 * none). The SQL function `cueline_chip_vocabulary` holds the same lists in the same order.
 */
export const chipVocabulary: Record<TrackFacetGroup, readonly string[]> = {
  genres,
  moods,
  instruments,
  tempo: tempoNames,
  density: densities,
  vocalType: vocalTypes,
  language: trackLanguages,
  version: trackVersions,
};

/** Columns of each group: the text column filters match with an index, the integer column counts. */
export const chipColumns: Record<TrackFacetGroup, { column: string; code: string; array: boolean }> = {
  genres: { column: 'genres', code: 'genre_bits', array: true },
  moods: { column: 'moods', code: 'mood_bits', array: true },
  instruments: { column: 'instruments', code: 'instrument_bits', array: true },
  tempo: { column: 'tempo', code: 'tempo_code', array: false },
  density: { column: 'density', code: 'density_code', array: false },
  vocalType: { column: 'vocal_type', code: 'vocal_code', array: false },
  language: { column: 'language', code: 'language_code', array: false },
  version: { column: 'version', code: 'version_code', array: false },
};

/** The bitmask of an array group's values (values outside the vocabulary set no bit). */
export function chipBits(group: TrackFacetGroup, values: readonly string[]): number {
  const vocabulary = chipVocabulary[group];
  return values.reduce(
    (bits, value) => (vocabulary.includes(value) ? bits | (1 << vocabulary.indexOf(value)) : bits),
    0,
  );
}

/** The codes of a scalar group's values (values outside the vocabulary are left out). */
export const chipCodes = (group: TrackFacetGroup, values: readonly string[]): number[] =>
  values.map((value) => chipVocabulary[group].indexOf(value) + 1).filter((code) => code > 0);

/**
 * Adds `count` to every value a grouped integer stands for: each set bit of an array group's mask, or the
 * value of a scalar group's code.
 */
export function addChipCount(
  counts: Record<string, number>,
  group: TrackFacetGroup,
  code: number,
  count: number,
): void {
  const vocabulary = chipVocabulary[group];
  if (!chipColumns[group].array) {
    const value = vocabulary[code - 1];
    if (value !== undefined) counts[value] = (counts[value] ?? 0) + count;
    return;
  }
  vocabulary.forEach((value, bit) => {
    if (code & (1 << bit)) counts[value] = (counts[value] ?? 0) + count;
  });
}
