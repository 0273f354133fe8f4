/** What a search box string becomes: safe words for a prefix tsquery and a normalised text for trigrams. */
export interface SearchTerms {
  /** `word:* & word:*`, built only from letters and digits, for `to_tsquery('simple', …)`. */
  tsquery: string;
  /** The words, lower-cased and single-spaced, for pg_trgm word similarity. */
  text: string;
}

const MAX_WORDS = 12;

/** The words of a search (letters and digits in any script), or null when it holds none. */
export function searchTermsOf(search: string | undefined): SearchTerms | null {
  if (!search) return null;
  const words = (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  return { tsquery: words.map((word) => `${word}:*`).join(' & '), text: words.join(' ') };
}

/** `search_text` of a track: what the trigram index matches (title, artists, album, tags), lower-cased. */
export function trackSearchText(parts: {
  title: string;
  mainArtist: string;
  artists: string[];
  album?: string | null;
  tags: string[];
}): string {
  return [parts.title, parts.mainArtist, ...parts.artists, parts.album ?? '', ...parts.tags]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}
