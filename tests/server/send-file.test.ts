import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from '../../server/http/errors';
import { sendStoredFile } from '../../server/http/send-file';
import { createLocalFileStorage, type FileStorage } from '../../server/media/file-storage';

let root: string;
let storage: FileStorage;
let app: FastifyInstance;
let key: string;
let streamsOpened = 0;
const content = crypto.randomBytes(10_000);

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cueline-files-'));
  storage = createLocalFileStorage(path.join(root, 'files'));
  fs.writeFileSync(path.join(root, 'secret.mp3'), 'outside the storage root');
  key = await storage.put('audio', 'mp3', content);
  app = Fastify({ logger: false });
  installErrorHandler(app);
  const counting: FileStorage = {
    ...storage,
    stream: (...args) => {
      streamsOpened++;
      return storage.stream(...args);
    },
  };
  app.get<{ Params: { '*': string }; Querystring: { download?: string } }>('/files/*', (request, reply) =>
    sendStoredFile(request, reply, counting, request.params['*'], {
      contentType: 'audio/mpeg',
      ...(request.query.download ? { downloadName: request.query.download } : {}),
    }),
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (headers: Record<string, string> = {}, url = `/files/${key}`) =>
  app.inject({ method: 'GET', url, headers });

describe('local file storage', () => {
  it('stores under a random key of the folder and extension, and reads it back', async () => {
    expect(key).toMatch(/^audio\/[a-f0-9]{32}\.mp3$/);
    expect(await storage.read(key)).toEqual(content);
    expect(await storage.stat(key)).toMatchObject({ size: content.length });
    const other = await storage.put('audio', 'mp3', content);
    expect(other).not.toBe(key);
    await storage.remove(other);
    expect(await storage.stat(other)).toBeNull();
    expect(await storage.read(other)).toBeNull();
  });

  it('refuses extensions the folder does not hold', async () => {
    await expect(storage.put('audio', 'exe', content)).rejects.toThrow();
    await expect(storage.put('covers', 'mp3', content)).rejects.toThrow();
    await expect(storage.put('audio', 'mp3/../../x', content)).rejects.toThrow();
  });

  it('treats keys outside the pattern as missing, even when a file is there', async () => {
    for (const bad of [
      '../secret.mp3',
      'audio/../../secret.mp3',
      `/${key}`,
      key.toUpperCase(),
      `${key}.partial`,
      'audio',
    ]) {
      expect(await storage.stat(bad)).toBeNull();
      expect(await storage.read(bad)).toBeNull();
    }
    await storage.remove('../secret.mp3');
    expect(fs.existsSync(path.join(root, 'secret.mp3'))).toBe(true);
  });

  it('streams a byte range, and fails the stream of an invalid key', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of storage.stream(key, { start: 10, end: 19 })) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(content.subarray(10, 20));
    const consume = async () => {
      for await (const _chunk of storage.stream('../secret.mp3'));
    };
    await expect(consume()).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('sendStoredFile', () => {
  it('answers the whole file with its type, validators and long caching', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(content);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['content-length']).toBe(String(content.length));
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(response.headers['content-disposition']).toBeUndefined();
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=9990-', 9990, 9999],
    ['bytes=-10', 9990, 9999],
    ['bytes=5000-5000', 5000, 5000],
    ['bytes=9000-20000', 9000, 9999],
    ['bytes=-20000', 0, 9999],
  ])('answers Range %s with 206 and exactly that slice', async (range, start, end) => {
    const response = await get({ range });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${content.length}`);
    expect(response.headers['content-length']).toBe(String(end - start + 1));
    expect(response.rawPayload).toEqual(content.subarray(start, end + 1));
  });

  it.each(['bytes=10000-', 'bytes=20000-30000', 'bytes=-0'])(
    'answers unsatisfiable %s with 416',
    async (range) => {
      const response = await get({ range });
      expect(response.statusCode).toBe(416);
      expect(response.headers['content-range']).toBe(`bytes */${content.length}`);
      expect(response.rawPayload).toHaveLength(0);
    },
  );

  it.each(['bytes=0-9, 20-29', 'items=0-9', 'bytes=50-10', 'bytes=abc'])(
    'answers %s with the whole file',
    async (range) => {
      const response = await get({ range });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(content);
    },
  );

  it('answers If-None-Match with the current ETag with 304 and no body', async () => {
    const { etag } = (await get()).headers;
    for (const ifNoneMatch of [String(etag), `"stale", ${etag}`, `W/${etag}`, '*']) {
      const response = await get({ 'if-none-match': ifNoneMatch });
      expect(response.statusCode).toBe(304);
      expect(response.rawPayload).toHaveLength(0);
      expect(response.headers.etag).toBe(etag);
    }
    expect((await get({ 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('honours Range only while If-Range still names the current ETag', async () => {
    const { etag } = (await get()).headers;
    const fresh = await get({ range: 'bytes=0-9', 'if-range': String(etag) });
    expect(fresh.statusCode).toBe(206);
    expect(fresh.rawPayload).toEqual(content.subarray(0, 10));
    const stale = await get({ range: 'bytes=0-9', 'if-range': '"0-0"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload).toEqual(content);
  });

  it('answers HEAD with the headers of GET and no body, without reading the file', async () => {
    const opened = streamsOpened;
    const full = await app.inject({ method: 'HEAD', url: `/files/${key}` });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-length']).toBe(String(content.length));
    expect(full.headers['content-type']).toBe('audio/mpeg');
    expect(full.rawPayload).toHaveLength(0);
    const partial = await app.inject({
      method: 'HEAD',
      url: `/files/${key}`,
      headers: { range: 'bytes=100-199' },
    });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 100-199/${content.length}`);
    expect(partial.headers['content-length']).toBe('100');
    expect(partial.rawPayload).toHaveLength(0);
    expect(streamsOpened).toBe(opened);
  });

  it('offers a download under its name, safely quoted', async () => {
    const name = 'Night "Drive" – final.mp3';
    const response = await get({}, `/files/${key}?download=${encodeURIComponent(name)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Night _Drive_ _ final.mp3"; filename*=UTF-8''Night%20%22Drive%22%20%E2%80%93%20final.mp3`,
    );
  });

  it('answers a missing key with the JSON 404 of the API', async () => {
    const response = await get({}, `/files/audio/${'0'.repeat(32)}.mp3`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('refuses keys that try to leave the storage root', async () => {
    for (const url of [
      '/files/..%2Fsecret.mp3',
      '/files/audio/..%2F..%2Fsecret.mp3',
      '/files/%2E%2E/secret.mp3',
    ]) {
      const response = await get({}, url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('outside the storage root');
    }
  });
});
