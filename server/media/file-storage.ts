import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

export type StorageFolder = 'audio' | 'covers';

/** Extensions each folder may hold; a key with any other is never looked up. */
const storageExtensions: Record<StorageFolder, readonly string[]> = {
  audio: ['mp3', 'wav', 'ogg', 'flac'],
  covers: ['jpg', 'png', 'webp'],
};

/** `folder/<32 hex>.<ext>`: the only shape of key that ever reaches the file system. */
const keyPattern = new RegExp(
  `^(?:${Object.entries(storageExtensions)
    .map(([folder, exts]) => `${folder}/[a-f0-9]{32}\\.(?:${exts.join('|')})`)
    .join('|')})$`,
);

export const isStorageKey = (key: string) => keyPattern.test(key);

/** An inclusive byte range, as in `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Uploaded and generated files (audio, covers) under random, content-unique keys. Keys that do not match
 * the key pattern behave as missing files.
 */
export interface FileStorage {
  /** Stores `data` under a new key like `audio/<32 hex>.mp3` and returns the key. */
  put(folder: StorageFolder, ext: string, data: Uint8Array): Promise<string>;
  stat(key: string): Promise<{ size: number; mtimeMs: number } | null>;
  read(key: string): Promise<Buffer | null>;
  /** The file's bytes, or only `range` of them; a missing file makes the stream fail with ENOENT. */
  stream(key: string, range?: ByteRange): NodeJS.ReadableStream;
  remove(key: string): Promise<void>;
}

function missing(key: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(`ENOENT: no stored file ${JSON.stringify(key)}`);
  error.code = 'ENOENT';
  return error;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** Files on the local disk under `root` (the app uses `DATA_DIR/files`). */
export function createLocalFileStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const pathOf = (key: string): string | null => {
    if (!keyPattern.test(key)) return null;
    const file = path.resolve(base, key);
    return file.startsWith(base + path.sep) ? file : null;
  };

  return {
    async put(folder, ext, data) {
      const key = `${folder}/${crypto.randomBytes(16).toString('hex')}.${ext}`;
      const file = pathOf(key);
      if (!file) throw new Error(`cannot store .${ext} files in ${folder}`);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      await fsp.writeFile(partial, data, { flag: 'wx' });
      await fsp.rename(partial, file);
      return key;
    },
    async stat(key) {
      const file = pathOf(key);
      if (!file) return null;
      try {
        const stats = await fsp.stat(file);
        return stats.isFile() ? { size: stats.size, mtimeMs: stats.mtimeMs } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key) {
      const file = pathOf(key);
      if (!file) return null;
      try {
        return await fsp.readFile(file);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    stream(key, range) {
      const file = pathOf(key);
      if (!file) {
        return new Readable({
          read() {
            this.destroy(missing(key));
          },
        });
      }
      return fs.createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
    async remove(key) {
      const file = pathOf(key);
      if (file) await fsp.rm(file, { force: true });
    },
  };
}
