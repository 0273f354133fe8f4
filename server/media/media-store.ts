import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { imageExtension, type ImageKind } from './image-type';

const AVATAR_SIZE = 512;
/** Stored media names: random hex plus an extension; anything else is never looked up on disk. */
const fileNamePattern = /^[a-f0-9]{32}\.(png|jpg)$/;

const contentTypes: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg' };

export interface StoredImage {
  file: string;
  url: string;
  width: number;
  height: number;
}

/** Files under DATA_DIR/media, served at /api/media/<file>; private files (feedback) under other folders. */
export interface MediaStore {
  saveAvatar(data: Buffer, kind: ImageKind): Promise<StoredImage>;
  savePrivate(folder: string, data: Buffer, kind: ImageKind): Promise<string>;
  read(file: string): Promise<{ data: Buffer; contentType: string } | null>;
  remove(file: string): Promise<void>;
}

const mediaUrl = (file: string) => `/api/media/${file}`;

/** The file name of a stored media URL, or null when the URL is not one of ours. */
export function mediaFileOf(url: string): string | null {
  const file = url.startsWith('/api/media/') ? url.slice('/api/media/'.length) : '';
  return fileNamePattern.test(file) ? file : null;
}

export function createMediaStore(dataDir: string): MediaStore {
  const mediaDir = path.join(dataDir, 'media');
  const newName = (kind: ImageKind) => `${crypto.randomBytes(16).toString('hex')}.${imageExtension[kind]}`;
  return {
    async saveAvatar(data, kind) {
      const image = sharp(data, { failOn: 'error' })
        .rotate()
        .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' });
      const output =
        kind === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 85 }).toBuffer();
      const file = newName(kind);
      await fs.mkdir(mediaDir, { recursive: true });
      await fs.writeFile(path.join(mediaDir, file), output);
      return { file, url: mediaUrl(file), width: AVATAR_SIZE, height: AVATAR_SIZE };
    },
    async savePrivate(folder, data, kind) {
      const dir = path.join(dataDir, folder);
      const file = newName(kind);
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, file), data);
      return file;
    },
    async read(file) {
      if (!fileNamePattern.test(file)) return null;
      try {
        const data = await fs.readFile(path.join(mediaDir, file));
        return { data, contentType: contentTypes[path.extname(file).slice(1)] ?? 'application/octet-stream' };
      } catch {
        return null;
      }
    },
    async remove(file) {
      if (fileNamePattern.test(file)) await fs.rm(path.join(mediaDir, file), { force: true });
    },
  };
}
