// Data for bench/catalog-search.mjs: a generated catalogue shaped like a real one. Words follow a Zipf-like
// law over a vocabulary of 10,000 (common English words first, then made-up words), so a common word is in
// a few per cent of titles and a rare one in a handful; ~10,000 artists, ~15,000 albums, lyrics on about half
// of the tracks, skewed genre, mood and instrument shares. Deterministic: the same seeds give the same rows.

/** Common words, roughly most frequent first (ranks 1…n of the vocabulary). */
const commonWords =
  `love night heart time life day world light dream home baby girl fire rain sun blue way soul
  man road summer star lost city sky back wild gold eyes dance song moon free high run little blood black sweet
  dark river fall last ocean shadow wind angel forever rise young cold body alone golden mind stay hold paradise
  midnight walk fly shine storm money ghost feel good place crazy dreams memory silver electric heaven hope story
  lights water stone glass island fade higher broken magic burn echo open kingdom winter morning harbour
  tonight thunder lonely queen king silence secret mountain desert garden street highway paper diamond
  spring autumn evening velvet crystal whisper ember horizon journey neon copper amber scarlet violet indigo
  crimson emerald sapphire northern southern distant quiet hidden endless falling rising burning frozen gentle
  restless silent sacred ancient modern atlantic pacific forest valley canyon meadow harbor lighthouse station
  avenue boulevard bridge tower castle empire voyage anthem ballad lullaby serenade overture prelude nocturne
  rhapsody sonata symphony requiem carnival festival parade fiesta mirage oasis aurora eclipse comet galaxy
  nebula orbit planet satellite rocket signal static pulse rhythm groove tempo velocity momentum gravity earth
  snow cloud spirit hero rebel outlaw stranger wanderer dreamer lover fighter runner hunter sailor pilot soldier
  dancer singer poet painter prince princess tiger wolf eagle raven falcon lion panther dragon phoenix serpent
  butterfly sparrow dolphin whale coral pearl ruby jade marble satin silk cotton linen letter promise shelter
  mirror window door fever ocean tide wave shore sand dust ashes smoke flame spark glow dawn dusk twilight
  sunrise sunset daylight starlight moonlight sunshine rainbow thunderstorm hurricane tornado breeze frost
  winterland homecoming goodbye hello tomorrow yesterday always never maybe together apart inside outside
  beyond above below between across along around through under over chasing running waiting calling falling
  dancing dreaming flying singing crying laughing shining breathing burning fading holding`
    .split(/\s+/)
    .filter(Boolean);

const syllables =
  'ka lo mi ra te su no vi da pe lu sa ro ne ti ma be go fa zu ri ko la me dor an el is ur ven tor bel'.split(
    ' ',
  );

/** A small deterministic random source (mulberry32: 32-bit integer steps, no float precision loss). */
export function randomSource(seed = 7) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: (list) => list[Math.floor(next() * list.length)] };
}

export const VOCABULARY_SIZE = 10_000;
/** Zipf–Mandelbrot offset: flattens the head so the top word is in a few per cent of titles, not a fifth. */
const ZIPF_OFFSET = 10;

/** The vocabulary in rank order: the common words, then made-up words of two or three syllables. */
export function vocabulary() {
  const words = new Set(commonWords);
  const rng = randomSource(11);
  while (words.size < VOCABULARY_SIZE) {
    const count = rng.next() < 0.6 ? 2 : 3;
    let word = '';
    for (let i = 0; i < count; i++) word += rng.pick(syllables);
    words.add(word);
  }
  return [...words];
}

/** A rank 1…size drawn with probability ∝ 1 / (rank + offset) — in JS. */
export function zipfRank(rng, size = VOCABULARY_SIZE) {
  const low = Math.log(ZIPF_OFFSET + 1);
  const high = Math.log(size + ZIPF_OFFSET);
  return Math.min(size, Math.floor(Math.exp(low + rng.next() * (high - low))) - ZIPF_OFFSET);
}

/** The same draw in SQL. */
const zipfSql = `least(${VOCABULARY_SIZE}, floor(exp(ln(${ZIPF_OFFSET + 1}) + random() * (ln(${VOCABULARY_SIZE + ZIPF_OFFSET}) - ln(${ZIPF_OFFSET + 1}))))::int - ${ZIPF_OFFSET})`;
/** `n` Zipf words joined by spaces (n is an SQL expression evaluated per row). */
const zipfRanks = (n) =>
  `(select ${zipfSql} as rank from generate_series(1, ${n}) i where i > 0 and g > 0) z`;
const wordAt = `(select w.word from bench_words w where w.rank = z.rank)`;
const zipfWords = (n) => `(select string_agg(${wordAt}, ' ') from ${zipfRanks(n)})`;

/** [value, weight] lists: shares close to what production-music libraries show. */
export const weighted = {
  genres: {
    pop: 14,
    electronic: 12,
    cinematic: 10,
    rock: 9,
    ambient: 8,
    'hip-hop': 7,
    orchestral: 6,
    'lo-fi': 5,
    jazz: 4,
    folk: 4,
    classical: 4,
    rnb: 4,
    soul: 3,
    synthwave: 3,
    funk: 3,
    country: 3,
    world: 3,
    latin: 3,
    blues: 2,
    reggae: 2,
  },
  moods: {
    uplifting: 12,
    happy: 10,
    calm: 10,
    energetic: 10,
    dark: 7,
    epic: 7,
    dreamy: 6,
    melancholic: 6,
    hopeful: 6,
    romantic: 5,
    mysterious: 5,
    tense: 4,
    sad: 4,
    suspenseful: 3,
    playful: 3,
    triumphant: 2,
  },
  instruments: {
    drums: 14,
    synth: 12,
    bass: 12,
    piano: 10,
    'electric-guitar': 8,
    'acoustic-guitar': 8,
    strings: 7,
    percussion: 6,
    pads: 6,
    vocals: 6,
    brass: 3,
    violin: 3,
    cello: 2,
    saxophone: 2,
    flute: 2,
    organ: 2,
    bells: 1,
    choir: 1,
  },
  tempo: { Largo: 3, Adagio: 8, Andante: 20, Moderato: 27, Allegro: 30, Presto: 9, Prestissimo: 3 },
  density: { low: 30, medium: 45, high: 25 },
  vocalType: { male: 40, female: 40, mixed: 15, choir: 5 },
  language: { en: 60, es: 8, ru: 6, fr: 5, de: 5, pt: 4, it: 3, ja: 3, ko: 2, zh: 2, other: 2 },
  version: {
    original: 85,
    remix: 5,
    variation: 2,
    cover: 2,
    instrumental: 3,
    remake: 1,
    acapella: 1,
    changed: 1,
  },
};

/** The list repeated by weight, so a uniform pick from it follows the weights. */
const expanded = (weights) => Object.entries(weights).flatMap(([value, weight]) => Array(weight).fill(value));
const literal = (list) => `array[${list.map((word) => `'${word}'`).join(',')}]::text[]`;
/** One weighted random value per evaluation. */
const pick = (weights) => {
  const list = expanded(weights);
  return `(${literal(list)})[1 + floor(random() * ${list.length})::int]`;
};
/** Up to `n` distinct weighted values (n an SQL expression evaluated per row). */
const picks = (weights, n) =>
  `array(select distinct ${pick(weights)} from generate_series(1, ${n}) i where i > 0 and g > 0)`;

const firstNames =
  `anna maria ivan elena oscar lucas sofia mila arthur nina leo iris felix zoe hugo vera james olivia noah emma liam
  ava mason mia ethan luna daniel chloe samuel grace david alice jack ruby henry ella max lily adam sara omar yuki kenji mei chen
  carlos lucia diego ana pablo marta`
    .split(/\s+/)
    .filter(Boolean);
const bandWords =
  'lights collective orchestra ensemble project sound brothers sisters machine club society trio quartet band kids'.split(
    ' ',
  );
const capital = (word) => word.charAt(0).toUpperCase() + word.slice(1);

/** 10,000 distinct artist names: people, bands and one-word names, built from the vocabulary. */
export function artistNames(words, count = 10_000) {
  const rng = randomSource(23);
  const names = new Set();
  const tail = words.slice(300);
  while (names.size < count) {
    const kind = rng.next();
    if (kind < 0.5) names.add(`${capital(rng.pick(firstNames))} ${capital(rng.pick(tail))}`);
    else if (kind < 0.8)
      names.add(`The ${capital(words[zipfRank(rng) - 1])} ${capital(rng.pick(bandWords))}`);
    else names.add(capital(rng.pick(tail)));
  }
  return [...names];
}

/** Album rows: an artist (a few artists have many albums) and a title of 1–3 Zipf words. */
export function albumRows(words, artists, count = 15_000) {
  const rng = randomSource(31);
  return Array.from({ length: count }, () => {
    const size = 1 + Math.floor(rng.next() * 3);
    const title = Array.from({ length: size }, () => capital(words[zipfRank(rng) - 1])).join(' ');
    return { artist: zipfRank(rng, artists.length), title };
  });
}

/** SQL (text or {text, values}) that fills a migrated database: 1 owner, the artists, the albums and `count` tracks. */
export function seedStatements(count) {
  const words = vocabulary();
  const artists = artistNames(words);
  const albums = albumRows(words, artists);
  return [
    `select setseed(0.42)`,
    `insert into users (email, password_hash, first_name, last_name, roles, email_confirmed_at) values ('bench@example.test', 'x', 'Bench', 'Owner', '{owner}', now())`,
    {
      text: `create table bench_words as select rank::int, word from unnest($1::text[]) with ordinality t(word, rank)`,
      values: [words],
    },
    `create unique index on bench_words (rank)`,
    {
      text: `create table bench_artists as select n::int, gen_random_uuid() as id, name from unnest($1::text[]) with ordinality t(name, n)`,
      values: [artists],
    },
    `insert into artists (id, name) select id, name from bench_artists`,
    {
      text: `create table bench_albums as select t.n::int, gen_random_uuid() as id, a.id as artist_id, a.n as artist_n, a.name as artist_name, t.title
        from unnest($1::int[], $2::text[]) with ordinality t(artist, title, n) join bench_artists a on a.n = t.artist`,
      values: [albums.map((album) => album.artist), albums.map((album) => album.title)],
    },
    `create unique index on bench_albums (n)`,
    `insert into albums (id, title, artist_id, owner_id) select id, title, artist_id, (select id from users limit 1) from bench_albums`,
    tracksStatement(count, albums.length, artists.length),
    `drop table bench_words, bench_artists, bench_albums`,
    `vacuum analyze`,
  ];
}

/** The tracks: 85 % on an album (its artist), the rest singles; 45 % instrumental without lyrics. */
function tracksStatement(count, albumCount, artistCount) {
  return `insert into tracks (owner_id, title, main_artist_id, main_artist_name, album_id, album_title, genres, moods, instruments, tags,
      tempo, density, vocal_type, language, explicit, instrumental, version, release_date, lyrics, audio_key, audio_type,
      duration, bitrate, sample_rate, channels, codec, waveform, search_text, created_at)
    select (select id from users limit 1), r.title, ar.id, ar.name, al.id, al.title, r.genres, r.moods, r.instruments, r.tags,
      r.tempo, r.density, case when r.instrumental then 'none' else r.vocal end, case when r.instrumental then null else r.language end,
      not r.instrumental and random() < 0.08, r.instrumental, r.version, date '1995-01-01' + (random() * 11000)::int,
      case when r.instrumental then null else r.lyrics end, 'audio/' || md5(g::text) || '.mp3', 'mp3',
      60 + random() * 240, 320000, 44100, 2, 'MPEG 1 Layer 3', r.waveform,
      lower(concat_ws(' ', r.title, ar.name, al.title, array_to_string(r.tags, ' '))),
      timestamp '2022-01-01' + g * interval '15 minutes'
    from generate_series(1, ${count}) g
    cross join lateral (select random() < 0.85 as on_album, 1 + floor(random() * ${albumCount})::int as album_n,
      1 + floor(random() * ${artistCount})::int as artist_n, random() < 0.45 as instrumental, random() as size where g > 0) x
    left join bench_albums al on x.on_album and al.n = x.album_n
    join bench_artists ar on ar.n = coalesce(al.artist_n, x.artist_n)
    cross join lateral (select
      initcap(${zipfWords('case when x.size < 0.25 then 1 when x.size < 0.65 then 2 when x.size < 0.9 then 3 else 4 end')}) as title,
      ${picks(weighted.genres, '1 + (random() < 0.35)::int')} as genres, ${picks(weighted.moods, '1 + floor(random() * 3)::int')} as moods,
      ${picks(weighted.instruments, '1 + floor(random() * 4)::int')} as instruments,
      coalesce((select array_agg(${wordAt}) from ${zipfRanks('floor(random() * 3)::int')}), '{}') as tags,
      ${pick(weighted.tempo)} as tempo, ${pick(weighted.density)} as density, ${pick(weighted.vocalType)} as vocal,
      ${pick(weighted.language)} as language, ${pick(weighted.version)} as version, x.instrumental,
      case when x.instrumental then null else ${zipfWords('60 + floor(random() * 100)::int')} end as lyrics,
      array(select round(random()::numeric, 2)::real from generate_series(1, 100) i where i > 0 and g > 0) as waveform
      where g > 0) r`;
}
