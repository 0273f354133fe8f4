import crypto from 'node:crypto';
import {
  SHARE_TOKEN_BYTES,
  SHARE_TOKEN_PATTERN,
  type ShareLink,
  type SharedPlaylist,
} from '../../../src/domain/library';
import { AppError } from '../../http/errors';
import type { SessionUser } from '../auth/index';
import {
  ownPlaylist,
  toTrackApiDocument,
  toPlaylistApiDocument,
  writePlaylist,
  type PlaylistsContext,
} from './playlist-access';

const newToken = () => crypto.randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
const unavailable = () => new AppError('NOT_FOUND', 'library.shareUnavailable');

/**
 * Share links (docs/design.md §5): a 256-bit random token per playlist, the same until revoked; revoking
 * forgets it for good, and sharing again makes a new one. The shared view is read-only and needs no
 * session.
 */
export function playlistShareService(context: PlaylistsContext & { publicUrl: string }) {
  const linkOf = (token: string): ShareLink => ({
    url: `${context.publicUrl}/shared-playlist/${token}`,
    token,
  });

  return {
    /** `PATCH /api/playlist/share-link/{id}`. */
    async share(user: SessionUser, id: string): Promise<ShareLink> {
      const row = await ownPlaylist(context, user.id, id);
      if (row.shareToken) return linkOf(row.shareToken);
      const updated = await writePlaylist(context, (repos) =>
        repos.playlists.update(row.id, { shareToken: newToken() }),
      );
      if (!updated?.shareToken) throw new AppError('NOT_FOUND');
      return linkOf(updated.shareToken);
    },

    /** `DELETE /api/playlist/share-link/{id}`: idempotent. */
    async revoke(user: SessionUser, id: string): Promise<{ revoked: true }> {
      const row = await ownPlaylist(context, user.id, id);
      if (row.shareToken)
        await writePlaylist(context, (repos) => repos.playlists.update(row.id, { shareToken: null }));
      return { revoked: true };
    },

    /** `GET /api/playlist/info-share?token=…`: no session needed; an unknown or revoked token is 404. */
    async shared(token: string): Promise<SharedPlaylist> {
      if (!SHARE_TOKEN_PATTERN.test(token)) throw unavailable();
      const row = await context.playlists.findByShareToken(token);
      if (!row) throw unavailable();
      const [tracks, ownerName] = await Promise.all([
        context.tracks.liveInOrder(row.trackIds),
        context.playlists.ownerName(row.ownerId),
      ]);
      const { id, name, description, coverImageUrl, coverColor } = toPlaylistApiDocument(row);
      return {
        playlist: { id, name, description, coverImageUrl, coverColor, ownerName },
        tracks: tracks.map(toTrackApiDocument),
      };
    },
  };
}

export type PlaylistShareService = ReturnType<typeof playlistShareService>;
