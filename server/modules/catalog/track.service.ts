import type {
  TrackDocument,
  TrackFields,
  TrackPage,
  TrackPeaks,
  TrackQuery,
} from '../../../src/domain/catalog';
import { reducePeaks } from '../../../src/domain/peaks';
import type { TrackRow } from '../../db/schema/catalog';
import { AppError } from '../../http/errors';
import { audioContentType, detectAudioType } from '../../media/audio-type';
import {
  announceTracks,
  notOwner,
  resolveLinks,
  toTrackApiDocument,
  type CatalogContext,
} from './catalog-context';
import { prepareCover, storedUpload, storeTrackFiles, type TrackFiles } from './catalog-media';
import { searchTermsOf } from './search-terms';
import { planSearch } from './track-search.sql';
import { isUuid } from '../../../src/domain/ids';

/** A stored file to send: its key, content type and, for downloads, the name to save it under. */
export interface FileToSend {
  key: string;
  contentType: string;
  downloadName?: string;
}

/** Enough for an ID3 tag with a cover and two MPEG frames. */
const HEAD_BYTES = 1024 * 1024;

async function headOf(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** A file name without path separators or control characters. */
const safeFileName = (name: string) => name.replace(/[/\\:*?"<>|\p{Cc}]/gu, '_').trim();

/** How many track documents of the current catalogue version are kept for search pages. */
const SEARCH_DOCUMENTS = 5_000;

export function trackService(context: CatalogContext) {
  // The documents search pages showed, valid while the catalogue version they were read at stays the
  // newest: a track row that changes takes a higher seq, which moves the version (docs/decisions/0010).
  let documents = { version: '', byId: new Map<string, TrackDocument>() };
  async function documentsAt(version: string, ids: string[]): Promise<TrackDocument[]> {
    if (documents.version !== version) documents = { version, byId: new Map() };
    const kept = documents;
    const missing = ids.filter((id) => !kept.byId.has(id));
    for (const row of await context.documentRows(missing)) {
      if (kept.byId.size >= SEARCH_DOCUMENTS) kept.byId.delete(kept.byId.keys().next().value!);
      kept.byId.set(row.id, toTrackApiDocument(row));
    }
    return ids.flatMap((id) => kept.byId.get(id) ?? []);
  }

  async function liveTrack(id: string): Promise<TrackRow> {
    const row = isUuid(id) ? await context.tracks.byId(id) : undefined;
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** A live track the user may read: an unpublished one only by its owner and its order's parties (0061). */
  async function readableTrack(userId: string, id: string): Promise<TrackRow> {
    const row = await liveTrack(id);
    if (row.unpublished && row.ownerId !== userId && !(await context.tracks.readableByParty(id, userId))) {
      throw new AppError('NOT_FOUND');
    }
    return row;
  }

  async function ownTrack(userId: string, id: string): Promise<TrackRow> {
    const row = await liveTrack(id);
    if (row.ownerId !== userId) throw notOwner();
    return row;
  }

  return {
    async searchTracks(userId: string, query: TrackQuery): Promise<TrackPage> {
      const plan = planSearch(query, searchTermsOf(query.search), userId);
      const { ids, total, facets, estimate, estimatedFacets, version } = await context.search.search(plan);
      return {
        data: await documentsAt(version, ids),
        page: query.page,
        limit: query.limit,
        total,
        facets,
        totalIsEstimate: estimate,
        estimatedFacets,
      };
    },

    async getTrack(userId: string, id: string): Promise<TrackDocument> {
      return toTrackApiDocument(await readableTrack(userId, id));
    },

    async createTrack(
      ownerId: string,
      fields: TrackFields,
      files: TrackFiles,
      options: { unpublished?: boolean } = {},
    ): Promise<TrackDocument> {
      const { media, upload } = await storeTrackFiles(context.storage, files);
      try {
        const row = await context.withTransaction(async (repos) => {
          const links = await resolveLinks(repos, ownerId, fields);
          const inserted = await repos.tracks.insert(ownerId, fields, links, media, options.unpublished);
          await announceTracks(repos, ownerId, inserted.seq);
          return inserted;
        });
        return toTrackApiDocument(row);
      } catch (error) {
        await upload.discard();
        throw error;
      }
    },

    /**
     * Changes only the fields given (cleared optional ones arrive as undefined); names (artists, album)
     * are resolved again when one of them changes. A new cover replaces the stored one.
     */
    async updateTrack(
      userId: string,
      id: string,
      fields: Partial<TrackFields>,
      cover?: Uint8Array,
    ): Promise<TrackDocument> {
      const current = await ownTrack(userId, id);
      const renames = 'mainArtist' in fields || 'artists' in fields || 'album' in fields;
      const prepared = await prepareCover(cover);
      const upload = storedUpload(context.storage);
      try {
        const coverKey = prepared ? await upload.put('covers', prepared.ext, prepared.data) : undefined;
        const row = await context.withTransaction(async (repos) => {
          const links = renames
            ? await resolveLinks(repos, userId, {
                mainArtist: fields.mainArtist ?? current.mainArtistName,
                artists: fields.artists ?? current.artists.map((artist) => artist.name),
                album: 'album' in fields ? fields.album : (current.albumTitle ?? undefined),
              })
            : null;
          const updated = await repos.tracks.update(current, fields, links, coverKey);
          await announceTracks(repos, userId, updated.seq);
          return updated;
        });
        if (coverKey && current.coverKey) await context.storage.remove(current.coverKey);
        return toTrackApiDocument(row);
      } catch (error) {
        await upload.discard();
        throw error;
      }
    },

    /** Publishes a composer order's delivery: a change of the row, so replicas and the search follow it. */
    async publishTrack(userId: string, id: string): Promise<TrackDocument> {
      const current = await ownTrack(userId, id);
      if (!current.unpublished) throw new AppError('CONFLICT', 'catalog.alreadyPublished');
      const row = await context.withTransaction(async (repos) => {
        const published = await repos.tracks.publish(id);
        if (published) await announceTracks(repos, userId, published.seq);
        return published;
      });
      if (!row) throw new AppError('CONFLICT', 'catalog.alreadyPublished');
      return toTrackApiDocument(row);
    },

    /** A soft delete: the changefeed carries it to replicas; the files stay for shared playlists' history. */
    async deleteTrack(userId: string, id: string): Promise<{ id: string }> {
      await ownTrack(userId, id);
      const row = await context.withTransaction(async (repos) => {
        const deleted = await repos.tracks.softDelete(id);
        if (deleted) await announceTracks(repos, userId, deleted.seq);
        return deleted;
      });
      if (!row) throw new AppError('NOT_FOUND');
      return { id };
    },

    async peaks(id: string, points?: number): Promise<TrackPeaks & { etag: string }> {
      const row = isUuid(id) ? await context.tracks.peaks(id) : undefined;
      if (!row) throw new AppError('NOT_FOUND');
      if (points === undefined) return { duration: row.duration, peaks: row.peaks, etag: `"peaks-${id}"` };
      return {
        duration: row.duration,
        peaks: reducePeaks(row.peaks, points),
        etag: `"peaks-${id}-${points}"`,
      };
    },

    /** `<id>.mp3` or `<id>.wav`: the main file when its type matches, else the wav version. */
    async audioFile(file: string): Promise<FileToSend> {
      const match = /^([0-9a-f-]{36})\.(mp3|wav)$/i.exec(file);
      if (!match) throw new AppError('NOT_FOUND');
      const row = await liveTrack(match[1]!.toLowerCase());
      const ext = match[2]!.toLowerCase() as 'mp3' | 'wav';
      const key = row.audioType === ext ? row.audioKey : ext === 'wav' ? row.audioWavKey : null;
      if (!key) throw new AppError('NOT_FOUND');
      return { key, contentType: audioContentType[ext] };
    },

    /** The main audio as an attachment, typed by its bytes (mp3, wav, ogg, flac; audio/mpeg otherwise). */
    async download(userId: string, id: string): Promise<FileToSend> {
      const row = await readableTrack(userId, id);
      const stats = await context.storage.stat(row.audioKey);
      if (!stats) throw new AppError('FILE_NOT_FOUND');
      const head =
        stats.size > 0
          ? await headOf(
              context.storage.stream(row.audioKey, { start: 0, end: Math.min(HEAD_BYTES, stats.size) - 1 }),
            )
          : new Uint8Array();
      const kind = detectAudioType(head) ?? 'mp3';
      const name = safeFileName(`${row.mainArtistName} - ${row.title}`) || row.id;
      return { key: row.audioKey, contentType: audioContentType[kind], downloadName: `${name}.${kind}` };
    },
  };
}

export type TrackService = ReturnType<typeof trackService>;
