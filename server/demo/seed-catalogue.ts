import path from 'node:path';
import {
  albumFieldsSchema,
  artistFieldsSchema,
  type ArtistRef,
  trackFieldsSchema,
  trackQuerySchema,
} from '../../src/domain/catalog';
import type { Database } from '../db/client';
import { createLocalFileStorage } from '../media/file-storage';
import { type CatalogService, createCatalogService } from '../modules/catalog/index';
import type { AudioCache } from './audio/cache';
import type { AudioJob, AudioResult } from './audio/job';
import { type AudioPool, createAudioPool } from './audio/pool';
import {
  albumFieldsOf,
  demoAlbums,
  demoArtists,
  type DemoOwner,
  demoTracks,
  type DemoTrack,
  trackFieldsOf,
} from './catalogue-data';
import { renderCover } from './covers';
import { pieceSpecOf } from './track-music';

interface CatalogueSeedDeps {
  database: Database;
  /** Files go to `dataDir/files`, where the app serves them from. */
  dataDir: string;
  log: (message: string) => void;
  now?: () => Date;
  /** Rendered audio kept between starts; null renders every file. */
  cache: AudioCache | null;
  /** Worker threads rendering audio. */
  workers?: number;
}

interface CatalogueSeedResult {
  tracks: number;
  albums: number;
  rendered: number;
  cached: number;
  seconds: number;
}

/** Albums and tracks of the label first: it names Pixelmoth, whom a demo owner's remix features. */
const byOwner = <T extends { owner: DemoOwner }>(list: T[]) => [
  ...list.filter((item) => item.owner === 'label'),
  ...list.filter((item) => item.owner === 'owner'),
];

const jobOf = (track: DemoTrack): AudioJob => ({ spec: pieceSpecOf(track), files: track.audio.format });

/** Starts every track's audio: from the cache when it holds it, else on the worker pool (then cached). */
function startAudio(
  tracks: DemoTrack[],
  deps: CatalogueSeedDeps,
  counts: { rendered: number; cached: number },
) {
  let pool: AudioPool | null = null;
  const results = tracks.map(async (track): Promise<AudioResult> => {
    const job = jobOf(track);
    const cached = await deps.cache?.get(job);
    if (cached) {
      counts.cached += 1;
      return cached;
    }
    pool ??= createAudioPool(deps.workers ?? 2);
    const result = await pool.render(job);
    counts.rendered += 1;
    await deps.cache?.put(job, result);
    return result;
  });
  results.forEach((result) => result.catch(() => undefined));
  return {
    results,
    async close() {
      await pool?.close();
    },
  };
}

async function hasCatalogue(catalog: CatalogService, owners: Record<DemoOwner, string>): Promise<boolean> {
  const query = trackQuerySchema.parse({ owner: 'me', limit: 1 });
  for (const ownerId of Object.values(owners))
    if ((await catalog.searchTracks(ownerId, query)).total > 0) return true;
  return false;
}

async function seedAlbums(
  catalog: CatalogService,
  owners: Record<DemoOwner, string>,
  artistIds: Map<string, string>,
) {
  const covers = new Map<string, Buffer>();
  for (const album of byOwner(demoAlbums)) {
    const cover = await renderCover(`album:${album.title}`, album.cover);
    const created = await catalog.createAlbum(
      owners[album.owner],
      albumFieldsSchema.parse(albumFieldsOf(album)),
      cover,
    );
    artistIds.set(created.artist.name, created.artist.id);
    covers.set(album.title, cover);
  }
  return covers;
}

async function seedArtists(
  catalog: CatalogService,
  owners: Record<DemoOwner, string>,
  artistIds: Map<string, string>,
) {
  for (const artist of demoArtists) {
    const id = artistIds.get(artist.name);
    if (!id) throw new Error(`demo artist ${artist.name} was never created`);
    await catalog.updateArtist(
      owners[artist.owner],
      id,
      artistFieldsSchema.parse({ bio: artist.bio, website: artist.website }),
    );
  }
}

/**
 * Creates the demo catalogue through the catalogue service: albums with generated covers, tracks with
 * generated audio (rendered on worker threads while earlier tracks are stored), then the artists' bios.
 * Does nothing when either demo owner already has tracks.
 */
export async function seedCatalogue(
  deps: CatalogueSeedDeps,
  owners: Record<DemoOwner, string>,
): Promise<CatalogueSeedResult | null> {
  const started = performance.now();
  const storage = createLocalFileStorage(path.join(deps.dataDir, 'files'));
  const catalog = createCatalogService({
    db: deps.database.db,
    storage,
    now: deps.now ?? (() => new Date()),
  });
  if (await hasCatalogue(catalog, owners)) return null;
  const tracks = byOwner(demoTracks);
  const counts = { rendered: 0, cached: 0 };
  const audio = startAudio(tracks, deps, counts);
  try {
    const artistIds = new Map<string, string>();
    const albumCovers = await seedAlbums(catalog, owners, artistIds);
    for (const [index, track] of tracks.entries()) {
      const { mp3, wav } = await audio.results[index]!;
      const cover =
        (track.album && albumCovers.get(track.album)) ||
        (await renderCover(`single:${track.title}`, index % 2 ? 'jpg' : 'png'));
      const files = mp3 ? { audio: mp3, audioWav: wav, cover } : { audio: wav!, cover };
      const created = await catalog.createTrack(
        owners[track.owner],
        trackFieldsSchema.parse(trackFieldsOf(track)),
        files,
      );
      for (const artist of [created.mainArtist, ...created.artists] as ArtistRef[])
        if (!artistIds.has(artist.name)) artistIds.set(artist.name, artist.id);
    }
    await seedArtists(catalog, owners, artistIds);
  } finally {
    await audio.close();
  }
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  return { tracks: tracks.length, albums: demoAlbums.length, ...counts, seconds };
}
