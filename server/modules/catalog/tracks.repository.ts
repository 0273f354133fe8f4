import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ArtistRef, TrackFields } from '../../../src/domain/catalog';
import type { Db } from '../../db/client';
import { trackPeaks, tracks, type TrackRow } from '../../db/schema/catalog';
import { trackSearchText } from './search-terms';

/** What the upload stored and analysed, written beside the form's fields. */
export interface TrackMedia {
  audioKey: string;
  audioType: string;
  audioWavKey: string | null;
  coverKey: string | null;
  technicalData: { duration: number; bitrate: number; sampleRate: number; channels: number; codec: string };
  waveform: number[];
  peaks: number[][];
}

/** The artist and album a track names, already resolved to rows. */
export interface TrackLinks {
  mainArtist: ArtistRef;
  artists: ArtistRef[];
  album: { id: string; title: string } | null;
}

/** Column values of the descriptive fields (everything but names, which TrackLinks carries). */
export function descriptiveColumns(fields: Partial<TrackFields>) {
  const pick = <K extends keyof TrackFields>(key: K) => (key in fields ? { [key]: fields[key] ?? null } : {});
  return {
    ...pick('title'),
    ...pick('genres'),
    ...pick('moods'),
    ...pick('instruments'),
    ...pick('tags'),
    ...pick('tempo'),
    ...pick('bpm'),
    ...pick('density'),
    ...pick('vocalType'),
    ...pick('language'),
    ...pick('isrc'),
    ...pick('explicit'),
    ...pick('instrumental'),
    ...pick('version'),
    ...pick('releaseDate'),
    ...pick('lyrics'),
    ...pick('comments'),
  } as Partial<typeof tracks.$inferInsert>;
}

const linkColumns = (links: TrackLinks) => ({
  mainArtistId: links.mainArtist.id,
  mainArtistName: links.mainArtist.name,
  artists: links.artists,
  albumId: links.album?.id ?? null,
  albumTitle: links.album?.title ?? null,
});

export const searchTextOf = (
  row: Pick<TrackRow, 'title' | 'mainArtistName' | 'artists' | 'albumTitle' | 'tags'>,
) =>
  trackSearchText({
    title: row.title,
    mainArtist: row.mainArtistName,
    artists: row.artists.map((a) => a.name),
    album: row.albumTitle,
    tags: row.tags,
  });

const live = eq(tracks.deleted, false);
/** Live and published: what the catalogue's lists show (an unpublished delivery is not, docs/decisions/0061). */
const listed = and(live, eq(tracks.unpublished, false));

/** The only place that writes and reads the tracks and track_peaks tables row by row. */
export function tracksRepository(db: Db) {
  return {
    /** Inserts the row and its peaks; on the transaction the artist and album were resolved in. */
    async insert(
      ownerId: string,
      fields: TrackFields,
      links: TrackLinks,
      media: TrackMedia,
      unpublished = false,
    ): Promise<TrackRow> {
      const names = { ...linkColumns(links), title: fields.title, tags: fields.tags };
      const [row] = await db
        .insert(tracks)
        .values({
          ...descriptiveColumns(fields),
          ...names,
          title: fields.title,
          ownerId,
          audioKey: media.audioKey,
          audioType: media.audioType,
          audioWavKey: media.audioWavKey,
          coverKey: media.coverKey,
          ...media.technicalData,
          waveform: media.waveform,
          searchText: searchTextOf(names),
          unpublished,
        })
        .returning();
      await db
        .insert(trackPeaks)
        .values({ trackId: row!.id, duration: media.technicalData.duration, peaks: media.peaks });
      return row!;
    },

    /** Writes changed fields (links when names changed, a new cover key) and refreshes search_text from the result. */
    async update(
      current: TrackRow,
      fields: Partial<TrackFields>,
      links: TrackLinks | null,
      coverKey?: string,
    ): Promise<TrackRow> {
      const values = {
        ...descriptiveColumns(fields),
        ...(links ? linkColumns(links) : {}),
        ...(coverKey ? { coverKey } : {}),
      };
      const next = { ...current, ...values } as TrackRow;
      const [row] = await db
        .update(tracks)
        .set({ ...values, searchText: searchTextOf(next) })
        .where(eq(tracks.id, current.id))
        .returning();
      return row!;
    },

    async softDelete(id: string): Promise<TrackRow | undefined> {
      const [row] = await db
        .update(tracks)
        .set({ deleted: true })
        .where(and(eq(tracks.id, id), live))
        .returning();
      return row;
    },

    /** Publishes an unpublished track; undefined when it is not one (or gone). */
    async publish(id: string): Promise<TrackRow | undefined> {
      const [row] = await db
        .update(tracks)
        .set({ unpublished: false })
        .where(and(eq(tracks.id, id), live, eq(tracks.unpublished, true)))
        .returning();
      return row;
    },

    /**
     * Whether a user may read an unpublished track besides its owner: the customer of a composer order it
     * was delivered into, or a member of that order's project.
     */
    async readableByParty(id: string, userId: string): Promise<boolean> {
      const result = (await db.execute(sql`select exists (
          select 1 from task_deliveries d join tasks k on k.id = d.task_id
          where d.track_id = ${id} and (k.customer_id = ${userId} or exists (
            select 1 from project_members m where m.project_id = k.project_id and m.user_id = ${userId}))
        ) as ok`)) as unknown as { rows: { ok: boolean }[] };
      return result.rows[0]?.ok === true;
    },

    async byId(id: string): Promise<TrackRow | undefined> {
      const [row] = await db
        .select()
        .from(tracks)
        .where(and(eq(tracks.id, id), live));
      return row;
    },

    async peaks(id: string) {
      const [row] = await db
        .select({ duration: trackPeaks.duration, peaks: trackPeaks.peaks, seq: tracks.seq })
        .from(trackPeaks)
        .innerJoin(tracks, eq(tracks.id, trackPeaks.trackId))
        .where(and(eq(trackPeaks.trackId, id), live));
      return row;
    },

    async ofAlbum(albumId: string): Promise<TrackRow[]> {
      return db
        .select()
        .from(tracks)
        .where(and(eq(tracks.albumId, albumId), listed))
        .orderBy(asc(tracks.createdAt), asc(tracks.id));
    },

    async ofArtist(artistId: string, limit: number): Promise<TrackRow[]> {
      return db
        .select()
        .from(tracks)
        .where(and(eq(tracks.mainArtistId, artistId), listed))
        .orderBy(desc(tracks.createdAt), desc(tracks.id))
        .limit(limit);
    },

    async newest(limit: number): Promise<TrackRow[]> {
      return db
        .select()
        .from(tracks)
        .where(listed)
        .orderBy(sql`${tracks.releaseDate} desc nulls last`, desc(tracks.createdAt), desc(tracks.id))
        .limit(limit);
    },

    /** Renamed albums: the copied title follows on every live track, so replicas receive it. */
    async renameAlbum(albumId: string, title: string) {
      const current = await db
        .select()
        .from(tracks)
        .where(and(eq(tracks.albumId, albumId), live));
      const renamed: TrackRow[] = [];
      for (const row of current) {
        const [next] = await db
          .update(tracks)
          .set({ albumTitle: title, searchText: searchTextOf({ ...row, albumTitle: title }) })
          .where(eq(tracks.id, row.id))
          .returning();
        renamed.push(next!);
      }
      return renamed;
    },
  };
}

export type TracksRepository = ReturnType<typeof tracksRepository>;
