import { sql, type SQL } from 'drizzle-orm';
import { trackFacetGroups, type TrackFacetGroup, type TrackFacets } from '../../../src/domain/catalog';
import type { Db } from '../../db/client';
import type { ChipIndex } from './chip-index';
import type { SearchTerms } from './search-terms';
import { statsStatement } from './track-search-stats.sql';
import { facetsOfCodes, keepRecent, roughly, SAMPLE_EVERY, type CodeTriple } from './track-search-counts';
import type { SearchPlan } from './track-search.sql';

/** The sample statement's figures: its hits, the rows it read, and the facets already scaled up. */
export interface SampleFigures {
  total: number;
  scanned: number;
  facets: TrackFacets;
}

/** Words whose lexeme (`to_tsquery('simple', 'word:*')`) is kept, least recently used going first. */
const LEXEMES_KEPT = 10_000;
/** Words that are their own lexeme without asking: lower-case ASCII letters (the parser's `asciiword`). */
const PLAIN_WORD = /^[a-z]{1,64}$/;
/** A tsquery of one prefix lexeme as PostgreSQL prints it (quotes doubled). */
const ONE_PREFIX = /^'((?:[^'\\]|'')+)':\*$/;

async function rowsOf<T>(db: Db, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** Each count of `facets` times `scale`, to two significant figures (a sample's estimate). */
function scaled(facets: TrackFacets, scale: number): TrackFacets {
  for (const group of trackFacetGroups)
    for (const value of Object.keys(facets[group]))
      facets[group][value] = roughly(facets[group][value]! * scale);
  return facets;
}

/**
 * The sample's figures of a word search, counted in server memory over the chip index's lexemes of the
 * sample's tracks when every word is one prefix lexeme there, else by the sample statement in PostgreSQL
 * (track-search-stats.sql.ts with `sample`). A word's lexeme is what PostgreSQL's `to_tsquery('simple', …)`
 * makes of it: lower-case ASCII words are their own; any other word is asked once and kept.
 */
export function sampleCounter(chipIndex: ChipIndex) {
  const lexemes = new Map<string, string | null>();

  async function lexemeOf(tx: Db, word: string): Promise<string | null> {
    if (PLAIN_WORD.test(word)) return word;
    const known = lexemes.get(word);
    if (known !== undefined) return known;
    const [row] = await rowsOf<{ query: string }>(
      tx,
      sql`select to_tsquery('simple', ${`${word}:*`})::text as query`,
    );
    const match = ONE_PREFIX.exec(row?.query ?? '');
    const lexeme = match ? match[1]!.replaceAll("''", "'") : null;
    keepRecent(lexemes, word, lexeme, LEXEMES_KEPT);
    return lexeme;
  }

  /** The prefix lexemes of the words, or null when a word is not one prefix lexeme (then SQL counts). */
  async function prefixesOf(tx: Db, terms: SearchTerms): Promise<string[] | null> {
    const prefixes: string[] = [];
    for (const word of terms.text.split(' ')) {
      const lexeme = await lexemeOf(tx, word);
      if (lexeme === null) return null;
      prefixes.push(lexeme);
    }
    return prefixes;
  }

  /** In memory when it can (`memory` false: always the statement, for the tests that compare both). */
  return async function sampleFigures(
    tx: Db,
    plan: SearchPlan,
    groups: TrackFacetGroup[],
    seen: string,
    memory = true,
  ): Promise<SampleFigures> {
    // Until the chip index has read every track once (at start-up), the statement counts: a word search
    // does not wait for that first read.
    const ready = memory && chipIndex.loaded();
    const prefixes = ready && plan.terms ? await prefixesOf(tx, plan.terms) : null;
    if (prefixes) {
      await chipIndex.syncTo(seen);
      const { total, scanned, facets } = chipIndex.sampleTally(prefixes, plan.filters, plan.chips, groups);
      return { total: total * SAMPLE_EVERY, scanned, facets: scaled(facets, SAMPLE_EVERY) };
    }
    const [row] = await rowsOf<{ total: number; scanned: number; facets: CodeTriple[] }>(
      tx,
      statsStatement(plan, groups, false, true),
    );
    return {
      total: (row?.total ?? 0) * SAMPLE_EVERY,
      scanned: row?.scanned ?? 0,
      facets: facetsOfCodes(row?.facets ?? [], SAMPLE_EVERY),
    };
  };
}
