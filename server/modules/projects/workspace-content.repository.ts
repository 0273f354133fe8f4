import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tracks } from '../../db/schema/catalog';
import { users } from '../../db/schema/users';
import type { CueSource, UsageType } from '../../../src/domain/projects';
import {
  episodes,
  scenes,
  trackEntries,
  workspaces,
  type EpisodeRow,
  type SceneRow,
  type TrackEntryRow,
  type WorkspaceRow,
} from '../../db/schema/projects';
import { isUuid } from '../../../src/domain/ids';
import { isEmpty } from '../../db/values';

const liveWorkspace = (id: string) => and(eq(workspaces.id, id), eq(workspaces.deleted, false));

/** The rows inside a project: episodes, workspaces, scenes and track entries (part of projectsRepository). */
export function workspaceContentRepository(db: Db) {
  return {
    async findEpisode(id: string): Promise<EpisodeRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(episodes).where(eq(episodes.id, id));
      return row;
    },

    async projectEpisodes(projectId: string): Promise<EpisodeRow[]> {
      return db.select().from(episodes).where(eq(episodes.projectId, projectId));
    },

    async insertEpisode(values: typeof episodes.$inferInsert): Promise<EpisodeRow> {
      const [row] = await db.insert(episodes).values(values).returning();
      return row!;
    },

    async findWorkspace(id: string): Promise<WorkspaceRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(workspaces).where(liveWorkspace(id));
      return row;
    },

    async insertWorkspace(values: typeof workspaces.$inferInsert): Promise<WorkspaceRow> {
      const [row] = await db.insert(workspaces).values(values).returning();
      return row!;
    },

    async insertScene(values: typeof scenes.$inferInsert): Promise<SceneRow> {
      const [row] = await db.insert(scenes).values(values).returning();
      return row!;
    },

    /** Live catalogue tracks among `ids`. */
    async liveTracks(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: tracks.id })
        .from(tracks)
        .where(and(inArray(tracks.id, ids), eq(tracks.deleted, false)));
      return rows.map((row) => row.id);
    },

    /** Appends entries for `trackIds` after the workspace's last one; returns their ids. */
    async appendEntries(workspaceId: string, trackIds: string[], addedBy: string): Promise<string[]> {
      if (trackIds.length === 0) return [];
      const [last] = await db
        .select({ position: sql<number>`coalesce(max(${trackEntries.position}), -1)` })
        .from(trackEntries)
        .where(eq(trackEntries.workspaceId, workspaceId));
      const start = Number(last?.position ?? -1) + 1;
      const rows = await db
        .insert(trackEntries)
        .values(
          trackIds.map((trackId, index) => ({
            workspaceId,
            trackId,
            addedBy,
            position: start + index,
            // A track delivered into a composer order keeps the order it came by (`remove-track`'s
            // `composerOrdersId` refers to it).
            taskId: sql`(select d.task_id from task_deliveries d where d.track_id = ${trackId}
              order by d.delivered_at limit 1)`,
          })),
        )
        .returning({ id: trackEntries.id });
      return rows.map((row) => row.id);
    },

    async updateEpisode(id: string, values: Partial<Pick<EpisodeRow, 'number' | 'title' | 'duration'>>) {
      if (!isEmpty(values)) await db.update(episodes).set(values).where(eq(episodes.id, id));
    },

    /** Deletes the episode and its workspaces (their entries leave the members' tabs with them). */
    async deleteEpisode(id: string) {
      await db.update(workspaces).set({ deleted: true }).where(eq(workspaces.episodeId, id));
      await db.delete(episodes).where(eq(episodes.id, id));
    },

    async updateWorkspace(id: string, values: Partial<Pick<WorkspaceRow, 'comment' | 'episodeId'>>) {
      if (!isEmpty(values)) await db.update(workspaces).set(values).where(liveWorkspace(id));
    },

    async findScene(id: string): Promise<SceneRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(scenes).where(eq(scenes.id, id));
      return row;
    },

    async updateScene(
      id: string,
      values: Partial<Pick<SceneRow, 'description' | 'sceneType' | 'start' | 'end'>>,
    ) {
      if (!isEmpty(values)) await db.update(scenes).set(values).where(eq(scenes.id, id));
    },

    async deleteScene(id: string) {
      await db.delete(scenes).where(eq(scenes.id, id));
    },

    async entries(workspaceId: string): Promise<TrackEntryRow[]> {
      return db
        .select()
        .from(trackEntries)
        .where(eq(trackEntries.workspaceId, workspaceId))
        .orderBy(trackEntries.position, trackEntries.addedAt);
    },

    async entriesByIds(ids: string[]): Promise<TrackEntryRow[]> {
      const valid = ids.filter((id) => isUuid(id));
      if (valid.length === 0) return [];
      return db.select().from(trackEntries).where(inArray(trackEntries.id, valid));
    },

    async insertEntry(values: typeof trackEntries.$inferInsert) {
      await db.insert(trackEntries).values(values);
    },

    async updateEntries(ids: string[], values: Partial<typeof trackEntries.$inferInsert>) {
      if (ids.length === 0 || isEmpty(values)) return;
      await db.update(trackEntries).set(values).where(inArray(trackEntries.id, ids));
    },

    /** The cue sheet's sources: each entry with its track and the track's owner, in workspace order. */
    async cueSources(workspaceId: string): Promise<CueSource[]> {
      const rows = await db
        .select({
          title: tracks.title,
          mainArtist: tracks.mainArtistName,
          artists: tracks.artists,
          firstName: users.firstName,
          lastName: users.lastName,
          isrc: tracks.isrc,
          usageType: trackEntries.usageType,
          timeIn: trackEntries.timeIn,
          timeOut: trackEntries.timeOut,
        })
        .from(trackEntries)
        .innerJoin(tracks, eq(tracks.id, trackEntries.trackId))
        .innerJoin(users, eq(users.id, tracks.ownerId))
        .where(eq(trackEntries.workspaceId, workspaceId))
        .orderBy(trackEntries.position, trackEntries.addedAt, trackEntries.id);
      return rows.map((row) => ({
        title: row.title,
        artists: [row.mainArtist, ...row.artists.map((artist) => artist.name)],
        owner: `${row.firstName} ${row.lastName}`.trim(),
        isrc: row.isrc,
        usageType: row.usageType as UsageType | null,
        timeIn: row.timeIn,
        timeOut: row.timeOut,
      }));
    },

    async deleteEntries(ids: string[]) {
      if (ids.length === 0) return;
      await db.delete(trackEntries).where(inArray(trackEntries.id, ids));
    },
  };
}
