import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  trackFacetGroups,
  trackQuerySchema,
  type TrackFacetGroup,
  type TrackFacets,
} from '../../src/domain/catalog';
import { createRng, pick as pickOf } from '../../server/demo/audio/prng';
import { chipVocabulary } from '../../server/modules/catalog/chip-codes';
import { createChipIndex } from '../../server/modules/catalog/chip-index';
import { searchTermsOf } from '../../server/modules/catalog/search-terms';
import { trackSearchRepository } from '../../server/modules/catalog/track-search.repository';
import { sampleCounter } from '../../server/modules/catalog/track-search-sample';
import { planSearch } from '../../server/modules/catalog/track-search.sql';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';

/** Seeded (the demo's generator), so a failure can be replayed. */
function randomSource(seed: number) {
  const next = createRng(seed);
  const pick = <T>(items: readonly T[]): T => pickOf(next, items);
  const some = <T>(items: readonly T[], most: number): T[] => [
    ...new Set(Array.from({ length: Math.floor(next() * (most + 1)) }, () => pick(items))),
  ];
  return { next, pick, some };
}

type Random = ReturnType<typeof randomSource>;

/** Words of titles and lyrics: shared prefixes, digits, Cyrillic and a hyphenated word the parser splits. */
const WORDS = [
  'love',
  'lover',
  'lovely',
  'lonely',
  'lantern',
  'light',
  'night',
  'nightfall',
  'nine',
  'sky',
  'skyline',
  'sea',
  'desert',
  'rain',
  'rainbow',
  'river',
  'mix2',
  '2024',
  'ночь',
  'любовь',
  'люди',
  'rock-n-roll',
  'o',
];
const ARTIST = '00000000-0000-4000-8000-0000000000c1';
/** Matches of one title word, past ESTIMATE_FROM, so that the sample's figures estimate the answer. */
const MANY = 5600;

const literal = (values: string[]) => `'{${values.join(',')}}'::text[]`;
const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

function trackValues(random: Random, ownerIds: string[], n: number): string {
  const title = `Song ${n} ${random.pick(WORDS)}`;
  const lyrics = Array.from({ length: 3 + Math.floor(random.next() * 12) }, () => random.pick(WORDS)).join(
    ' ',
  );
  const instrumental = random.next() < 0.3;
  const scalar = (group: TrackFacetGroup) =>
    random.next() < 0.2 ? 'null' : `'${random.pick(chipVocabulary[group])}'`;
  return `('${random.pick(ownerIds)}', ${quoted(title)}, '${ARTIST}', 'Sample Artist',
    ${literal(random.some(chipVocabulary.genres, 2))}, ${literal(random.some(chipVocabulary.moods, 3))}, ${literal(random.some(chipVocabulary.instruments, 3))},
    ${scalar('tempo')}, ${scalar('density')}, ${scalar('vocalType')}, ${instrumental ? 'null' : scalar('language')},
    '${random.pick(chipVocabulary.version)}', ${random.next() < 0.2}, ${instrumental}, 'test/none.mp3', 'mp3', 60, 192000, 44100, 2,
    'MPEG 1 Layer 3', '{}', ${quoted(`${title.toLowerCase()} sample artist`)}, ${random.next() < 0.1 ? 'null' : quoted(lyrics)})`;
}

/** A random query of the search box: 1–3 words or prefixes (sometimes misspelt), chips and filters. */
function randomQuery(random: Random): Record<string, unknown> {
  const words = Array.from({ length: 1 + Math.floor(random.next() * 2.4) }, () => {
    const word = random.pick([...WORDS, 'lanterns', 'zzq', 'Ночь', 'LOVE']);
    const cut = random.next() < 0.4 ? 1 + Math.floor(random.next() * word.length) : word.length;
    return word.slice(0, cut);
  });
  const query: Record<string, unknown> = { search: words.join(' ') };
  for (const group of random.some(trackFacetGroups, 2))
    query[group] = [...new Set([random.pick(chipVocabulary[group]), random.pick(chipVocabulary[group])])];
  if (random.next() < 0.2) query.explicit = String(random.next() < 0.5);
  if (random.next() < 0.2) query.instrumental = String(random.next() < 0.5);
  if (random.next() < 0.1) query.owner = 'me';
  if (random.next() < 0.3) query.sort = random.pick(['titleAsc', 'durationDesc', 'createdAtAsc']);
  query.page = 1 + Math.floor(random.next() * 3);
  query.limit = 10;
  return query;
}

/** Facets with their values in one order: the SQL counts give them in no particular order. */
const sorted = (facets: TrackFacets) =>
  Object.fromEntries(
    trackFacetGroups.map((group) => [group, Object.fromEntries(Object.entries(facets[group]).sort())]),
  );

describe.each(databaseTargets)('the sample counted in memory on %s', (target) => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  const run = (statement: string) => t.database.db.execute(sql.raw(statement));
  const newestSeq = async () =>
    (
      (await t.database.db.execute(sql`select max(seq)::text as seq from tracks`)) as unknown as {
        rows: { seq: string | null }[];
      }
    ).rows[0]?.seq ?? '';

  async function insertTracks(random: Random, count: number, from: number) {
    const values = Array.from({ length: count }, (_, i) =>
      trackValues(random, [owner.id, other.id], from + i),
    );
    await run(`insert into tracks (owner_id, title, main_artist_id, main_artist_name, genres, moods, instruments, tempo, density,
      vocal_type, language, version, explicit, instrumental, audio_key, audio_type, duration, bitrate, sample_rate, channels, codec,
      waveform, search_text, lyrics) values ${values.join(', ')}`);
  }

  /** The sample's figures in memory and by the statement, and both repositories' answers, for random queries. */
  async function expectSameAnswers(
    random: Random,
    queries: number,
    chipIndex = createChipIndex(t.database.db),
  ) {
    const figures = sampleCounter(chipIndex);
    const inMemory = trackSearchRepository(t.database.db, chipIndex);
    const inSql = trackSearchRepository(t.database.db, createChipIndex(t.database.db), undefined, {
      sampleInMemory: false,
    });
    const seen = await newestSeq();
    await chipIndex.syncTo(seen);
    expect(chipIndex.loaded()).toBe(true);
    let estimated = 0;
    for (let i = 0; i < queries; i += 1) {
      const query = randomQuery(random);
      const plan = planSearch(trackQuerySchema.parse(query), searchTermsOf(String(query.search)), owner.id);
      const groups = random.next() < 0.8 ? [...trackFacetGroups] : random.some(trackFacetGroups, 4);
      const memory = await figures(t.database.db, plan, groups, seen);
      const statement = await figures(t.database.db, plan, groups, seen, false);
      expect(memory, JSON.stringify({ query, groups })).toEqual(statement);

      const a = await inMemory.search(plan);
      const b = await inSql.search(plan);
      expect({ ...a, facets: sorted(a.facets) }, JSON.stringify(query)).toEqual({
        ...b,
        facets: sorted(b.facets),
      });
      if (a.estimate || a.estimatedFacets.length > 0) estimated += 1;
    }
    return estimated;
  }

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    owner = await createTestUser(t.database, ['owner', 'customer']);
    other = await createTestUser(t.database, ['owner']);
    await run(`insert into artists (id, name) values ('${ARTIST}', 'Sample Artist')`);
    await insertTracks(randomSource(1), 600, 0);
    await run(`insert into tracks (owner_id, title, main_artist_id, main_artist_name, genres, moods, audio_key, audio_type, duration,
        bitrate, sample_rate, channels, codec, waveform, search_text)
      select '${owner.id}', 'Lantern hall ' || g, '${ARTIST}', 'Sample Artist', case when g % 2 = 0 then '{pop}' else '{rock}' end::text[],
        case when g % 3 = 0 then '{calm}' else '{}' end::text[], 'test/none.mp3', 'mp3', 60, 192000, 44100, 2, 'MPEG 1 Layer 3', '{}',
        'lantern hall ' || g || ' sample artist'
      from generate_series(1, ${MANY}) g`);
  });
  afterAll(() => t?.close());

  it(
    'gives the sample statement’s figures and the same answers for random searches',
    { timeout: 300_000 },
    async () => {
      expect(await expectSameAnswers(randomSource(2), 120)).toBeGreaterThan(0);
    },
  );

  it(
    'estimates a common word with and without its own chips as the statement does',
    { timeout: 300_000 },
    async () => {
      const chipIndex = createChipIndex(t.database.db);
      await chipIndex.warm();
      const inMemory = trackSearchRepository(t.database.db, chipIndex);
      const inSql = trackSearchRepository(t.database.db, createChipIndex(t.database.db), undefined, {
        sampleInMemory: false,
      });
      for (const query of [
        { search: 'lantern' },
        { search: 'lan hall' },
        { search: 'lantern', genres: ['pop'] },
        { search: 'hall', genres: ['pop', 'rock'], moods: ['calm'] },
      ]) {
        const plan = planSearch(trackQuerySchema.parse(query), searchTermsOf(query.search), owner.id);
        const a = await inMemory.search(plan);
        const b = await inSql.search(plan);
        expect(a.estimate || a.estimatedFacets.length > 0, JSON.stringify(query)).toBe(true);
        expect({ ...a, facets: sorted(a.facets) }, JSON.stringify(query)).toEqual({
          ...b,
          facets: sorted(b.facets),
        });
      }
    },
  );

  it('follows new, edited, deleted and restored tracks', { timeout: 300_000 }, async () => {
    const chipIndex = createChipIndex(t.database.db);
    await expectSameAnswers(randomSource(3), 10, chipIndex);
    await insertTracks(randomSource(4), 80, 600);
    await run(
      `update tracks set lyrics = 'skyline desert любовь', title = 'Song edited' where title like 'Song 1%'`,
    );
    await run(`update tracks set search_text = 'nightfall river' where title like 'Song 2%'`);
    await run(`update tracks set deleted = true where title like 'Song 3%' or title like 'Lantern hall 1%'`);
    await run(`update tracks set genres = '{jazz}', moods = '{calm}' where title like 'Song 4%'`);
    await expectSameAnswers(randomSource(5), 60, chipIndex);
    await run(`update tracks set deleted = false where title like 'Song 3%'`);
    await expectSameAnswers(randomSource(6), 30, chipIndex);
  });
});
