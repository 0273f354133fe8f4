/**
 * The catalogue's fixed lists (docs/product.md §3: versions, tempo names, genres, moods, instruments, languages)
 * and the tempo name of a BPM value. Their order is the chip codes' order (migration 0012): only append.
 */
export const trackVersions = [
  'original',
  'cover',
  'instrumental',
  'acapella',
  'remix',
  'remake',
  'changed',
  'variation',
] as const;
export const tempoNames = [
  'Largo',
  'Adagio',
  'Andante',
  'Moderato',
  'Allegro',
  'Presto',
  'Prestissimo',
] as const;
export const densities = ['low', 'medium', 'high'] as const;
export const vocalTypes = ['male', 'female', 'mixed', 'choir', 'none'] as const;
export const genres = [
  'ambient',
  'blues',
  'cinematic',
  'classical',
  'country',
  'electronic',
  'folk',
  'funk',
  'hip-hop',
  'jazz',
  'latin',
  'lo-fi',
  'orchestral',
  'pop',
  'rnb',
  'reggae',
  'rock',
  'soul',
  'synthwave',
  'world',
] as const;
export const moods = [
  'calm',
  'dark',
  'dreamy',
  'energetic',
  'epic',
  'happy',
  'hopeful',
  'melancholic',
  'mysterious',
  'playful',
  'romantic',
  'sad',
  'suspenseful',
  'tense',
  'triumphant',
  'uplifting',
] as const;
export const instruments = [
  'piano',
  'acoustic-guitar',
  'electric-guitar',
  'bass',
  'drums',
  'percussion',
  'strings',
  'violin',
  'cello',
  'brass',
  'saxophone',
  'flute',
  'synth',
  'pads',
  'organ',
  'bells',
  'choir',
  'vocals',
] as const;
/** Language of the lyrics (ISO 639-1); instrumental tracks have none. */
export const trackLanguages = ['en', 'ru', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'ko', 'zh', 'other'] as const;

export type TrackVersion = (typeof trackVersions)[number];
export type TempoName = (typeof tempoNames)[number];
export type Density = (typeof densities)[number];
export type VocalType = (typeof vocalTypes)[number];
export type Genre = (typeof genres)[number];
export type Mood = (typeof moods)[number];
export type Instrument = (typeof instruments)[number];
export type TrackLanguage = (typeof trackLanguages)[number];

/** Lower bounds in BPM of each tempo name (Largo starts anywhere below Adagio). */
const tempoFloors: readonly [TempoName, number][] = [
  ['Prestissimo', 200],
  ['Presto', 168],
  ['Allegro', 120],
  ['Moderato', 108],
  ['Andante', 76],
  ['Adagio', 66],
  ['Largo', 0],
];

/** The classical tempo name of a BPM value. */
export function tempoNameOf(bpm: number): TempoName {
  return tempoFloors.find(([, floor]) => bpm >= floor)?.[0] ?? 'Largo';
}

// Limits (docs/product.md §9 leaves them open; these are ours).
export const PAGE_SIZE_DEFAULT = 30;
export const PAGE_SIZE_MAX = 100;

/** Sortable fields: the alphabetical option maps to title, duration to technicalData.duration (docs/product.md §9). */
export const trackSortFields = ['title', 'duration', 'releaseDate', 'createdAt'] as const;
export type TrackSortField = (typeof trackSortFields)[number];
export const trackSorts = trackSortFields.flatMap((field) => [`${field}Asc`, `${field}Desc`] as const);
export type TrackSort = `${TrackSortField}${'Asc' | 'Desc'}`;

/** Parses `sort=<field>Asc|Desc` (docs/product.md §7). */
export function parseSort(sort: string): { field: TrackSortField; order: 'asc' | 'desc' } | null {
  const match = /^(\w+?)(Asc|Desc)$/.exec(sort);
  if (!match || !(trackSortFields as readonly string[]).includes(match[1] ?? '')) return null;
  return { field: match[1] as TrackSortField, order: match[2] === 'Asc' ? 'asc' : 'desc' };
}

/** Chip filters: repeated query keys, OR within a group, AND across groups. */
export const trackFacetGroups = [
  'genres',
  'moods',
  'instruments',
  'tempo',
  'density',
  'vocalType',
  'language',
  'version',
] as const;
export type TrackFacetGroup = (typeof trackFacetGroups)[number];
