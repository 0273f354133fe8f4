import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';
import { coverPng, createTrack, multipart, sharedMp3, type FilePart } from './catalog-fixtures';

/**
 * Issue 24 §6 for the forms sent as multipart/form-data: a text field the form's schema does not know, or a
 * file under a name the form does not take, is refused with 400 `validation.unknownField` naming it, as in a
 * JSON body — never dropped in silence — and the request changes nothing.
 */
type Method = 'POST' | 'PATCH';

describe.each(databaseTargets)('multipart forms refuse unknown fields on %s', (target) => {
  let t: TestApp;
  let owner: TestUser;
  let projectId: string;
  let trackId: string;

  const send = (user: TestUser, method: Method, url: string, form: ReturnType<typeof multipart>) =>
    t.app.inject({
      method,
      url,
      headers: { ...user.headers(), ...form.headers },
      payload: form.payload,
    });

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    owner = await createTestUser(t.database, ['owner', 'customer']);
    trackId = (
      await createTrack(t.app, owner, [
        ['title', 'Known Fields'],
        ['mainArtist', 'Form Band'],
      ])
    )._id;
    const project = await t.app.inject({
      method: 'POST',
      url: '/api/project/create',
      headers: owner.headers('customer'),
      payload: { name: 'Forms', type: 'film' },
    });
    expect(project.statusCode, project.body).toBe(201);
    projectId = project.json()._id;
  });
  afterAll(() => t?.close());

  /** Each form as the product sends it, by whom and where, with one good file of its own. */
  const forms = async (): Promise<
    { name: string; method: Method; url: string; fields: [string, string][]; file?: FilePart }[]
  > => {
    const cover = { name: 'cover', filename: 'c.png', data: await coverPng(300, 300), type: 'image/png' };
    return [
      {
        name: 'track upload',
        method: 'POST',
        url: '/api/track/create',
        fields: [
          ['title', 'Stray'],
          ['mainArtist', 'Form Band'],
        ],
        file: { name: 'audio', filename: 'a.mp3', data: await sharedMp3(), type: 'audio/mpeg' },
      },
      {
        name: 'track change',
        method: 'PATCH',
        url: `/api/track/change/${trackId}`,
        fields: [['lyrics', 'la la']],
      },
      {
        name: 'album',
        method: 'POST',
        url: '/api/album/create',
        fields: [
          ['title', 'Stray LP'],
          ['artist', 'Form Band'],
        ],
        file: cover,
      },
      {
        name: 'profile',
        method: 'PATCH',
        url: '/api/user/update-profile',
        fields: [['lastName', 'Stray']],
        file: { ...cover, name: 'avatar' },
      },
      {
        name: 'playlist',
        method: 'POST',
        url: '/api/playlist/create',
        fields: [['name', 'Stray']],
        file: cover,
      },
      {
        name: 'project cover',
        method: 'PATCH',
        url: `/api/project/change/${projectId}`,
        fields: [['name', 'Stray']],
        file: cover,
      },
      { name: 'feedback', method: 'POST', url: '/api/email/feedback', fields: [['message', 'Stray']] },
    ];
  };

  it('names a text field the form does not know, for every form', async () => {
    for (const form of await forms()) {
      const body = multipart([...form.fields, ['referenceUrl', 'x']], form.file ? [form.file] : []);
      const res = await send(owner, form.method, form.url, body);
      expect(res.statusCode, `${form.name}: ${res.body}`).toBe(400);
      expect(res.json(), form.name).toMatchObject({ code: 'VALIDATION' });
      expect(Object.keys(res.json().fields), form.name).toEqual(['referenceUrl']);
    }
  });

  it('names a file under a name the form does not take, for every form', async () => {
    for (const form of await forms()) {
      const stray = {
        name: 'attachmentx',
        filename: 's.png',
        data: await coverPng(50, 50),
        type: 'image/png',
      };
      const files = form.file ? [form.file, stray] : [stray];
      const res = await send(owner, form.method, form.url, multipart(form.fields, files));
      expect(res.statusCode, `${form.name}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), form.name).toEqual(['attachmentx']);
    }
  });

  it('changes nothing when it refuses, and takes the same form without the stray field', async () => {
    const profile = () => t.app.inject({ method: 'GET', url: '/api/user/info', headers: owner.headers() });
    const before = (await profile()).json();
    const refused = await send(
      owner,
      'PATCH',
      '/api/user/update-profile',
      multipart([
        ['lastName', 'Renamed'],
        ['nickname', 'x'],
      ]),
    );
    expect(refused.statusCode).toBe(400);
    expect((await profile()).json().lastName).toBe(before.lastName);

    const albums = await send(
      owner,
      'POST',
      '/api/album/create',
      multipart([
        ['title', 'Kept LP'],
        ['artist', 'Form Band'],
      ]),
    );
    expect(albums.statusCode, albums.body).toBe(201);
    const accepted = await send(
      owner,
      'PATCH',
      '/api/user/update-profile',
      multipart([['lastName', 'Renamed']]),
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().lastName).toBe('Renamed');
  });
});
