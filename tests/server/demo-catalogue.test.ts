import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MPEGDecoder } from 'mpg123-decoder';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackFieldsSchema, trackQuerySchema } from '../../src/domain/catalog';
import { type AudioCache, createAudioCache } from '../../server/demo/audio/cache';
import { type AudioJob, renderJob } from '../../server/demo/audio/job';
import {
  demoAlbums,
  demoArtists,
  demoTracks,
  type DemoTrack,
  trackFieldsOf,
} from '../../server/demo/catalogue-data';
import { renderCover } from '../../server/demo/covers';
import { demoAccounts, demoOwnerEmails, seedDemo } from '../../server/demo/seed';
import { pieceSpecOf } from '../../server/demo/track-music';
import { decodeWav } from '../../server/media/audio-analysis';
import { createCatalogService } from '../../server/modules/catalog/catalog.service';
import { createLocalFileStorage } from '../../server/media/file-storage';
import { createAuthRepository } from '../../server/modules/auth/auth.repository';
import { startTestApp, type TestApp } from './support/harness';
import { expectDemoProjects } from './demo-projects';

const byTitle = (title: string): DemoTrack => demoTracks.find((track) => track.title === title)!;

async function decodeMp3(data: Uint8Array) {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const { channelData, samplesDecoded, sampleRate } = decoder.decode(data);
    return { channels: channelData.map((channel) => channel.slice(0, samplesDecoded)), sampleRate };
  } finally {
    decoder.free();
  }
}

function levels(channel: Float32Array) {
  let sum = 0;
  let peak = 0;
  for (const value of channel) {
    sum += value * value;
    peak = Math.max(peak, Math.abs(value));
  }
  return { rms: Math.sqrt(sum / channel.length), peak };
}

/** Pearson correlation of two equally long windows. */
function correlation(a: Float32Array, b: Float32Array): number {
  const n = Math.min(a.length, b.length);
  let ma = 0;
  let mb = 0;
  for (let i = 0; i < n; i++) {
    ma += a[i]!;
    mb += b[i]!;
  }
  ma /= n;
  mb /= n;
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < n; i++) {
    ab += (a[i]! - ma) * (b[i]! - mb);
    aa += (a[i]! - ma) ** 2;
    bb += (b[i]! - mb) ** 2;
  }
  return ab / Math.sqrt(aa * bb);
}

describe('the demo catalogue data', () => {
  it('has at least 40 tracks by 8 artists on 6 albums, every one valid upload fields', () => {
    expect(demoTracks.length).toBeGreaterThanOrEqual(40);
    expect(demoArtists.length).toBeGreaterThanOrEqual(8);
    expect(demoAlbums.length).toBeGreaterThanOrEqual(6);
    for (const track of demoTracks) {
      const parsed = trackFieldsSchema.safeParse(trackFieldsOf(track));
      expect(parsed.error?.issues ?? [], track.title).toEqual([]);
      const fields = parsed.data!;
      expect(fields.instrumental).toBe(track.vocalType === 'none');
      if (fields.instrumental) expect([fields.language, fields.lyrics]).toEqual([undefined, undefined]);
      expect(track.audio.seconds).toBeGreaterThanOrEqual(30);
      expect(track.audio.seconds).toBeLessThanOrEqual(90);
      expect(demoArtists.some((artist) => artist.name === track.artist)).toBe(true);
      if (track.album)
        expect(demoAlbums.find((album) => album.title === track.album)?.owner).toBe(track.owner);
    }
    expect(demoTracks.filter((track) => !track.album).length).toBeGreaterThanOrEqual(3);
  });

  it('gives every track a unique ISRC and spreads formats, versions, flags, languages and years', () => {
    const isrcs = demoTracks.map((track) => trackFieldsSchema.parse(trackFieldsOf(track)).isrc);
    expect(new Set(isrcs).size).toBe(demoTracks.length);
    const formats = demoTracks.map((track) => track.audio.format);
    expect(formats.filter((format) => format !== 'wav').length).toBeGreaterThan(demoTracks.length / 2);
    expect(formats.filter((format) => format === 'wav').length).toBeGreaterThanOrEqual(3);
    expect(formats.filter((format) => format === 'both').length).toBeGreaterThanOrEqual(2);
    expect(new Set(demoTracks.map((track) => track.version ?? 'original')).size).toBeGreaterThanOrEqual(6);
    expect(demoTracks.filter((track) => track.explicit).length).toBeGreaterThanOrEqual(3);
    expect(demoTracks.some((track) => track.language === 'ru' && /[а-я]/.test(track.lyrics ?? ''))).toBe(
      true,
    );
    expect(new Set(demoTracks.map((track) => track.releaseDate.slice(0, 4)))).toEqual(
      new Set(['2019', '2020', '2021', '2022', '2023', '2024', '2025']),
    );
    expect(byTitle('Midnight Harbour')).toBeDefined();
    expect(demoTracks.filter((track) => track.owner === 'owner').length).toBeGreaterThanOrEqual(12);
    expect(demoAlbums.filter((album) => album.owner === 'owner').length).toBeGreaterThanOrEqual(2);
  });
});

describe('the demo audio', () => {
  const jobOf = (title: string, files: AudioJob['files']): AudioJob => ({
    spec: pieceSpecOf(byTitle(title)),
    files,
  });

  it('renders mp3s that decode to 30–90 s of loud, unclipped and distinct music', async () => {
    const decoded = [];
    for (const title of ['Midnight Harbour', 'Velvet Hours']) {
      const { mp3 } = await renderJob(jobOf(title, 'mp3'));
      const audio = await decodeMp3(mp3!);
      const seconds = audio.channels[0]!.length / audio.sampleRate;
      expect(seconds).toBeGreaterThanOrEqual(30);
      expect(seconds).toBeLessThanOrEqual(90);
      for (const channel of audio.channels) {
        const { rms, peak } = levels(channel);
        expect(rms, title).toBeGreaterThan(0.05);
        expect(peak, title).toBeLessThan(0.999);
      }
      expect(correlation(audio.channels[0]!, audio.channels[1]!), 'stereo, not two copies').toBeLessThan(
        0.995,
      );
      decoded.push(audio.channels[0]!);
    }
    const [a, b] = decoded;
    const window = (x: Float32Array) => x.subarray(10 * 32000, 20 * 32000);
    expect(Math.abs(correlation(window(a!), window(b!)))).toBeLessThan(0.2);
  }, 120_000);

  it('renders a wav deterministically: the same spec gives the same bytes, another spec other sound', async () => {
    const first = (await renderJob(jobOf('Slow Light', 'wav'))).wav!;
    expect(Buffer.from((await renderJob(jobOf('Slow Light', 'wav'))).wav!).equals(Buffer.from(first))).toBe(
      true,
    );
    const audio = decodeWav(first);
    expect(audio.sampleRate).toBe(44100);
    expect(audio.channels[0]!.length / audio.sampleRate).toBe(byTitle('Slow Light').audio.seconds);
    const { rms, peak } = levels(audio.channels[0]!);
    expect(rms).toBeGreaterThan(0.05);
    expect(peak).toBeLessThan(0.999);
    const other = decodeWav((await renderJob(jobOf('Tidal Memory', 'wav'))).wav!);
    const window = (x: Float32Array) => x.subarray(5 * 44100, 15 * 44100);
    expect(Math.abs(correlation(window(audio.channels[0]!), window(other.channels[0]!)))).toBeLessThan(0.2);
  }, 120_000);
});

describe('the demo audio cache', () => {
  it('returns what was put for the same job only, and clears files of other synthesiser versions', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cueline-audio-cache-'));
    try {
      fs.mkdirSync(path.join(root, 'older-version'));
      const cache = createAudioCache(root);
      const job: AudioJob = { spec: pieceSpecOf(byTitle('Coastline Static')), files: 'both' };
      expect(await cache.get(job)).toBeNull();
      await cache.put(job, { mp3: new Uint8Array([1, 2, 3]), wav: new Uint8Array([4, 5]) });
      expect(await createAudioCache(root).get(job)).toEqual({
        mp3: new Uint8Array([1, 2, 3]),
        wav: new Uint8Array([4, 5]),
      });
      expect(await cache.get({ ...job, files: 'mp3', spec: { ...job.spec, bpm: 125 } })).toBeNull();
      expect(fs.readdirSync(root)).toHaveLength(1);
      expect(fs.readdirSync(root)).not.toContain('older-version');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the demo covers', () => {
  it('are 600×600 png or jpg images, distinct per seed', async () => {
    const covers = await Promise.all([
      renderCover('album:Neon Tide', 'png'),
      renderCover('album:White Nights', 'jpg'),
      renderCover('single:Pixel Rain', 'png'),
    ]);
    const stats = [];
    for (const [index, cover] of covers.entries()) {
      const meta = await sharp(cover).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([600, 600, index === 1 ? 'jpeg' : 'png']);
      const { channels } = await sharp(cover).stats();
      stats.push(channels.slice(0, 3).map((channel) => Math.round(channel.mean)));
    }
    expect(new Set(stats.map((means) => means.join())).size).toBe(3);
    expect((await renderCover('album:Neon Tide', 'png')).equals(covers[0]!)).toBe(true);
  });
});

/**
 * The audio cache of the seed below: a folder under the repository's .tmp/, kept between runs like the
 * migrated database (tests/server/support/global-setup.ts), so that a run renders the demo audio only when
 * the synthesiser changed. It never answers for the shortest track, so every run still renders one track on
 * the seed's worker pool and stores it through the cache.
 */
function seedAudioCache() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.tmp/demo-audio');
  const cache = createAudioCache(root);
  const shortest = [...demoTracks].sort((a, b) => a.audio.seconds - b.audio.seconds)[0]!;
  const isShortest = (job: AudioJob) => JSON.stringify(job.spec) === JSON.stringify(pieceSpecOf(shortest));
  const stored: AudioJob[] = [];
  const seedCache: AudioCache = {
    get: (job) => (isShortest(job) ? Promise.resolve(null) : cache.get(job)),
    async put(job, result) {
      stored.push(job);
      await cache.put(job, result);
    },
  };
  return { seedCache, renderedShortest: () => stored.some(isShortest) };
}

describe('seedDemo with a data directory', () => {
  let t: TestApp;
  const log: string[] = [];
  const { seedCache, renderedShortest } = seedAudioCache();
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates the catalogue once, split between the demo owner and the label; a second run creates nothing', async () => {
    const seed = () =>
      seedDemo({
        database: t.database,
        dataDir: t.config.dataDir,
        log: (m) => log.push(m),
        audioCache: seedCache,
      });
    await seed();
    expect(renderedShortest(), 'the worker pool rendered the track the cache withheld').toBe(true);
    const catalog = createCatalogService({
      db: t.database.db,
      storage: createLocalFileStorage(`${t.config.dataDir}/files`),
      now: () => new Date(),
    });
    const accounts = createAuthRepository(t.database.db);
    const owner = (await accounts.findUserByEmail(demoOwnerEmails.owner))!.id;
    const label = (await accounts.findUserByEmail(demoOwnerEmails.label))!.id;
    const mine = (userId: string) =>
      catalog.searchTracks(userId, trackQuerySchema.parse({ owner: 'me', limit: 100 }));
    const ownerTracks = await mine(owner);
    const labelTracks = await mine(label);
    expect(ownerTracks.total).toBe(demoTracks.filter((track) => track.owner === 'owner').length);
    expect(ownerTracks.total + labelTracks.total).toBe(demoTracks.length);
    const albums = await catalog.listAlbums(owner, { page: 1, limit: 100, owner: 'me', sort: 'title' });
    expect(albums.total).toBeGreaterThanOrEqual(2);
    expect(albums.data.every((album) => album.coverImageUrl !== null)).toBe(true);

    const harbour = ownerTracks.data.find((track) => track.title === 'Midnight Harbour')!;
    expect(harbour).toMatchObject({
      bpm: 104,
      tempo: 'Andante',
      instrumental: true,
      album: { title: 'Neon Tide' },
    });
    expect(harbour.technicalData.duration).toBeGreaterThanOrEqual(30);
    expect(harbour.waveform.some((value) => value > 0.5)).toBe(true);
    const audio = await t.app.inject({ method: 'GET', url: harbour.cloudUrl });
    expect([audio.statusCode, audio.headers['content-type']]).toEqual([200, 'audio/mpeg']);
    const both = [...ownerTracks.data, ...labelTracks.data].filter(
      (track) => track.cloudUrlWav !== null && track.cloudUrl.endsWith('.mp3'),
    );
    expect(both.length).toBe(demoTracks.filter((track) => track.audio.format === 'both').length);
    const artist = await catalog.getArtist(harbour.mainArtist.id);
    expect(artist.bio).toContain('synthwave');

    await seed();
    expect((await mine(owner)).total).toBe(ownerTracks.total);
    expect((await mine(label)).total).toBe(labelTracks.total);
    expect(log[0]).toBe(`demo data: ${demoAccounts.length} demo account(s) created`);
    const counts =
      /^demo data: catalogue of (\d+) tracks and \d+ albums in [\d.]+ s \((\d+) rendered, (\d+) from the audio cache\)$/.exec(
        log[1]!,
      );
    expect(counts, log[1]).not.toBeNull();
    const [tracks, rendered, cached] = counts!.slice(1).map(Number) as [number, number, number];
    expect([tracks, rendered + cached]).toEqual([demoTracks.length, demoTracks.length]);
    expect(rendered).toBeGreaterThanOrEqual(1);
    expect(log[2]).toBe('demo data: 2 customer projects');
    expect(log[3]).toBe('demo data: 3 contract(s)');
    expect(log[4]).toMatch(/^demo data: \d+ plays for the statistics$/);
    expect(log.slice(5)).toEqual([
      'demo data: 0 demo account(s) created',
      'demo data: catalogue already present',
      'demo data: customer projects already present',
      'demo data: plays already present',
    ]);
    expect(fs.readdirSync(`${t.config.dataDir}/files/audio`).length).toBe(demoTracks.length + both.length);
    await expectDemoProjects(t, owner);
  }, 900_000);
});
