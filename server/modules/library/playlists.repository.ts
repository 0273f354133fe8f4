import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { playlists, type PlaylistRow } from '../../db/schema/library';
import { users } from '../../db/schema/users';
import { isUuid } from '../../../src/domain/ids';
import { isEmpty } from '../../db/values';

export type NewPlaylist = Pick<
  typeof playlists.$inferInsert,
  'ownerId' | 'role' | 'name' | 'description' | 'coverColor' | 'coverKey' | 'isPublic'
>;
export type PlaylistValues = Partial<
  Pick<
    PlaylistRow,
    'name' | 'description' | 'coverColor' | 'coverKey' | 'isPublic' | 'trackIds' | 'shareToken' | 'deleted'
  >
>;

const live = (id: string) => and(eq(playlists.id, id), eq(playlists.deleted, false));

/** The only place that touches the playlists table. */
export function playlistsRepository(db: Db) {
  return {
    /** A live playlist by id (unknown, malformed and deleted ids alike: undefined). */
    async find(id: string): Promise<PlaylistRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(playlists).where(live(id));
      return row;
    },

    async findByShareToken(token: string): Promise<PlaylistRow | undefined> {
      const [row] = await db
        .select()
        .from(playlists)
        .where(and(eq(playlists.shareToken, token), eq(playlists.deleted, false)));
      return row;
    },

    /** The owner's live playlists of one profile, newest first. */
    async page(ownerId: string, role: string, options: { limit: number; offset: number }) {
      const where = and(
        eq(playlists.ownerId, ownerId),
        eq(playlists.role, role),
        eq(playlists.deleted, false),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(playlists)
          .where(where)
          .orderBy(desc(playlists.createdAt), desc(playlists.seq))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ total: count() }).from(playlists).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async insert(values: NewPlaylist): Promise<PlaylistRow> {
      const [row] = await db.insert(playlists).values(values).returning();
      return row!;
    },

    async update(id: string, values: PlaylistValues): Promise<PlaylistRow | undefined> {
      const [row] = isEmpty(values)
        ? await db.select().from(playlists).where(live(id))
        : await db.update(playlists).set(values).where(live(id)).returning();
      return row;
    },

    /** Appends a track unless it is there already or the playlist is full; undefined when nothing changed. */
    async appendTrack(id: string, trackId: string, max: number): Promise<PlaylistRow | undefined> {
      const [row] = await db
        .update(playlists)
        .set({ trackIds: sql`array_append(${playlists.trackIds}, ${trackId}::uuid)` })
        .where(
          and(
            live(id),
            sql`not (${trackId}::uuid = any(${playlists.trackIds}))`,
            sql`cardinality(${playlists.trackIds}) < ${max}`,
          ),
        )
        .returning();
      return row;
    },

    /** Removes a track; undefined when it was not there. */
    async removeTrack(id: string, trackId: string): Promise<PlaylistRow | undefined> {
      const [row] = await db
        .update(playlists)
        .set({ trackIds: sql`array_remove(${playlists.trackIds}, ${trackId}::uuid)` })
        .where(and(live(id), sql`${trackId}::uuid = any(${playlists.trackIds})`))
        .returning();
      return row;
    },

    /** The name a playlist's owner shows others: first and last name. */
    async ownerName(userId: string): Promise<string> {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId));
      return row ? `${row.firstName} ${row.lastName}`.trim() : '';
    },
  };
}

export type PlaylistsRepository = ReturnType<typeof playlistsRepository>;
