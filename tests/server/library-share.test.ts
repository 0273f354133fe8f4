import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { PlaylistApi, SharedPlaylistApi, ShareLink } from '../../src/domain/library';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';
import { createTrack } from './library-fixtures';

function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer; type: string }) {
  const boundary = '----cueline-library-test';
  const parts = Object.entries(fields).map(
    ([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
  );
  const chunks: Buffer[] = parts.map((part) => Buffer.from(part));
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="cover"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(databaseTargets)('playlist covers and share links on %s', (target) => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let playlist: PlaylistApi;
  let trackId: string;

  const call = (
    user: TestUser | null,
    method: 'GET' | 'PATCH' | 'DELETE' | 'POST',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: user ? user.headers() : {},
      ...(payload ? { payload } : {}),
    });
  const shared = (token: string) =>
    t.app.inject({ method: 'GET', url: `/api/playlist/info-share?token=${encodeURIComponent(token)}` });

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    alice = await createTestUser(t.database);
    bob = await createTestUser(t.database);
    const owner = await createTestUser(t.database, ['owner']);
    trackId = (await createTrack(t.database, owner.id, 'Shared song')).id;
    playlist = (
      await call(alice, 'POST', '/playlist/create', {
        name: 'For the director',
        description: 'Cues for reel 2',
      })
    ).json();
    await call(alice, 'PATCH', `/playlist/add-track/${playlist._id}`, { trackId });
  });
  afterAll(() => t?.close());

  it('creates a 256-bit link, returns the same one again, and shows the playlist read-only without a session', async () => {
    const first = await call(alice, 'PATCH', `/playlist/share-link/${playlist._id}`);
    expect(first.statusCode).toBe(200);
    const link = first.json() as ShareLink;
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(link.token, 'base64url')).toHaveLength(32);
    expect(link.url).toBe(`http://localhost:3000/shared-playlist/${link.token}`);
    expect((await call(alice, 'PATCH', `/playlist/share-link/${playlist._id}`)).json()).toEqual(link);

    const view = await shared(link.token);
    expect(view.statusCode).toBe(200);
    const body = view.json() as SharedPlaylistApi;
    expect(body.playlist).toEqual({
      _id: playlist._id,
      name: 'For the director',
      description: 'Cues for reel 2',
      coverImageUrl: null,
      coverColor: null,
      ownerName: expect.stringMatching(/^Test /),
    });
    expect(body.tracks.map((track) => track.title)).toEqual(['Shared song']);
    expect(body.playlist).not.toHaveProperty('trackIds');
  });

  it('revokes: the old token is gone for good, and sharing again makes a new one', async () => {
    const old = (await call(alice, 'PATCH', `/playlist/share-link/${playlist._id}`)).json() as ShareLink;
    expect((await call(alice, 'DELETE', `/playlist/share-link/${playlist._id}`)).json()).toEqual({
      revoked: true,
    });
    expect((await call(alice, 'DELETE', `/playlist/share-link/${playlist._id}`)).statusCode).toBe(200);
    const revoked = await shared(old.token);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().message).toBe('This link no longer works: it was revoked or never existed.');
    const ru = await t.app.inject({
      method: 'GET',
      url: `/api/playlist/info-share?token=${old.token}`,
      headers: { 'accept-language': 'ru' },
    });
    expect(ru.json().message).toBe('Ссылка больше не работает: её отозвали или она не существовала.');

    const renewed = (await call(alice, 'PATCH', `/playlist/share-link/${playlist._id}`)).json() as ShareLink;
    expect(renewed.token).not.toBe(old.token);
    expect((await shared(renewed.token)).statusCode).toBe(200);
    expect((await shared(old.token)).statusCode).toBe(404);
  });

  it('answers unknown, malformed and missing tokens with 4xx, and a deleted playlist’s link with 404', async () => {
    expect((await shared('A'.repeat(43))).statusCode).toBe(404);
    expect((await shared('short')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/playlist/info-share' })).statusCode).toBe(400);
    const doomed = (await call(alice, 'POST', '/playlist/create', { name: 'Doomed' })).json() as PlaylistApi;
    const link = (await call(alice, 'PATCH', `/playlist/share-link/${doomed._id}`)).json() as ShareLink;
    await call(alice, 'DELETE', `/playlist/delete/${doomed._id}`);
    expect((await shared(link.token)).statusCode).toBe(404);
    expect((await call(bob, 'PATCH', `/playlist/share-link/${playlist._id}`)).statusCode).toBe(404);
  });

  it('stores a png or jpg cover from multipart, replaces and removes it, and refuses other files', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    const form = multipart(
      { name: 'With cover', isPublic: 'true', coverColor: '' },
      { name: 'cover', data: png, type: 'image/png' },
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/playlist/create',
      headers: { ...alice.headers(), ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const doc = created.json() as PlaylistApi;
    expect(doc).toMatchObject({ name: 'With cover', isPublic: true, coverColor: null });
    expect(doc.coverImageUrl).toMatch(/^\/api\/files\/covers\/[a-f0-9]{32}\.png$/);
    const stored = path.join(t.config.dataDir, 'files', doc.coverImageUrl!.slice('/api/files/'.length));
    expect((await sharp(fs.readFileSync(stored)).metadata()).width).toBe(600);

    const jpg = await sharp(png).jpeg().toBuffer();
    const change = multipart({ name: 'New cover' }, { name: 'cover', data: jpg, type: 'image/jpeg' });
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/playlist/change/${doc._id}`,
      headers: { ...alice.headers(), ...change.headers },
      payload: change.payload,
    });
    expect(changed.json().coverImageUrl).toMatch(/\.jpg$/);
    expect(fs.existsSync(stored)).toBe(false);

    const removed = await call(alice, 'PATCH', `/playlist/change/${doc._id}`, {
      removeCover: true,
      coverColor: 'grape',
    });
    expect(removed.json()).toMatchObject({ coverImageUrl: null, coverColor: 'grape' });

    const text = multipart(
      { name: 'Bad cover' },
      { name: 'cover', data: Buffer.from('not an image'), type: 'image/png' },
    );
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/playlist/create',
      headers: { ...alice.headers(), ...text.headers },
      payload: text.payload,
    });
    expect(bad.statusCode).toBe(415);
    expect(bad.json().message).toBe('The cover must be a png or jpg image.');
  });
});
