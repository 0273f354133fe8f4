import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackFacetGroups, type TrackPageApi } from '../../src/domain/catalog';
import { chipVocabulary } from '../../server/modules/catalog/chip-codes';
import { ESTIMATE_FROM, roughly } from '../../server/modules/catalog/track-search.repository';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';

/** Title matches: more than ESTIMATE_FROM, half pop and half rock, every third calm. */
const LANTERNS = 7000;
const LYRICS_ONLY = 12;

describe.each(databaseTargets)('catalogue search counts on %s', (target) => {
  let t: TestApp;
  let owner: TestUser;

  const search = async (query: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/track/info?${query}`,
      headers: owner.headers('customer'),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TrackPageApi;
  };
  const run = (statement: string) => t.database.db.execute(sql.raw(statement));

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    owner = await createTestUser(t.database, ['owner', 'customer']);
    await run(
      `insert into artists (id, name) values ('00000000-0000-4000-8000-000000000001', 'Lamp Makers')`,
    );
    const insert = (
      titles: string,
      genres: string,
      moods: string,
      lyrics: string,
      count: number,
      age: string,
    ) =>
      run(`insert into tracks (owner_id, title, main_artist_id, main_artist_name, genres, moods, audio_key, audio_type, duration, bitrate,
             sample_rate, channels, codec, waveform, search_text, lyrics, created_at)
           select '${owner.id}', ${titles}, '00000000-0000-4000-8000-000000000001', 'Lamp Makers', ${genres}, ${moods}, 'test/none.mp3', 'mp3',
             60, 192000, 44100, 2, 'MPEG 1 Layer 3', '{}', lower(${titles}) || ' lamp makers', ${lyrics}, now() - ${age}
           from generate_series(1, ${count}) g`);
    await insert(
      `'Lantern ' || g`,
      `case when g % 2 = 0 then '{pop}' else '{rock}' end::text[]`,
      `case when g % 3 = 0 then '{calm}' else '{}' end::text[]`,
      'null',
      LANTERNS,
      `(g || ' minutes')::interval`,
    );
    // Newer than every title match, but the word is only in their lyrics: they come after the title matches.
    await insert(
      `'Harbour ' || g`,
      `'{jazz}'::text[]`,
      `'{}'::text[]`,
      `'a lantern in the window'`,
      LYRICS_ONLY,
      `(g || ' seconds')::interval`,
    );
    await insert(`'Lonely Road'`, `'{folk}'::text[]`, `'{}'::text[]`, 'null', 1, `'1 day'::interval`);
    // Close to "harbour" by trigrams (word similarity 0.625), but not the word itself.
    await insert(`'Harbor Song'`, `'{folk}'::text[]`, `'{}'::text[]`, 'null', 1, `'2 days'::interval`);
  });
  afterAll(() => t?.close());

  it('keeps the chip vocabularies of the database and the domain in the same order', async () => {
    for (const group of trackFacetGroups) {
      const { rows } = (await t.database.db.execute(
        sql`select cueline_chip_vocabulary(${group}) as values`,
      )) as unknown as { rows: { values: string[] }[] };
      expect(rows[0]?.values, group).toEqual([...chipVocabulary[group]]);
    }
  });

  it('estimates the total and facets of a word in very many tracks, and says so', async () => {
    const page = await search('search=lantern');
    expect(page.totalIsEstimate).toBe(true);
    expect(page.estimatedFacets).toEqual([...trackFacetGroups]);
    expect(page.total).toBeGreaterThanOrEqual(ESTIMATE_FROM);
    expect(Math.abs(page.total - (LANTERNS + LYRICS_ONLY)) / LANTERNS).toBeLessThan(0.1);
    expect(roughly(page.total)).toBe(page.total);
    expect(Math.abs((page.facets.genres.pop ?? 0) - LANTERNS / 2) / (LANTERNS / 2)).toBeLessThan(0.15);
    expect(Math.abs((page.facets.moods.calm ?? 0) - LANTERNS / 3) / (LANTERNS / 3)).toBeLessThan(0.2);
    expect(page.facets.genres.folk).toBeUndefined();
    // Title matches first, newest first, although the lyrics-only matches are newer.
    expect(page.data.map((track) => track.title)).toEqual(
      Array.from({ length: 30 }, (_, i) => `Lantern ${i + 1}`),
    );
  });

  it('pages past the title matches into the lyrics-only matches', async () => {
    const last = Math.ceil(LANTERNS / 30);
    const page = await search(`search=lantern&page=${last}`);
    const titles = page.data.map((track) => track.title);
    expect(titles.slice(0, LANTERNS % 30)).toEqual(
      Array.from({ length: LANTERNS % 30 }, (_, i) => `Lantern ${LANTERNS - (LANTERNS % 30) + i + 1}`),
    );
    expect(titles.slice(LANTERNS % 30)).toEqual(
      Array.from({ length: LYRICS_ONLY }, (_, i) => `Harbour ${i + 1}`),
    );
  });

  it('counts exactly when the words match fewer tracks', async () => {
    const page = await search('search=harbour&genres=jazz');
    expect(page).toMatchObject({ total: LYRICS_ONLY, totalIsEstimate: false, estimatedFacets: [] });
    expect(page.facets.genres).toEqual({ jazz: LYRICS_ONLY });
  });

  it('counts the total exactly and estimates only the chosen group when its word is in very many tracks', async () => {
    // Genres count over every "lantern" (the genre chip does not apply to its own group): 7,000 rows.
    const page = await search('search=lantern&genres=pop');
    expect(page).toMatchObject({ total: LANTERNS / 2, totalIsEstimate: false, estimatedFacets: ['genres'] });
    expect(page.facets.moods).toEqual({ calm: Math.floor(LANTERNS / 6) });
    expect(Math.abs((page.facets.genres.rock ?? 0) - LANTERNS / 2) / (LANTERNS / 2)).toBeLessThan(0.15);
    expect(page.data).toHaveLength(30);
  });

  it('counts filters without words exactly, however many tracks they match', async () => {
    const page = await search('genres=rock');
    expect(page).toMatchObject({ totalIsEstimate: false, estimatedFacets: [] });
    expect(page.total).toBe(LANTERNS / 2);
    expect(page.facets.moods).toEqual({ calm: Math.floor((LANTERNS / 2 + 1) / 3) });
    expect(page.facets.genres).toEqual({ pop: LANTERNS / 2, rock: LANTERNS / 2, jazz: LYRICS_ONLY, folk: 2 });
  });

  it('corrects a misspelling by trigrams, but not words that only the chips leave without matches', async () => {
    // Twelve tracks hold "harbour": the folk chip leaving none of them is no misspelling to correct.
    expect(await search('search=harbour&genres=folk')).toMatchObject({ total: 0, data: [] });
    const misspelt = await search('search=harborr&genres=folk');
    expect(misspelt.data.map((track) => track.title)).toEqual(['Harbor Song']);
    expect(misspelt).toMatchObject({ total: 1, totalIsEstimate: false });
    expect(misspelt.facets.genres).toEqual({ folk: 1, jazz: LYRICS_ONLY });
  });

  it('finds one short word with a letter dropped or doubled', async () => {
    // "lonly" is 0.5 from "lonely" by trigram word similarity: under the 0.6 used for longer searches.
    for (const typo of ['lonly', 'lonelly']) {
      const page = await search(`search=${typo}`);
      expect(
        page.data.map((track) => track.title),
        typo,
      ).toEqual(['Lonely Road']);
      expect(page.totalIsEstimate).toBe(false);
    }
  });
});
