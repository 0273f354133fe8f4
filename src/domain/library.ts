import { z } from 'zod';
import { profileRoles, type ProfileRole } from './roles';
import type { LocalIds } from './api-ids';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, trackApiSchema } from './catalog';
import type { ReplicatedFields } from './sync-protocol';

export { LISTEN_COMPLETE_SECONDS, LISTEN_REPEAT_MS } from './listens';
export { favouriteId, uuidV5 } from './library-ids';

/**
 * The user's library shared by client and server (docs/product.md §3 Playlist, Favourite tracks; §4 Player):
 * favourites, listen history and playlists — limits, the playlist form, the cover palette, the wire
 * documents and the share-link shapes.
 */
export const PLAYLIST_NAME_MAX = 100;
export const PLAYLIST_DESCRIPTION_MAX = 1000;
export const PLAYLIST_TRACKS_MAX = 1000;
/** The newest listens of a user kept in the replicated `history`; older ones leave it as deletions. */
export const HISTORY_LIMIT = 500;
/** Share tokens: 32 random bytes, base64url (256 bits). */
export const SHARE_TOKEN_BYTES = 32;
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Cover colours: names of Fluent's palette (the UI paints `colorPalette<Name>Background2` and friends),
 * so covers follow the theme instead of carrying raw colours.
 */
export const playlistColors = [
  'cranberry',
  'pumpkin',
  'marigold',
  'forest',
  'seafoam',
  'teal',
  'steel',
  'cornflower',
  'lavender',
  'grape',
  'berry',
  'platinum',
] as const;
export type PlaylistColor = (typeof playlistColors)[number];

/** playlists/{role}: a playlist belongs to one profile of its owner. */
export const playlistRoles = profileRoles;
export type PlaylistRole = ProfileRole;

const name = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .max(PLAYLIST_NAME_MAX, { message: 'validation.tooLong' });
const description = z
  .string()
  .trim()
  .max(PLAYLIST_DESCRIPTION_MAX, { message: 'validation.tooLong' })
  .nullish()
  .transform((value) => (value ? value : null));
const coverColor = z
  .enum(playlistColors, { message: 'validation.unknownOption' })
  .nullish()
  .transform((value) => value ?? null);
/** Booleans arrive as JSON booleans or, in multipart, as text. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0'])], { message: 'validation.unknownOption' })
  .transform((value) => value === true || value === 'true' || value === 'on' || value === '1');

/** Ordered track ids: at most 1000, each once. */
export const playlistTrackIdsSchema = z
  .array(z.uuid({ message: 'library.invalidTrack' }), { message: 'library.invalidTrack' })
  .max(PLAYLIST_TRACKS_MAX, { message: 'library.tooManyTracks' })
  .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, {
    message: 'library.duplicateTrack',
  });

/** The playlist form and `POST /api/playlist/create` (JSON, or multipart with a `cover` png/jpg beside it). */
export const playlistFieldsSchema = z.object({
  name,
  description,
  coverColor,
  isPublic: flag.default(false),
});
export type PlaylistFieldsInput = z.input<typeof playlistFieldsSchema>;
export type PlaylistFields = z.output<typeof playlistFieldsSchema>;

/**
 * `PATCH /api/playlist/change/{id}`: any of the form's fields; `trackIds` reorders (it must hold the same
 * tracks); `removeCover` drops the cover image (a new one travels as the `cover` file).
 */
export const playlistChangeSchema = z.object({
  name: name.optional(),
  description: description.optional(),
  coverColor: coverColor.optional(),
  isPublic: flag.optional(),
  trackIds: playlistTrackIdsSchema.optional(),
  removeCover: flag.optional(),
});
export type PlaylistChangeInput = z.input<typeof playlistChangeSchema>;
export type PlaylistChange = z.output<typeof playlistChangeSchema>;

/** Body of `PATCH /api/playlist/add-track/{id}` and `DELETE /api/playlist/delete-track/{id}`. */
export const playlistTrackSchema = z.object({ trackId: z.uuid({ message: 'library.invalidTrack' }) });

/** `GET /api/playlist/info`: the caller's playlists of the acting profile, newest first. */
export const playlistListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});

/**
 * `GET /api/playlist/info-share?token=…`: any bounded token; a malformed one is answered like an unknown
 * one (404, the link no longer works), so a mistyped link reads the same as a revoked one.
 */
export const shareQuerySchema = z.object({
  token: z.string({ message: 'library.shareUnavailable' }).max(200),
});

/** Ids are UUIDs; 64 leaves room and keeps the local primary key and indexes bounded (Dexie storage). */
const documentId = z.string().max(64);
/** ISO 8601 from the server clock; indexed timestamps carry a length bound for the local indexes. */
const timestamp = z.string().meta({ format: 'date-time' });
const indexedTimestamp = z.string().max(40).meta({ format: 'date-time' });
const seq = z.number().min(0);

/** A favourite track, one per user and track; unfavouriting deletes it (`_deleted`). */
export const favouriteDocumentSchema = z.object({
  /** `favouriteId(userId, trackId)`: every device of a user names the same favourite alike. */
  id: documentId,
  trackId: documentId,
  /** When the track was (last) favourited. */
  createdAt: indexedTimestamp,
  updatedAt: timestamp,
  seq,
});
export type FavouriteDocument = z.infer<typeof favouriteDocumentSchema>;

/** One listen; the replicated `history` keeps a user's newest HISTORY_LIMIT. */
export const historyDocumentSchema = z.object({
  id: documentId,
  trackId: documentId,
  listenedAt: indexedTimestamp,
  updatedAt: timestamp,
  seq,
});
export type HistoryDocument = z.infer<typeof historyDocumentSchema>;

/** A playlist of one profile of its owner, as replicated (the form's rules: `playlistFieldsSchema`). */
export const playlistDocumentSchema = z.object({
  id: documentId,
  name: z.string().max(PLAYLIST_NAME_MAX),
  description: z.string().max(PLAYLIST_DESCRIPTION_MAX).nullable(),
  coverImageUrl: z.string().nullable(),
  coverColor: z.enum(playlistColors).nullable(),
  isPublic: z.boolean(),
  role: z.enum(playlistRoles).meta({ maxLength: 16 }),
  trackIds: z.array(z.string()).max(PLAYLIST_TRACKS_MAX),
  createdAt: indexedTimestamp,
  updatedAt: timestamp,
  seq,
});
export type PlaylistDocument = z.infer<typeof playlistDocumentSchema>;
export type FavouriteWireDocument = FavouriteDocument & ReplicatedFields;
export type HistoryWireDocument = HistoryDocument & ReplicatedFields;
export type PlaylistWireDocument = PlaylistDocument & ReplicatedFields;

/** A playlist in a REST answer: the document with its id as `_id` (src/domain/api-ids.ts). */
export const playlistApiSchema = z.object({
  _id: documentId,
  ...playlistDocumentSchema.omit({ id: true }).shape,
});
export type PlaylistApi = z.infer<typeof playlistApiSchema>;

/** `GET /api/playlist/info-playlist/{id}`: the playlist and its live tracks in playlist order. */
export const playlistDetailApiSchema = playlistApiSchema.extend({
  ownerName: z.string(),
  isOwner: z.boolean(),
  tracks: z.array(trackApiSchema),
});
export type PlaylistDetailApi = z.infer<typeof playlistDetailApiSchema>;
/** The playlist detail in the local form (`id`), as the server builds it and the client keeps it. */
export type PlaylistDetail = LocalIds<z.infer<typeof playlistDetailApiSchema>>;

/** `PATCH` and `DELETE /api/user/favorite-tracks/{id}`. */
export const favouriteStateSchema = z.object({ trackId: z.string(), favourite: z.boolean() });
export type FavouriteState = z.infer<typeof favouriteStateSchema>;

/** `POST /api/track/listen/{id}`: `counted` is false for a repeat within LISTEN_REPEAT_MS. */
export const listenResultSchema = z.object({
  _id: z.string(),
  trackId: z.string(),
  listenedAt: z.string(),
  counted: z.boolean(),
});
export type ListenResult = LocalIds<z.infer<typeof listenResultSchema>>;

// Imported, then exported: a type-only import is not a dependency the cycle check follows.
import type { SharedPlaylist, SharedPlaylistApi, ShareLink } from './api/library';
export type { SharedPlaylist, SharedPlaylistApi, ShareLink };
