import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  trackFacetGroups,
  trackQuerySchema,
  type TrackFacetGroup,
  type TrackFacets,
} from '../../src/domain/catalog';
import { createRng, pick as pickOf } from '../../server/demo/audio/prng';
import { chipColumns, chipVocabulary } from '../../server/modules/catalog/chip-codes';
import {
  createChipIndex,
  type ChipCounts,
  type ChipFilters,
  type ChosenChips,
} from '../../server/modules/catalog/chip-index.repository';
import { filterConditions, planSearch } from '../../server/modules/catalog/track-search.sql';
import {
  CHIP_INDEX_PAGES_FROM,
  trackSearchRepository,
} from '../../server/modules/catalog/track-search.repository';
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

const ARTISTS = ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2'];
const ALBUM = '00000000-0000-4000-8000-0000000000b1';
const literal = (values: string[]) => `'{${values.join(',')}}'::text[]`;
const scalar = (random: Random, group: TrackFacetGroup) =>
  random.next() < 0.2 ? 'null' : `'${random.pick(chipVocabulary[group])}'`;

/** One generated track as a VALUES row of the columns `insertTracks` names. */
function trackValues(random: Random, ownerIds: string[], n: number): string {
  const artist = random.pick(ARTISTS);
  const instrumental = random.next() < 0.4;
  return `('${random.pick(ownerIds)}', 'Chip ${n}', '${artist}', 'Artist', ${random.next() < 0.3 ? `'${ALBUM}'` : 'null'},
    ${literal(random.some(chipVocabulary.genres, 2))}, ${literal(random.some(chipVocabulary.moods, 3))}, ${literal(random.some(chipVocabulary.instruments, 4))},
    ${scalar(random, 'tempo')}, ${scalar(random, 'density')}, ${scalar(random, 'vocalType')}, ${instrumental ? 'null' : scalar(random, 'language')},
    '${random.pick(chipVocabulary.version)}', ${random.next() < 0.15}, ${instrumental}, 'test/none.mp3', 'mp3', 60, 192000, 44100, 2, 'MPEG 1 Layer 3', '{}', 'chip ${n}')`;
}

/** A random search without words: 0–3 chip groups of 1–2 values, and sometimes the other filters. */
function randomSearch(random: Random, ownerId: string): { filters: ChipFilters; chosen: ChosenChips } {
  const chosen: ChosenChips = {};
  for (const group of random.some(trackFacetGroups, 3))
    chosen[group] = [...new Set([random.pick(chipVocabulary[group]), random.pick(chipVocabulary[group])])];
  const filters: ChipFilters = {};
  if (random.next() < 0.25) filters.explicit = random.next() < 0.5;
  if (random.next() < 0.25) filters.instrumental = random.next() < 0.5;
  if (random.next() < 0.2) filters.artistId = random.pick(ARTISTS);
  if (random.next() < 0.1) filters.albumId = ALBUM;
  if (random.next() < 0.2) filters.ownerId = ownerId;
  return { filters, chosen };
}

describe.each(databaseTargets)('the in-memory chip index on %s', (target) => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  const run = (statement: string) => t.database.db.execute(sql.raw(statement));
  const rows = async <T>(statement: SQL) =>
    ((await t.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
  const newestSeq = async () =>
    (await rows<{ seq: string | null }>(sql`select max(seq)::text as seq from tracks`))[0]?.seq ?? '';

  async function insertTracks(random: Random, count: number, from: number) {
    const values = Array.from({ length: count }, (_, i) =>
      trackValues(random, [owner.id, other.id], from + i),
    );
    await run(`insert into tracks (owner_id, title, main_artist_id, main_artist_name, album_id, genres, moods, instruments, tempo, density,
      vocal_type, language, version, explicit, instrumental, audio_key, audio_type, duration, bitrate, sample_rate, channels, codec, waveform,
      search_text) values ${values.join(', ')}`);
  }

  /** The search's own filter conditions on the text columns of track_search, without group `skip`'s chips. */
  function whereOf(
    { filters, chosen }: { filters: ChipFilters; chosen: ChosenChips },
    skip: TrackFacetGroup | null,
  ) {
    const chipOf = (group: TrackFacetGroup, values: string[]) => {
      const column = sql.identifier(chipColumns[group].column);
      const list = sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;
      return chipColumns[group].array ? sql`${column} && ${list}` : sql`${column} = any(${list})`;
    };
    const parts = [
      ...filterConditions(filters),
      ...Object.entries(chosen)
        .filter(([group]) => group !== skip)
        .map(([group, values]) => chipOf(group as TrackFacetGroup, values)),
    ];
    return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
  }

  /** The same counts straight from the text columns of track_search (the search's own filter conditions): the reference the index must equal. */
  async function reference(search: { filters: ChipFilters; chosen: ChosenChips }): Promise<ChipCounts> {
    const where = (skip: TrackFacetGroup | null) => whereOf(search, skip);
    const [{ total }] = (await rows<{ total: number }>(
      sql`select count(*)::int as total from track_search where ${where(null)}`,
    )) as [{ total: number }];
    const facets = {} as TrackFacets;
    for (const group of trackFacetGroups) {
      const column = sql.identifier(chipColumns[group].column);
      const counted = chipColumns[group].array
        ? await rows<{ value: string; n: number }>(
            sql`select v as value, count(*)::int as n from track_search, unnest(${column}) v where ${where(group)} group by v`,
          )
        : await rows<{ value: string; n: number }>(
            sql`select ${column} as value, count(*)::int as n from track_search where ${where(group)} and ${column} is not null group by ${column}`,
          );
      facets[group] = Object.fromEntries(counted.map(({ value, n }) => [value, n]));
    }
    return { total, facets };
  }

  /**
   * Syncs the index to the table's newest seq until it holds every track the table does: on a loaded
   * PostgreSQL the changefeed may hold back a seq still being committed.
   */
  async function syncAll(index: ReturnType<typeof createChipIndex>) {
    const all = { filters: {}, chosen: {} };
    const expected = (await reference(all)).total;
    await expect
      .poll(async () => {
        await index.syncTo(await newestSeq());
        return index.count(all.filters, all.chosen).total;
      })
      .toBe(expected);
  }

  async function expectSameCounts(
    index: ReturnType<typeof createChipIndex>,
    random: Random,
    searches: number,
  ) {
    await syncAll(index);
    for (let i = 0; i < searches; i += 1) {
      const search = randomSearch(random, owner.id);
      expect(index.count(search.filters, search.chosen), JSON.stringify(search)).toEqual(
        await reference(search),
      );
    }
  }

  /** A page in the default order (newest first, ids breaking ties) as PostgreSQL reads it. */
  async function referencePage(
    search: { filters: ChipFilters; chosen: ChosenChips },
    offset: number,
    limit: number,
  ): Promise<string[]> {
    const found = await rows<{ id: string }>(
      sql`select id::text as id from track_search where ${whereOf(search, null)}
        order by created_at desc, id desc limit ${limit} offset ${offset}`,
    );
    return found.map((row) => row.id);
  }

  async function expectSamePages(
    index: ReturnType<typeof createChipIndex>,
    random: Random,
    searches: number,
  ) {
    await syncAll(index);
    for (let i = 0; i < searches; i += 1) {
      const search = randomSearch(random, owner.id);
      const limit = 1 + Math.floor(random.next() * 40);
      const offset = Math.floor(random.next() * 120);
      expect(
        index.newestPage(search.filters, search.chosen, offset, limit),
        JSON.stringify({ search, offset, limit }),
      ).toEqual(await referencePage(search, offset, limit));
    }
  }

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    owner = await createTestUser(t.database, ['owner', 'customer']);
    other = await createTestUser(t.database, ['owner']);
    await run(
      `insert into artists (id, name) values ('${ARTISTS[0]}', 'Chip Artist One'), ('${ARTISTS[1]}', 'Chip Artist Two')`,
    );
    await run(
      `insert into albums (id, title, artist_id, owner_id) values ('${ALBUM}', 'Chip Album', '${ARTISTS[0]}', '${owner.id}')`,
    );
    await insertTracks(randomSource(1), 300, 0);
  });
  afterAll(() => t?.close());

  it('counts the total and every facet of random searches as the text columns do', async () => {
    const index = createChipIndex(t.database.db);
    await expectSameCounts(index, randomSource(2), 80);
  });

  it('follows edits, deletions, restorations and new tracks through the changefeed', async () => {
    const index = createChipIndex(t.database.db);
    await expectSameCounts(index, randomSource(3), 5);
    await run(
      `update tracks set genres = '{jazz}', moods = '{calm}', tempo = 'Presto' where title in ('Chip 1', 'Chip 2', 'Chip 3', 'Chip 4')`,
    );
    await run(`update tracks set deleted = true where title in ('Chip 10', 'Chip 11', 'Chip 12')`);
    await run(`update tracks set explicit = not explicit, owner_id = '${other.id}' where title = 'Chip 20'`);
    await insertTracks(randomSource(4), 25, 300);
    await expectSameCounts(index, randomSource(5), 40);
    expect(index.count({}, { genres: ['jazz'], moods: ['calm'] }).total).toBeGreaterThanOrEqual(4);

    await run(`update tracks set deleted = false where title = 'Chip 10'`);
    await expectSameCounts(index, randomSource(6), 10);
  });

  it('walks pages newest first as PostgreSQL orders them, through new, older and deleted tracks', async () => {
    const index = createChipIndex(t.database.db);
    // One insert gives its tracks one creation time: ids order them.
    await expectSamePages(index, randomSource(7), 30);
    // Newer tracks go on the end of the kept order.
    await insertTracks(randomSource(8), 20, 400);
    await expectSamePages(index, randomSource(9), 20);
    // Creation times that move (and deletions) sort it again.
    await run(
      `update tracks set created_at = created_at - (interval '1 minute' * (ascii(right(id::text, 1)) % 7)) where title like 'Chip 1%'`,
    );
    await run(`update tracks set deleted = true where title in ('Chip 40', 'Chip 41', 'Chip 402')`);
    await expectSamePages(index, randomSource(10), 30);
    expect(index.newestPage({}, {}, 0, 5)).toEqual(await referencePage({ filters: {}, chosen: {} }, 0, 5));
  });

  it('answers the pages of searches without words, deep ones from the index, as PostgreSQL does', async () => {
    await insertTracks(randomSource(11), 300, 500);
    const search = trackSearchRepository(t.database.db, createChipIndex(t.database.db));
    const limit = 10;
    const deep = CHIP_INDEX_PAGES_FROM / limit + 1;
    const cases = [
      { query: {}, filters: {}, chosen: {} },
      { query: { instrumental: 'false' }, filters: { instrumental: false }, chosen: {} },
    ];
    for (const { query, filters, chosen } of cases)
      for (const page of [1, deep, deep + 1]) {
        const plan = planSearch(trackQuerySchema.parse({ ...query, page, limit }), null, owner.id);
        const expected = await referencePage({ filters, chosen }, (page - 1) * limit, limit);
        expect(expected).toHaveLength(limit);
        expect((await search.search(plan)).ids, JSON.stringify({ query, page })).toEqual(expected);
      }
    const total = (await reference({ filters: {}, chosen: {} })).total;
    const past = planSearch(
      trackQuerySchema.parse({ page: Math.ceil(total / limit) + 1, limit }),
      null,
      owner.id,
    );
    expect((await search.search(past)).ids).toEqual([]);
  });

  it('reads every track ahead when warmed', async () => {
    const index = createChipIndex(t.database.db);
    expect(index.count({}, {}).total).toBe(0);
    const expected = await reference({ filters: {}, chosen: {} });
    // Warming reads up to the changefeed's watermark, which a loaded PostgreSQL may hold back a moment.
    await expect
      .poll(
        async () => {
          await index.warm();
          return index.count({}, {}).total;
        },
        { timeout: 15_000 },
      )
      .toBe(expected.total);
    expect(index.count({}, {})).toEqual(expected);
  });

  it('reads nothing for a seq it has passed, and an unknown id matches nothing', async () => {
    const index = createChipIndex(t.database.db);
    const newest = await newestSeq();
    await index.syncTo(newest);
    const before = index.count({}, {});
    expect(before.total).toBe((await reference({ filters: {}, chosen: {} })).total);
    await run(`update tracks set deleted = true where title = 'Chip 30'`);
    await index.syncTo(newest);
    expect(index.count({}, {})).toEqual(before);
    await index.syncTo(await newestSeq());
    expect(index.count({}, {}).total).toBe(before.total - 1);
    expect(index.count({ artistId: '00000000-0000-4000-8000-00000000ffff' }, {})).toMatchObject({ total: 0 });
  });
});
