import { eq } from 'drizzle-orm';
import type { PlaylistColor, PlaylistRole, PlaylistWireDocument } from '../../../src/domain/library';
import { playlists, type PlaylistRow } from '../../db/schema/library';
import { defineReplicatedCollection } from '../../sync/registry';
import { trackUrls } from '../catalog/index';
import type { PlaylistsService } from './playlists.service';

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
 * The `playlists` collection: each user's own playlists (both profiles). Created, edited (name,
 * description, cover colour, visibility, tracks and their order) and deleted offline by push; the cover
 * image and share links only through the REST commands (playlists.routes.ts).
 */
export const playlistsCollection = (service: Pick<PlaylistsService, 'applyPush' | 'applyCreate'>) =>
  defineReplicatedCollection<PlaylistRow>({
    name: 'playlists',
    table: playlists,
    visibleTo: (userId) => eq(playlists.ownerId, userId),
    toDocument: (row) => ({ ...toPlaylistDocument(row) }),
    pullOnly: false,
    pushableFields: ['name', 'description', 'coverColor', 'isPublic', 'trackIds', '_deleted'],
    staleWhen: 'fields',
    // The service's rules: REST and sync write playlists through the same module.
    applyPush: (changes, current) => service.applyPush(changes, current),
    applyCreate: (doc, user) => service.applyCreate(doc, user),
    audience: (row) => [row.ownerId],
  });
