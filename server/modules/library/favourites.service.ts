import {
  HISTORY_LIMIT,
  LISTEN_REPEAT_MS,
  type FavouriteState,
  type ListenResult,
} from '../../../src/domain/library';
import { AppError } from '../../http/errors';
import type { RealtimeHub } from '../../realtime/hub';
import type { FavouritesRepository } from './favourites.repository';
import type { LibraryTracksRepository } from './library-tracks.repository';
import type { ListensRepository } from './listens.repository';

export interface FavouritesServiceDeps {
  favourites: FavouritesRepository;
  listens: ListensRepository;
  tracks: LibraryTracksRepository;
  realtime: RealtimeHub;
  now: () => Date;
}

/**
 * Favourites and listens as online commands. They write the same rows the `favourites` and `history`
 * collections replicate, and hint the user's tabs to pull.
 */
export function favouritesService(deps: FavouritesServiceDeps) {
  const requireLiveTrack = async (trackId: string) => {
    if (!(await deps.tracks.isLive(trackId))) throw new AppError('NOT_FOUND', 'library.trackNotFound');
  };

  return {
    /** `PATCH /api/user/favorite-tracks/{id}`: idempotent. */
    async favourite(userId: string, trackId: string): Promise<FavouriteState> {
      await requireLiveTrack(trackId);
      const row = await deps.favourites.favourite(userId, trackId, deps.now());
      if (row) deps.realtime.syncHint([userId], { collection: 'favourites', seq: row.seq });
      return { trackId, favourite: true };
    },

    /** `DELETE /api/user/favorite-tracks/{id}`: idempotent. */
    async unfavourite(userId: string, trackId: string): Promise<FavouriteState> {
      await requireLiveTrack(trackId);
      const row = await deps.favourites.unfavourite(userId, trackId);
      if (row) deps.realtime.syncHint([userId], { collection: 'favourites', seq: row.seq });
      return { trackId, favourite: false };
    },

    /** `GET /api/user/favorite-tracks-ids`. */
    trackIds: (userId: string) => deps.favourites.trackIds(userId),

    /** `POST /api/track/listen/{id}`: a repeat of the same track within LISTEN_REPEAT_MS counts once. */
    async listen(userId: string, trackId: string): Promise<ListenResult> {
      await requireLiveTrack(trackId);
      const at = deps.now();
      const repeatSince = new Date(at.getTime() - LISTEN_REPEAT_MS);
      const { row, counted, seq } = await deps.listens.record({
        userId,
        trackId,
        at,
        repeatSince,
        keep: HISTORY_LIMIT,
      });
      if (counted) deps.realtime.syncHint([userId], { collection: 'history', seq });
      return { id: row.id, trackId, listenedAt: row.listenedAt.toISOString(), counted };
    },
  };
}

export type FavouritesService = ReturnType<typeof favouritesService>;
