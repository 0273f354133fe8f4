import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressedAnswers, pickEncoding } from '../../server/http/compress';
import { startTestApp, type TestApp } from './support/harness';

/**
 * The built client is served precompressed and cached by its name: a content-hashed asset answers with
 * the .br or .gz the build wrote beside it, whichever Accept-Encoding allows, and is cached for a year;
 * index.html is revalidated on every use. JSON answers of 1 KB and more are compressed per request.
 */
const script = `export const screens = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `screen ${i}`))};\n`;
const hashedAsset = '/assets/catalog-page-Ab12Cd34.js';
const serviceWorker = 'const cacheName = "cueline-shell-1";\n';

/** A client build as Vite writes it: index.html, a hashed asset, and the asset's .br and .gz. */
function writeClient(dir: string) {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'sw.js'), serviceWorker);
  fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Cueline"}');
  const asset = path.join(dir, hashedAsset);
  fs.writeFileSync(asset, script);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
}

describe('static assets and compression', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cueline-client-'));
    writeClient(clientDir);
    t = await startTestApp('pglite', {}, { config: { clientDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends a hashed asset as brotli when the browser takes it, cached for a year', async () => {
    const response = await get(hashedAsset, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser that does not take brotli, and the plain file to one that takes neither', async () => {
    const gzipped = await get(hashedAsset, 'gzip, deflate');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    for (const plain of [await get(hashedAsset), await get(hashedAsset, 'identity')]) {
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(script);
    }
  });

  it('has the service worker and the web app manifest revalidated on every use, so a new build takes over', async () => {
    const worker = await get('/sw.js', 'gzip, br');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body).toBe(serviceWorker);

    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('has index.html revalidated on every use, served as a file and as any app route', async () => {
    for (const url of ['/index.html', '/auth/login', '/catalog/customer']) {
      const response = await get(url, 'gzip, br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('<div id="root">');
    }
  });

  it('compresses a JSON answer of 1 KB and more when the client accepts it', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const gzipped = await get('/api/docs/json', 'gzip');
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toMatch(/application\/json/);
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());

    const brotli = await get('/api/docs/json', 'gzip, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a JSON answer under 1 KB as it is', async () => {
    const health = await get('/api/health', 'gzip, br');
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual(expect.objectContaining({ status: expect.any(String) }));
  });
});

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('compressed answers kept by their text', () => {
  /** A JSON text of about 5 KB that differs from its neighbours only at `n`. */
  const answer = (n: number) =>
    JSON.stringify({ data: Array.from({ length: 400 }, (_, i) => `track ${i === 7 ? n : i}`), n });

  it('compresses a text once per encoding, and never hands one text the bytes of another', async () => {
    const kept = compressedAnswers();
    const first = await kept(answer(1), 'br');
    expect(await kept(answer(1), 'br')).toBe(first);
    const gzipped = await kept(answer(1), 'gzip');
    expect(zlib.gunzipSync(gzipped).toString()).toBe(answer(1));
    // The same length, other bytes.
    const second = await kept(answer(2), 'br');
    expect(answer(2)).toHaveLength(answer(1).length);
    expect(zlib.brotliDecompressSync(second).toString()).toBe(answer(2));
    expect(zlib.brotliDecompressSync(first).toString()).toBe(answer(1));
  });

  it('keeps the most recently sent answers and compresses older ones again', async () => {
    const kept = compressedAnswers();
    const first = await kept(answer(0), 'br');
    for (let n = 1; n <= 64; n += 1) await kept(answer(n), 'br');
    const again = await kept(answer(0), 'br');
    expect(again).not.toBe(first);
    expect(zlib.brotliDecompressSync(again).toString()).toBe(answer(0));
    const recent = await kept(answer(64), 'br');
    expect(await kept(answer(64), 'br')).toBe(recent);
  });
});
