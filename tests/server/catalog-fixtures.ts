import crypto from 'node:crypto';
import sharp from 'sharp';
import type { TrackApi } from '../../src/domain/catalog';
import type { App } from '../../server/app';
import type { TestUser } from './sync-fixtures';
import { int16ToFloat, testMp3 } from '../support/mp3';

const SAMPLE_RATE = 44_100;

function sineSamples(seconds: number, frequency: number): Int16Array {
  return Int16Array.from({ length: Math.round(seconds * SAMPLE_RATE) }, (_, i) =>
    Math.round(12_000 * Math.sin((2 * Math.PI * frequency * i) / SAMPLE_RATE)),
  );
}

/** A mono 128 kbit/s mp3 of a sine. */
export async function sineMp3(seconds = 2, frequency = 440): Promise<Buffer> {
  return Buffer.from(await testMp3([int16ToFloat(sineSamples(seconds, frequency))], SAMPLE_RATE));
}

/** A 16-bit mono PCM wav of a sine, written byte by byte. */
export function sineWav(seconds = 1, frequency = 330): Buffer {
  const samples = sineSamples(seconds, frequency);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples.length * 2, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples.length * 2, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)]);
}

/** A png of one colour. */
export const coverPng = (width = 800, height = 500) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();

export interface FilePart {
  name: string;
  filename: string;
  data: Buffer;
  type?: string;
}

/** A multipart/form-data body: `fields` entries in order (repeat a name for arrays), then the files. */
export function multipart(fields: [string, string][], files: FilePart[] = []) {
  const boundary = `----cueline${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of fields)
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`;
    parts.push(Buffer.from(head), file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/track/create as `user` (owner profile unless `role` says otherwise). */
export async function uploadTrack(
  app: App,
  user: TestUser | null,
  fields: [string, string][],
  files: FilePart[],
  role = 'owner',
) {
  const body = multipart(fields, files);
  const auth = user ? { cookie: user.cookie } : {};
  return app.inject({
    method: 'POST',
    url: '/api/track/create',
    payload: body.payload,
    headers: { ...body.headers, ...auth, 'x-user-profile': role },
  });
}

/** Uploads a track with the given fields and a short mp3; fails the test when the upload is refused. */
export async function createTrack(
  app: App,
  owner: TestUser,
  fields: [string, string][],
  audio?: Buffer,
): Promise<TrackApi> {
  audio ??= await sharedMp3();
  const res = await uploadTrack(app, owner, fields, [{ name: 'audio', filename: 'a.mp3', data: audio }]);
  if (res.statusCode !== 201) throw new Error(`upload refused: ${res.statusCode} ${res.body}`);
  return res.json() as TrackApi;
}

let mp3: Promise<Buffer> | null = null;
/** One short mp3 reused by every fixture track (encoding is the slow part). */
export function sharedMp3(): Promise<Buffer> {
  mp3 ??= sineMp3(1);
  return mp3;
}

/**
 * The five tracks the search suite (catalog-search.test.ts) looks through: owner A's three and owner B's two,
 * chosen so that typos, prefixes, artists, lyrics and every chip group have something to find.
 */
export const searchedTracks: { owner: 'A' | 'B'; seconds: number; fields: [string, string][] }[] = [
  {
    owner: 'A',
    seconds: 1,
    fields: [
      ['title', 'Midnight Harbour'],
      ['mainArtist', 'Sea Lights'],
      ['album', 'Night Tides'],
      ['genres[]', 'ambient'],
      ['genres[]', 'cinematic'],
      ['moods[]', 'calm'],
      ['moods[]', 'dreamy'],
      ['tempo', 'Andante'],
      ['lyrics', 'waves crash against the lighthouse'],
    ],
  },
  {
    owner: 'A',
    seconds: 2,
    fields: [
      ['title', 'Electric Dawn'],
      ['mainArtist', 'Neon Avenue'],
      ['genres[]', 'electronic'],
      ['genres[]', 'synthwave'],
      ['moods[]', 'energetic'],
      ['tempo', 'Allegro'],
      ['explicit', 'true'],
    ],
  },
  {
    owner: 'A',
    seconds: 3,
    fields: [
      ['title', 'Harbor Lights'],
      ['mainArtist', 'Anna Vale'],
      ['artists[]', 'Sea Lights'],
      ['genres[]', 'ambient'],
      ['moods[]', 'melancholic'],
      ['tempo', 'Adagio'],
      ['instrumental', 'true'],
    ],
  },
  {
    owner: 'B',
    seconds: 1,
    fields: [
      ['title', 'Rainy Streets'],
      ['mainArtist', 'neon avenue'],
      ['genres[]', 'lo-fi'],
      ['genres[]', 'hip-hop'],
      ['moods[]', 'calm'],
      ['tags[]', 'rain'],
      ['tempo', 'Andante'],
    ],
  },
  {
    owner: 'B',
    seconds: 1,
    fields: [
      ['title', 'Golden Hour'],
      ['mainArtist', 'Sea Lights'],
      ['genres[]', 'pop'],
      ['moods[]', 'happy'],
      ['version', 'remix'],
      ['releaseDate', '2024-05-01'],
    ],
  },
];
