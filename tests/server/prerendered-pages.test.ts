import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/harness';

/**
 * Which HTML each path gets (docs/decisions/0024-prerendered-sign-in.md): the sign-in pages the build drew
 * ahead (scripts/prerender-plugin.ts) for their own paths, in the variant with the demo accounts only on a
 * demo server; index.html for every other path.
 */
const indexHtml = '<!doctype html><div id="root"></div>';
// Long enough to be worth compressing, as the real pages (they carry their styles) are.
const page = (name: string) => `<!doctype html><div id="root" data-prerendered="">${name.repeat(200)}</div>`;
const pages = {
  'en/auth/login.html': page('login '),
  'en/auth/login.demo.html': page('login with demo accounts '),
  'en/admin/login.html': page('admin login '),
  'en/admin/login.demo.html': page('admin login on a demo server '),
  'ru/auth/login.html': page('вход '),
  'ru/auth/login.demo.html': page('вход с демо-аккаунтами '),
  'ru/admin/login.html': page('вход администратора '),
  'ru/admin/login.demo.html': page('вход администратора на демо-сервере '),
};

/** A client build with the prerendered pages and the .br and .gz the build writes beside each. */
function writeClient(dir: string) {
  fs.writeFileSync(path.join(dir, 'index.html'), indexHtml);
  for (const [file, html] of Object.entries(pages)) {
    const full = path.join(dir, 'prerendered', file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, html);
    fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(html));
    fs.writeFileSync(`${full}.gz`, zlib.gzipSync(html));
  }
}

describe('prerendered sign-in pages', () => {
  let clientDir: string;
  let plain: TestApp;
  let demo: TestApp;
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cueline-client-'));
    writeClient(clientDir);
    plain = await startTestApp('pglite', {}, { config: { clientDir, demo: false } });
    demo = await startTestApp('pglite', {}, { config: { clientDir, demo: true } });
  });
  afterAll(async () => {
    await plain?.close();
    await demo?.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (t: TestApp, url: string, acceptEncoding?: string, acceptLanguage?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: {
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
        ...(acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage }),
      },
    });

  it('sends each sign-in path its own page, with or without a query, revalidated on every use', async () => {
    for (const [url, expected] of [
      ['/auth/login', pages['en/auth/login.html']],
      ['/auth/login?next=%2Fcatalog%2Fcustomer', pages['en/auth/login.html']],
      ['/admin/login', pages['en/admin/login.html']],
    ] as const) {
      const response = await get(plain, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(expected);
    }
  });

  it('sends the variant with the demo accounts only when the demo is on', async () => {
    expect((await get(demo, '/auth/login')).body).toBe(pages['en/auth/login.demo.html']);
    expect((await get(demo, '/admin/login')).body).toBe(pages['en/admin/login.demo.html']);
    expect((await get(plain, '/auth/login')).body).not.toContain('demo');
  });

  it('sends the page drawn in the language Accept-Language asks for, English by default', async () => {
    const ru = await get(plain, '/auth/login', undefined, 'ru-RU,ru;q=0.9,en;q=0.8');
    expect(ru.body).toBe(pages['ru/auth/login.html']);
    expect(ru.headers.vary).toMatch(/accept-language/i);
    expect(ru.headers.vary).toMatch(/accept-encoding/i);
    expect((await get(demo, '/admin/login', undefined, 'ru')).body).toBe(pages['ru/admin/login.demo.html']);
    expect((await get(plain, '/auth/login', undefined, 'en-GB,ru;q=0.5')).body).toBe(
      pages['en/auth/login.html'],
    );
    expect((await get(plain, '/auth/login', undefined, 'de-DE,fr;q=0.9')).body).toBe(
      pages['en/auth/login.html'],
    );

    const compressed = await get(plain, '/auth/login', 'br', 'ru');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(pages['ru/auth/login.html']);
  });

  it('sends every other path index.html', async () => {
    for (const url of ['/', '/catalog/customer', '/auth/signup', '/auth/login/extra', '/auth']) {
      const response = await get(demo, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(indexHtml);
    }
  });

  it('sends a page as the build compressed it, by Accept-Encoding', async () => {
    const br = await get(plain, '/auth/login', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(pages['en/auth/login.html']);

    const gzip = await get(plain, '/auth/login', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(pages['en/auth/login.html']);

    const identity = await get(plain, '/auth/login', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(pages['en/auth/login.html']);
  });
});
