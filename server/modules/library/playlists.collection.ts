import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { playlistColors, playlistRoles, playlistTrackIdsSchema, PLAYLIST_DESCRIPTION_MAX, PLAYLIST_NAME_MAX, type PlaylistColor, type PlaylistRole, type PlaylistWireDocument } from '../../../src/domain/library';
import { playlists, type PlaylistRow } from '../../db/schema/library';
import { AppError } from '../../http/errors';
import { defineReplicatedCollection } from '../../sync/registry';
import { trackUrls } from '../catalog/tracks.collection';
import type { PlaylistValues } from './playlists.repository';
import { parseInput } from './validation';

export function toPlaylistDocument(row: PlaylistRow): PlaylistWireDocument {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    coverImageUrl: row.coverKey ? trackUrls.file(row.coverKey) : null,
    coverColor: row.coverColor as PlaylistColor | null,
    isPublic: row.isPublic,
    role: row.role as PlaylistRole,
    trackIds: row.trackIds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    seq: row.seq,
    _deleted: row.deleted,
  };
}

/**
 * Pushed fields are stored exactly as sent (the client writes them through the same rules), so a
 * document pushed again compares equal; anything out of the rules is refused.
 */
const pushedFields = z.object({
  name: z.string().min(1, { message: 'validation.required' }).max(PLAYLIST_NAME_MAX, { message: 'validation.tooLong' }),
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

/**
 * The `playlists` collection: each user's own playlists (both profiles). Created, edited (name,
 * description, cover colour, visibility, tracks and their order) and deleted offline by push; the cover
 * image and share links only through the REST commands (playlists.routes.ts).
 */
export const playlistsCollection = defineReplicatedCollection<PlaylistRow>({
  name: 'playlists',
  table: playlists,
  visibleTo: (userId) => eq(playlists.ownerId, userId),
  toDocument: (row) => ({ ...toPlaylistDocument(row) }),
  pullOnly: false,
  pushableFields: ['name', 'description', 'coverColor', 'isPublic', 'trackIds', '_deleted'],
  staleWhen: 'fields',
  applyPush(changes, current) {
    if (current.deleted) throw new AppError('BAD_REQUEST', 'sync.unknownDocument');
    const input = parseInput(pushedFields.partial(), changes);
    const { _deleted: deleted, ...fields } = input;
    const values: PlaylistValues = { ...fields };
    return deleted ? { ...values, deleted: true, shareToken: null } : values;
  },
  async applyCreate(doc, user) {
    const input = parseInput(createdDocument, doc);
    if (!user.roles.includes(input.role)) throw new AppError('ROLE_NOT_GRANTED');
    return {
      ownerId: user.id,
      role: input.role,
      name: input.name,
      description: input.description,
      coverColor: input.coverColor,
      isPublic: input.isPublic,
      trackIds: input.trackIds,
      createdAt: new Date(input.createdAt),
    };
  },
  audience: (row) => [row.ownerId],
});
