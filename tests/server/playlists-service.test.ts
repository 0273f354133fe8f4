import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../server/modules/auth/session';
import { playlistsService } from '../../server/modules/library/playlists.service';
import { fakePlaylists } from './support/fakes';

// The playlist commands on in-memory ports; library-playlists.test.ts runs them through the API on a database.
const user = (role: 'customer' | 'owner' = 'customer'): SessionUser => ({
  id: crypto.randomUUID(),
  roles: ['customer', 'owner'],
  role,
  sessionId: crypto.randomUUID(),
});
const fields = { name: 'Night drive', description: null, coverColor: null, isPublic: false };

function setUp() {
  const track = crypto.randomUUID();
  const other = crypto.randomUUID();
  const fake = fakePlaylists(new Set([track, other]));
  const covers: string[] = [];
  const service = playlistsService({
    ...fake.store,
    covers: {
      save: async () => `covers/${covers.push('saved')}.png`,
      remove: async (key) => void covers.push(`removed ${key}`),
    },
  });
  return { ...fake, service, track, other, covers };
}

describe('the playlist service', () => {
  it('creates a playlist of the acting profile and hints its owner in the same transaction', async () => {
    const { service, effects } = setUp();
    const alice = user('owner');
    const created = await service.create(alice, fields);
    expect(created).toMatchObject({ name: 'Night drive', role: 'owner', trackIds: [] });
    expect(effects()).toEqual([
      { kind: 'syncHint', payload: { userIds: [alice.id], collection: 'playlists', seq: created.seq } },
    ]);
    expect((await service.list(alice, { page: 1, limit: 10 })).total).toBe(1);
  });

  it('adds live tracks once and refuses unknown ones', async () => {
    const { service, track } = setUp();
    const alice = user();
    const { id } = await service.create(alice, fields);
    await service.addTrack(alice, id, track);
    expect((await service.addTrack(alice, id, track.toUpperCase())).trackIds).toEqual([track]);
    await expect(service.addTrack(alice, id, crypto.randomUUID())).rejects.toMatchObject({
      statusCode: 404,
      messageKey: 'library.trackNotFound',
    });
  });

  it('lets a change reorder the tracks but not add or drop one', async () => {
    const { service, track, other } = setUp();
    const alice = user();
    const { id } = await service.create(alice, fields);
    await service.addTrack(alice, id, track);
    await service.addTrack(alice, id, other);
    expect((await service.change(alice, id, { trackIds: [other, track] })).trackIds).toEqual([other, track]);
    await expect(service.change(alice, id, { trackIds: [other] })).rejects.toMatchObject({
      messageKey: 'library.reorderOnly',
    });
  });

  it('hides a private playlist from others and refuses them a public one', async () => {
    const { service } = setUp();
    const [alice, bob] = [user(), user()];
    const { id } = await service.create(alice, fields);
    await expect(service.change(bob, id, { name: 'mine now' })).rejects.toMatchObject({ statusCode: 404 });
    await service.change(alice, id, { isPublic: true });
    await expect(service.change(bob, id, { name: 'mine now' })).rejects.toMatchObject({ statusCode: 403 });
    await expect(service.remove(bob, id)).rejects.toMatchObject({ statusCode: 403 });
  });

  it('replaces a cover and removes the old file', async () => {
    const { service, covers } = setUp();
    const alice = user();
    const { id } = await service.create(alice, fields, new Uint8Array([1]));
    const changed = await service.change(alice, id, {}, new Uint8Array([2]));
    expect(changed.coverImageUrl).toContain('covers/2.png');
    expect(covers).toEqual(['saved', 'saved', 'removed covers/1.png']);
  });

  it('deletes by marking the row deleted and dropping its share token', async () => {
    const { service, rows } = setUp();
    const alice = user();
    const { id } = await service.create(alice, fields);
    expect(await service.remove(alice, id)).toEqual({ id });
    expect(rows.get(id)).toMatchObject({ deleted: true, shareToken: null });
    await expect(service.detail(alice, id)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('applies a pushed change and a pushed creation by the same module rules', async () => {
    const { service, track } = setUp();
    const alice = user();
    const row = { ...(await service.create(alice, fields)), ownerId: alice.id } as unknown as Parameters<
      typeof service.applyPush
    >[1];
    expect(service.applyPush({ name: 'Renamed', trackIds: [track] }, row)).toEqual({
      name: 'Renamed',
      trackIds: [track],
    });
    expect(service.applyPush({ _deleted: true }, row)).toEqual({ deleted: true, shareToken: null });
    expect(() => service.applyPush({ name: '' }, row)).toThrow();
    const doc = {
      id: crypto.randomUUID(),
      ...fields,
      role: 'customer',
      trackIds: [],
      coverImageUrl: null,
      createdAt: new Date().toISOString(),
      updatedAt: '',
      seq: 0,
      _deleted: false,
    };
    expect(await service.applyCreate(doc, alice)).toMatchObject({
      ownerId: alice.id,
      role: 'customer',
      name: 'Night drive',
    });
    const stranger: SessionUser = {
      id: crypto.randomUUID(),
      roles: ['owner'],
      role: 'owner',
      sessionId: crypto.randomUUID(),
    };
    await expect(service.applyCreate(doc, stranger)).rejects.toMatchObject({ code: 'ROLE_NOT_GRANTED' });
  });
});
