import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { favouriteId } from '../../src/domain/library';
import { favouritesService } from '../../server/modules/library/favourites.service';
import { fakeFavouritesStore } from './support/fakes';

// The favourite rules on in-memory ports, shared by the REST commands and push; library-favourites.test.ts
// runs them through the API on a database.
const now = new Date('2026-03-04T05:06:07.000Z');

function setUp() {
  const track = crypto.randomUUID();
  const gone = crypto.randomUUID();
  const fake = fakeFavouritesStore(new Set([track]));
  const service = favouritesService({ store: fake.store, now: () => now });
  const hints = () => fake.effects().map((effect) => effect.kind === 'syncHint' && effect.payload);
  return { ...fake, hints, service, track, gone, user: { id: crypto.randomUUID() } };
}

describe('the favourites service', () => {
  it('favourites a live track once under favouriteId(user, track), hinting only a change', async () => {
    const { service, rows, hints, track, user } = setUp();
    expect(await service.favourite(user.id, track)).toEqual({ trackId: track, favourite: true });
    expect(await service.favourite(user.id, track)).toEqual({ trackId: track, favourite: true });
    expect(rows()).toEqual([
      expect.objectContaining({ id: favouriteId(user.id, track), userId: user.id, createdAt: now }),
    ]);
    expect(hints()).toEqual([{ userIds: [user.id], collection: 'favourites', seq: rows()[0]!.seq }]);
  });

  it('unfavourites by the push rule (a deletion) and revives the same row when favourited again', async () => {
    const { service, rows, hints, track, user } = setUp();
    await service.favourite(user.id, track);
    expect(await service.unfavourite(user.id, track)).toEqual({ trackId: track, favourite: false });
    expect(await service.unfavourite(user.id, track)).toEqual({ trackId: track, favourite: false });
    expect(rows()).toEqual([expect.objectContaining({ deleted: true })]);
    await service.favourite(user.id, track);
    expect(rows()).toEqual([expect.objectContaining({ id: favouriteId(user.id, track), deleted: false })]);
    const seqs = hints().map((hint) => hint && hint.seq);
    expect(seqs).toHaveLength(3);
    expect(new Set(seqs).size).toBe(3);
    expect(await service.trackIds(user.id)).toEqual([track]);
  });

  it('hints the history when a listen counts, in the same transaction', async () => {
    const { service, hints, track, user } = setUp();
    const listen = await service.listen(user.id, track);
    expect(listen).toMatchObject({ trackId: track, counted: true, listenedAt: now.toISOString() });
    expect(hints()).toEqual([{ userIds: [user.id], collection: 'history', seq: expect.any(Number) }]);
  });

  it('refuses a command on a track that is not live, and changes nothing', async () => {
    const { service, rows, gone, user } = setUp();
    await expect(service.favourite(user.id, gone)).rejects.toMatchObject({
      statusCode: 404,
      messageKey: 'library.trackNotFound',
    });
    await expect(service.unfavourite(user.id, gone)).rejects.toMatchObject({ statusCode: 404 });
    expect(rows()).toEqual([]);
  });

  it('creates a pushed favourite for the caller only, under its own id', async () => {
    const { service, store, track, gone, user } = setUp();
    const doc = { id: favouriteId(user.id, track), trackId: track, createdAt: now.toISOString() };
    expect(await service.applyCreate(doc, user, store)).toEqual({
      id: doc.id,
      userId: user.id,
      trackId: track,
      createdAt: now,
    });
    await expect(service.applyCreate({ ...doc, id: crypto.randomUUID() }, user, store)).rejects.toMatchObject(
      { statusCode: 400, messageKey: 'library.invalidFavourite' },
    );
    await expect(service.applyCreate(doc, { id: crypto.randomUUID() }, store)).rejects.toMatchObject({
      messageKey: 'library.invalidFavourite',
    });
    await expect(service.applyCreate({ ...doc, trackId: 'not-a-track' }, user, store)).rejects.toMatchObject({
      messageKey: 'library.invalidTrack',
    });
    // A track gone since, or a favourite made meanwhile: nothing to create (the client gets a deletion).
    const goneDoc = { ...doc, id: favouriteId(user.id, gone), trackId: gone };
    expect(await service.applyCreate(goneDoc, user, store)).toBeNull();
    await service.favourite(user.id, track);
    expect(await service.applyCreate(doc, user, store)).toBeNull();
  });

  it('lets a push change only _deleted (a boolean) and a valid createdAt', async () => {
    const { service, store, track, user } = setUp();
    await service.favourite(user.id, track);
    const row = (await store.favourites.findByTrack(user.id, track))!;
    expect(service.applyPush({ _deleted: true }, row)).toEqual({ deleted: true });
    expect(service.applyPush({ createdAt: '2026-01-01T00:00:00.000Z' }, row)).toEqual({
      createdAt: new Date('2026-01-01T00:00:00.000Z'),
    });
    expect(() => service.applyPush({ _deleted: 'yes' }, row)).toThrow(
      expect.objectContaining({ messageKey: 'sync.fieldNotAllowed' }),
    );
    expect(() => service.applyPush({ createdAt: 'yesterday' }, row)).toThrow(
      expect.objectContaining({ messageKey: 'validation.date' }),
    );
  });
});
