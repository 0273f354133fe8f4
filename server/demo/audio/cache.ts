import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AudioJob, type AudioResult, audioFormat } from './job';

/**
 * Rendered demo audio kept between starts. Rendering is deterministic, so a file is keyed by the job, the
 * output format and the synthesiser's own source: any change to the code or the spec renders anew.
 */
export interface AudioCache {
  get(job: AudioJob): Promise<AudioResult | null>;
  put(job: AudioJob, result: AudioResult): Promise<void>;
}

const defaultAudioCacheDir = () => path.join(os.tmpdir(), 'cueline-demo-audio');

/** Modules that move work around without shaping the sound. */
const plumbing = new Set(['cache.ts', 'pool.ts', 'worker.ts', 'worker-boot.mjs']);

function synthVersion(): string {
  const dir = path.dirname(fileURLToPath(import.meta.url));
  const hash = crypto.createHash('sha256');
  const sources = fs.readdirSync(dir).filter((file) => file.endsWith('.ts') && !plumbing.has(file));
  for (const name of sources.sort()) hash.update(name).update(fs.readFileSync(path.join(dir, name)));
  return hash.digest('hex');
}

const extensions = (job: AudioJob): ('mp3' | 'wav')[] =>
  job.files === 'both' ? ['mp3', 'wav'] : [job.files];

/** Removes what earlier versions of the synthesiser left in the cache folder. */
async function pruneOtherVersions(root: string, current: string): Promise<void> {
  const entries = await fsp.readdir(root).catch(() => [] as string[]);
  await Promise.all(
    entries
      .filter((name) => name !== current)
      .map((name) => fsp.rm(path.join(root, name), { recursive: true, force: true })),
  );
}

/** Files live in `root/<synthesiser version>/`; the first write of a version removes the others. */
export function createAudioCache(root = defaultAudioCacheDir()): AudioCache {
  const version = synthVersion().slice(0, 16);
  const dir = path.join(root, version);
  const keyOf = (job: AudioJob) =>
    crypto.createHash('sha256').update(JSON.stringify({ job, audioFormat })).digest('hex').slice(0, 40);
  let pruned = false;
  return {
    async get(job) {
      const key = keyOf(job);
      const result: AudioResult = {};
      for (const ext of extensions(job)) {
        try {
          result[ext] = new Uint8Array(await fsp.readFile(path.join(dir, `${key}.${ext}`)));
        } catch {
          return null;
        }
      }
      return result;
    },
    async put(job, result) {
      const key = keyOf(job);
      try {
        if (!pruned) {
          pruned = true;
          await pruneOtherVersions(root, version);
        }
        await fsp.mkdir(dir, { recursive: true });
        for (const ext of extensions(job)) {
          const data = result[ext];
          if (!data) continue;
          const file = path.join(dir, `${key}.${ext}`);
          const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.partial`;
          await fsp.writeFile(partial, data);
          await fsp.rename(partial, file);
        }
      } catch {
        // A cache that cannot be written only costs the next start the rendering time.
      }
    },
  };
}
