import { z } from 'zod';
import {
  playlistColors,
  playlistRoles,
  playlistTrackIdsSchema,
  PLAYLIST_DESCRIPTION_MAX,
  PLAYLIST_NAME_MAX,
  PLAYLIST_TRACKS_MAX,
  type PlaylistChange,
  type PlaylistDetail,
  type PlaylistDocument,
  type PlaylistFields,
} from '../../../src/domain/library';
import type { ListPage } from '../../../src/domain/catalog';
import { isProfileRole } from '../../../src/domain/roles';
import type { PlaylistRow } from '../../db/schema/library';
import { AppError } from '../../http/errors';
import type { ReplicatedDocument } from '../../sync/registry';
import type { SessionUser } from '../auth/index';
import {
  ownPlaylist,
  playlistDetail,
  readablePlaylist,
  toPlaylistApiDocument,
  writePlaylist,
  type PlaylistsContext,
} from './playlist-access';
import type { PlaylistValues } from './playlists.repository';
import { parseInput } from './validation';

/** Stores a playlist cover (png or jpg, squared) and returns its file key; removes replaced ones. */
export interface CoverStore {
  save(data: Uint8Array): Promise<string>;
  remove(key: string): Promise<void>;
}

/**
 * Pushed fields are stored exactly as sent (the client writes them through the same rules), so a
 * document pushed again compares equal; anything out of the rules is refused.
 */
const pushedFields = z.object({
  name: z
    .string()
    .min(1, { message: 'validation.required' })
    .max(PLAYLIST_NAME_MAX, { message: 'validation.tooLong' }),
  description: z.string().max(PLAYLIST_DESCRIPTION_MAX, { message: 'validation.tooLong' }).nullable(),
  coverColor: z.enum(playlistColors, { message: 'validation.unknownOption' }).nullable(),
  isPublic: z.boolean(),
  trackIds: playlistTrackIdsSchema,
  _deleted: z.literal(true, { message: 'sync.fieldNotAllowed' }),
});
const createdDocument = pushedFields.omit({ _deleted: true }).extend({
  id: z.uuid(),
  role: z.enum(playlistRoles, { message: 'validation.unknownOption' }),
  coverImageUrl: z.null({ message: 'sync.fieldNotAllowed' }),
  createdAt: z.iso.datetime({ offset: true, message: 'validation.date' }),
  _deleted: z.literal(false).optional(),
});

const sameTracks = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The values a change writes: the fields given, a reorder of the same tracks, and the cover. */
function changeValues(
  row: PlaylistRow,
  change: PlaylistChange,
  coverKey: string | undefined,
): PlaylistValues {
  const { trackIds, removeCover, ...fields } = change;
  const values: PlaylistValues = { ...fields };
  if (trackIds) {
    const ids = trackIds.map((id) => id.toLowerCase());
    if (!sameTracks(ids, row.trackIds))
      throw new AppError('VALIDATION', 'library.reorderOnly', {}, { trackIds: 'library.reorderOnly' });
    values.trackIds = ids;
  }
  if (coverKey) values.coverKey = coverKey;
  else if (removeCover) values.coverKey = null;
  return values;
}

/**
 * The playlist commands of docs/product.md §7 (online); they write the rows the `playlists` collection
 * replicates, so the owner's tabs pull every change.
 */
export function playlistsService(context: PlaylistsContext & { covers: CoverStore }) {
  const replaceCover = async (old: string | null, next: string | null) => {
    if (old && old !== next) await context.covers.remove(old).catch(() => undefined);
  };

  return {
    /** `GET /api/playlist/info`: the caller's playlists of the acting profile. */
    async list(
      user: SessionUser,
      query: { page: number; limit: number },
    ): Promise<ListPage<PlaylistDocument>> {
      const { rows, total } = await context.playlists.page(user.id, user.role, {
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return { data: rows.map(toPlaylistApiDocument), page: query.page, limit: query.limit, total };
    },

    /** `GET /api/playlist/info-playlist/{id}`: the owner's, or anyone's public playlist, with its tracks. */
    async detail(user: SessionUser, id: string): Promise<PlaylistDetail> {
      return playlistDetail(context, await readablePlaylist(context, user.id, id), user.id);
    },

    async create(user: SessionUser, fields: PlaylistFields, cover?: Uint8Array): Promise<PlaylistDocument> {
      if (!isProfileRole(user.role)) throw new AppError('FORBIDDEN');
      const coverKey = cover ? await context.covers.save(cover) : null;
      const row = await writePlaylist(context, (repos) =>
        repos.playlists.insert({ ownerId: user.id, role: user.role, ...fields, coverKey }),
      );
      return toPlaylistApiDocument(row!);
    },

    async change(
      user: SessionUser,
      id: string,
      change: PlaylistChange,
      cover?: Uint8Array,
    ): Promise<PlaylistDocument> {
      const row = await ownPlaylist(context, user.id, id);
      const values = changeValues(row, change, undefined);
      if (cover) values.coverKey = await context.covers.save(cover);
      if (Object.keys(values).length === 0) return toPlaylistApiDocument(row);
      const updated = await writePlaylist(context, (repos) => repos.playlists.update(row.id, values));
      if (!updated) {
        await replaceCover(values.coverKey ?? null, null);
        throw new AppError('NOT_FOUND');
      }
      await replaceCover(row.coverKey, updated.coverKey);
      return toPlaylistApiDocument(updated);
    },

    async remove(user: SessionUser, id: string): Promise<{ id: string }> {
      const row = await ownPlaylist(context, user.id, id);
      await writePlaylist(context, (repos) =>
        repos.playlists.update(row.id, { deleted: true, shareToken: null }),
      );
      return { id: row.id };
    },

    /** `PATCH /api/playlist/add-track/{id}`: appends a live track; adding it again changes nothing. */
    async addTrack(user: SessionUser, id: string, trackId: string): Promise<PlaylistDocument> {
      const row = await ownPlaylist(context, user.id, id);
      const track = trackId.toLowerCase();
      if (!(await context.tracks.isLive(track))) throw new AppError('NOT_FOUND', 'library.trackNotFound');
      if (row.trackIds.includes(track)) return toPlaylistApiDocument(row);
      const updated = await writePlaylist(context, (repos) =>
        repos.playlists.appendTrack(row.id, track, PLAYLIST_TRACKS_MAX),
      );
      if (!updated) throw new AppError('VALIDATION', 'library.tooManyTracks', { max: PLAYLIST_TRACKS_MAX });
      return toPlaylistApiDocument(updated);
    },

    /**
     * A pushed change of pushable fields (server/sync/push.ts has checked that the caller owns the row):
     * the column values to write, or an AppError.
     */
    applyPush(changes: Record<string, unknown>, current: PlaylistRow): PlaylistValues {
      if (current.deleted) throw new AppError('BAD_REQUEST', 'sync.unknownDocument');
      const { _deleted: deleted, ...fields } = parseInput(pushedFields.partial(), changes);
      const values: PlaylistValues = { ...fields };
      return deleted ? { ...values, deleted: true, shareToken: null } : values;
    },

    /** A playlist created offline and pushed: the new row's values, owned by the caller. */
    async applyCreate(doc: ReplicatedDocument, user: SessionUser) {
      const input = parseInput(createdDocument, doc);
      if (!user.roles.includes(input.role)) throw new AppError('ROLE_NOT_GRANTED');
      const { name, description, coverColor, isPublic, trackIds } = input;
      return {
        ownerId: user.id,
        role: input.role,
        name,
        description,
        coverColor,
        isPublic,
        trackIds,
        createdAt: new Date(input.createdAt),
      };
    },

    /** `DELETE /api/playlist/delete-track/{id}` with `{trackId}`: removing an absent track changes nothing. */
    async removeTrack(user: SessionUser, id: string, trackId: string): Promise<PlaylistDocument> {
      const row = await ownPlaylist(context, user.id, id);
      const updated = await writePlaylist(context, (repos) =>
        repos.playlists.removeTrack(row.id, trackId.toLowerCase()),
      );
      if (!updated) return toPlaylistApiDocument(row);
      return toPlaylistApiDocument(updated);
    },
  };
}

export type PlaylistsService = ReturnType<typeof playlistsService>;
