import { z } from 'zod';
import {
  favouriteId,
  HISTORY_LIMIT,
  LISTEN_REPEAT_MS,
  type FavouriteState,
  type ListenResult,
} from '../../../src/domain/library';
import type { FavouriteRow } from '../../db/schema/library';
import type { Store } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { syncHintEffect } from '../../outbox/effects';
import type { OutboxRepository } from '../../outbox/outbox.repository';
import type { SessionUser } from '../auth/index';
import type { FavouritesRepository, FavouriteValues, NewFavourite } from './favourites.repository';
import type { LibraryTracksRepository } from './library-tracks.repository';
import type { ListensRepository } from './listens.repository';
import { parseInput } from './validation';

/** The repositories favourites and listens write through; tests pass an in-memory store. */
export interface FavouritesPorts {
  favourites: Pick<FavouritesRepository, 'findByTrack' | 'insert' | 'update' | 'trackIds'>;
  listens: Pick<ListensRepository, 'record' | 'complete'>;
  tracks: Pick<LibraryTracksRepository, 'isLive'>;
  outbox: Pick<OutboxRepository, 'add'>;
}

export interface FavouritesServiceDeps {
  store: Store<FavouritesPorts>;
  now: () => Date;
}

const createdAt = z.iso.datetime({ offset: true, message: 'validation.date' });
const createdDocument = z.object({
  id: z.uuid(),
  trackId: z.uuid({ message: 'library.invalidTrack' }),
  createdAt,
});

/**
 * A change of one of the user's favourites, pushed or by command: `_deleted` (unfavourite, or favourite
 * again) and `createdAt`. Returns the column values to write, or throws an AppError.
 */
function changeValues(changes: Record<string, unknown>): FavouriteValues {
  const values: FavouriteValues = {};
  if ('_deleted' in changes) {
    if (typeof changes._deleted !== 'boolean')
      throw new AppError('BAD_REQUEST', 'sync.fieldNotAllowed', { field: '_deleted' });
    values.deleted = changes._deleted;
  }
  if ('createdAt' in changes) values.createdAt = new Date(parseInput(createdAt, changes.createdAt));
  return values;
}

/**
 * A favourite the user makes, pushed (made offline) or by command: its id is `favouriteId(user, track)`,
 * so two devices favouriting the same track converge on one row. Null when it cannot exist: the track is
 * gone, or the user's favourite of it exists already.
 */
async function createdValues(
  doc: Record<string, unknown>,
  user: Pick<SessionUser, 'id'>,
  repos: Pick<FavouritesPorts, 'favourites' | 'tracks'>,
): Promise<NewFavourite | null> {
  const input = parseInput(createdDocument, doc);
  if (input.id.toLowerCase() !== favouriteId(user.id, input.trackId))
    throw new AppError('BAD_REQUEST', 'library.invalidFavourite');
  if (!(await repos.tracks.isLive(input.trackId))) return null;
  if (await repos.favourites.findByTrack(user.id, input.trackId)) return null;
  return { id: input.id, userId: user.id, trackId: input.trackId, createdAt: new Date(input.createdAt) };
}

/**
 * Favourites and listens. The commands write the same rows the `favourites` and `history` collections
 * replicate, by the rules pushes follow (`applyPush`, `applyCreate`), and hint the user's tabs to pull.
 */
export function favouritesService(deps: FavouritesServiceDeps) {
  const { store } = deps;
  const requireLiveTrack = async (repos: FavouritesPorts, trackId: string) => {
    if (!(await repos.tracks.isLive(trackId))) throw new AppError('NOT_FOUND', 'library.trackNotFound');
  };
  /** The `sync` hint of a changed favourite, written in the change's transaction. */
  const announce = async (repos: FavouritesPorts, row: FavouriteRow | undefined) => {
    if (row)
      await repos.outbox.add([
        syncHintEffect({ userIds: [row.userId], collection: 'favourites', seq: row.seq }),
      ]);
  };

  return {
    /** A pushed change of the caller's favourite (server/sync/push.ts found it among the caller's rows). */
    applyPush: (changes: Record<string, unknown>, _current: FavouriteRow) => changeValues(changes),

    /** A pushed favourite the server does not have, checked on the push's transaction (`repos`). */
    applyCreate: createdValues,

    /** `PATCH /api/user/favorite-tracks/{id}`: creates or revives the caller's favourite; idempotent. */
    async favourite(userId: string, trackId: string): Promise<FavouriteState> {
      await store.withTransaction(async (repos) => {
        await requireLiveTrack(repos, trackId);
        const current = await repos.favourites.findByTrack(userId, trackId);
        const at = deps.now().toISOString();
        if (current) {
          if (!current.deleted) return;
          const values = changeValues({ _deleted: false, createdAt: at });
          return announce(repos, await repos.favourites.update(current.id, values));
        }
        const id = favouriteId(userId, trackId);
        const values = await createdValues({ id, trackId, createdAt: at }, { id: userId }, repos);
        if (values) await announce(repos, await repos.favourites.insert(values));
      });
      return { trackId, favourite: true };
    },

    /** `DELETE /api/user/favorite-tracks/{id}`: idempotent. */
    async unfavourite(userId: string, trackId: string): Promise<FavouriteState> {
      await store.withTransaction(async (repos) => {
        await requireLiveTrack(repos, trackId);
        const current = await repos.favourites.findByTrack(userId, trackId);
        if (!current || current.deleted) return;
        await announce(repos, await repos.favourites.update(current.id, changeValues({ _deleted: true })));
      });
      return { trackId, favourite: false };
    },

    /** `GET /api/user/favorite-tracks-ids`. */
    trackIds: (userId: string) => store.favourites.trackIds(userId),

    /** `POST /api/track/listen/{id}`: a repeat of the same track within LISTEN_REPEAT_MS counts once. */
    async listen(userId: string, trackId: string): Promise<ListenResult> {
      await requireLiveTrack(store, trackId);
      const at = deps.now();
      const repeatSince = new Date(at.getTime() - LISTEN_REPEAT_MS);
      const { row, counted } = await store.withTransaction(async (repos) => {
        const listen = await repos.listens.record({ userId, trackId, at, repeatSince, keep: HISTORY_LIMIT });
        if (listen.counted)
          await repos.outbox.add([
            syncHintEffect({ userIds: [userId], collection: 'history', seq: listen.seq }),
          ]);
        return listen;
      });
      return { id: row.id, trackId, listenedAt: row.listenedAt.toISOString(), counted };
    },

    /** `POST /api/track/listen/complete/{id}`: the caller's listen `id` passed 30 s; idempotent. */
    async completeListen(userId: string, listenId: string): Promise<ListenResult> {
      if (!z.uuid().safeParse(listenId).success) throw new AppError('NOT_FOUND');
      const done = await store.withTransaction(async (repos) => {
        const result = await repos.listens.complete(userId, listenId, deps.now());
        if (!result) throw new AppError('NOT_FOUND');
        if (result.changed)
          await repos.outbox.add([
            syncHintEffect({ userIds: [userId], collection: 'history', seq: result.row.seq }),
          ]);
        return result.row;
      });
      return { id: done.id, trackId: done.trackId, listenedAt: done.listenedAt.toISOString(), counted: true };
    },
  };
}

export type FavouritesService = ReturnType<typeof favouritesService>;
