import crypto from 'node:crypto';
import type { NotificationEvent, SyncHint } from '../../../src/domain/sync-protocol';
import type { FavouriteRow, NotificationRow, PlaylistRow } from '../../../server/db/schema/index';
import type { Store } from '../../../server/db/transaction';
import type { Effect } from '../../../server/outbox/effects';
import type { RealtimeHub } from '../../../server/realtime/hub';
import type { LibraryTracksRepository } from '../../../server/modules/library/library-tracks.repository';
import type {
  NewPlaylist,
  PlaylistsRepository,
  PlaylistValues,
} from '../../../server/modules/library/playlists.repository';
import type { NotificationsPorts } from '../../../server/modules/notifications/notifications.service';
import type { FavouritesPorts } from '../../../server/modules/library/favourites.service';

/** In-memory ports for service tests: the same contracts as the PostgreSQL repositories, no database. */

let seq = 0;
const nextSeq = () => (seq += 1);

/** A store whose transaction keeps a copy of the state and puts it back when the function throws. */
export function fakeStore<Repos extends object>(repos: Repos, snapshot: () => () => void): Store<Repos> {
  return {
    ...repos,
    async withTransaction(fn) {
      const restore = snapshot();
      try {
        return await fn(repos);
      } catch (error) {
        restore();
        throw error;
      }
    },
  };
}

export function recordingHub() {
  const shown: { userId: string; event: NotificationEvent }[] = [];
  const hints: { userIds: string[]; hint: SyncHint }[] = [];
  const hub: RealtimeHub = {
    notification: (userId, event) => shown.push({ userId, event }),
    syncHint: (userIds, hint) => hints.push({ userIds: [...userIds], hint }),
  };
  return { hub, shown, hints };
}

export function fakeNotificationsStore(users: { id: string; roles: string[] }[]) {
  let rows: NotificationRow[] = [];
  let effects: Effect[] = [];
  const live = (userId: string) => rows.filter((row) => row.userId === userId && !row.deleted);
  const change = (row: NotificationRow, values: Partial<NotificationRow>) => {
    const next = { ...row, ...values, seq: nextSeq(), updatedAt: new Date() };
    rows = rows.map((other) => (other.id === row.id ? next : other));
    return next;
  };
  const repos: NotificationsPorts = {
    notifications: {
      async enqueueForAudience(input, audience) {
        const recipients = users.filter(
          (user) =>
            (!audience.userId || user.id === audience.userId) &&
            (!audience.role || user.roles.includes(audience.role)),
        );
        const now = new Date().toISOString();
        effects.push(
          ...recipients.map((user): Effect => ({
            kind: 'notification',
            payload: { id: crypto.randomUUID(), userId: user.id, ...input, createdAt: now },
          })),
        );
        return recipients.length;
      },
      async page(userId, options) {
        const all = live(userId).sort(
          (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.seq - a.seq,
        );
        const listed = options.onlyUnread ? all.filter((row) => !row.read) : all;
        const totalUnread = all.filter((row) => !row.read).length;
        return {
          rows: listed.slice(options.offset, options.offset + options.limit),
          total: listed.length,
          totalUnread,
        };
      },
      async findOwn(userId, id) {
        return live(userId).find((candidate) => candidate.id === id);
      },
      async update(id, values) {
        const row = rows.find((candidate) => candidate.id === id);
        return row && change(row, values);
      },
      async markAllRead(userId) {
        return live(userId)
          .filter((row) => !row.read)
          .map((row) => ({ seq: change(row, { read: true }).seq }));
      },
      async retract(id) {
        const row = rows.find((candidate) => candidate.id === id && !candidate.deleted);
        return row && change(row, { deleted: true });
      },
    },
    outbox: {
      async add(added) {
        effects.push(...added);
      },
    },
  };
  const store = fakeStore(repos, () => {
    const [savedRows, savedEffects] = [rows, effects];
    return () => {
      rows = savedRows;
      effects = savedEffects;
    };
  });
  const seed = (userId: string, message: string, createdAt = new Date()) => {
    const row: NotificationRow = {
      id: crypto.randomUUID(),
      userId,
      type: 'System',
      subType: 'System',
      message,
      messageKey: null,
      params: {},
      objectId: null,
      read: false,
      broadcastId: null,
      createdAt,
      updatedAt: createdAt,
      seq: nextSeq(),
      deleted: false,
    };
    rows.push(row);
    return row;
  };
  return { store, seed, effects: () => effects };
}

export function fakePlaylists(liveTracks: Set<string>) {
  const rows = new Map<string, PlaylistRow>();
  const find = (id: string) => {
    const row = rows.get(id);
    return row && !row.deleted ? row : undefined;
  };
  const write = (row: PlaylistRow, values: PlaylistValues) => {
    const next = { ...row, ...values, seq: nextSeq(), updatedAt: new Date() };
    rows.set(row.id, next);
    return next;
  };
  const playlists: PlaylistsRepository = {
    find: async (id) => find(id),
    findByShareToken: async (token) =>
      [...rows.values()].find((row) => row.shareToken === token && !row.deleted),
    async page(ownerId, role, options) {
      const own = [...rows.values()].filter(
        (row) => row.ownerId === ownerId && row.role === role && !row.deleted,
      );
      return { rows: own.slice(options.offset, options.offset + options.limit), total: own.length };
    },
    async insert(values: NewPlaylist) {
      const now = new Date();
      const row: PlaylistRow = {
        id: crypto.randomUUID(),
        description: null,
        coverKey: null,
        coverColor: null,
        isPublic: false,
        trackIds: [],
        shareToken: null,
        createdAt: now,
        updatedAt: now,
        seq: nextSeq(),
        deleted: false,
        ...values,
      };
      rows.set(row.id, row);
      return row;
    },
    async update(id, values) {
      const row = find(id);
      return row && write(row, values);
    },
    async appendTrack(id, trackId, max) {
      const row = find(id);
      if (!row || row.trackIds.includes(trackId) || row.trackIds.length >= max) return undefined;
      return write(row, { trackIds: [...row.trackIds, trackId] });
    },
    async removeTrack(id, trackId) {
      const row = find(id);
      if (!row?.trackIds.includes(trackId)) return undefined;
      return write(row, { trackIds: row.trackIds.filter((other) => other !== trackId) });
    },
    ownerName: async () => 'Test Owner',
  };
  const tracks: LibraryTracksRepository = {
    isLive: async (trackId) => liveTracks.has(trackId),
    liveInOrder: async () => [],
  };
  let effects: Effect[] = [];
  const outbox = {
    async add(added: Effect[]) {
      effects.push(...added);
    },
  };
  const store = fakeStore({ playlists, tracks, outbox }, () => {
    const [savedRows, savedEffects] = [new Map(rows), effects];
    return () => {
      rows.clear();
      for (const [id, row] of savedRows) rows.set(id, row);
      effects = savedEffects;
    };
  });
  return { store, playlists, tracks, rows, effects: () => effects };
}

/** Favourites and listens in memory, with the outbox effects their transactions wrote. */
export function fakeFavouritesStore(liveTracks: Set<string>) {
  let rows: FavouriteRow[] = [];
  let effects: Effect[] = [];
  const write = (row: FavouriteRow) => {
    rows = [...rows.filter((other) => other.id !== row.id), row];
    return row;
  };
  const repos: FavouritesPorts = {
    favourites: {
      findByTrack: async (userId, trackId) =>
        rows.find((row) => row.userId === userId && row.trackId === trackId),
      async insert(values) {
        if (
          rows.some(
            (row) => row.id === values.id || (row.userId === values.userId && row.trackId === values.trackId),
          )
        )
          return undefined;
        return write({ ...values, updatedAt: new Date(), seq: nextSeq(), deleted: false });
      },
      async update(id, values) {
        const row = rows.find((candidate) => candidate.id === id);
        return row && write({ ...row, ...values, updatedAt: new Date(), seq: nextSeq() });
      },
      trackIds: async (userId) =>
        rows
          .filter((row) => row.userId === userId && !row.deleted && liveTracks.has(row.trackId))
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.seq - a.seq)
          .map((row) => row.trackId),
    },
    listens: {
      async record(input) {
        const row = {
          id: crypto.randomUUID(),
          userId: input.userId,
          trackId: input.trackId,
          listenedAt: input.at,
          completedAt: null,
          updatedAt: input.at,
          seq: nextSeq(),
          deleted: false,
        };
        return { row, counted: true, seq: row.seq };
      },
      complete: async () => undefined,
    },
    tracks: { isLive: async (trackId) => liveTracks.has(trackId) },
    outbox: {
      async add(added) {
        effects.push(...added);
      },
    },
  };
  const store = fakeStore(repos, () => {
    const [savedRows, savedEffects] = [rows, effects];
    return () => {
      rows = savedRows;
      effects = savedEffects;
    };
  });
  return { store, rows: () => rows, effects: () => effects };
}
