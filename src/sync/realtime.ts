import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import { JOIN_ROOM_DELAY_MS, SOCKET_UNAUTHORIZED, socketEvents } from '../domain/sync-rules';
import type { JoinRoomAck, CatalogRemovedEvent, NotificationEvent, SyncHint } from '../domain/sync-protocol';

/** The slice of a socket.io client the realtime connection uses; tests may pass a fake. */
export interface SocketPort {
  connect(): void;
  disconnect(): void;
  on(event: string, listener: (...args: never[]) => void): void;
  off(event?: string): void;
  emit(event: string, ...args: unknown[]): void;
}

export type RealtimeState = 'disconnected' | 'connecting' | 'connected' | 'joined';

export interface RealtimeConnection {
  state$: Observable<RealtimeState>;
  /** `notification` events: show a snackbar (docs/product.md §4). */
  notifications$: Observable<NotificationEvent>;
  /** `sync` hints: the named collection changed up to `seq`. */
  hints$: Observable<SyncHint>;
  /** Emits once the user's room is joined after every (re)connect: replication re-syncs. */
  resync$: Observable<void>;
  /** Tracks that left the catalogue (an admin hid them): open screens drop them. */
  catalogRemoved$: Observable<CatalogRemovedEvent>;
  /** Tracks an admin restored: searches on screen ask again, as they may now hold them. */
  catalogRestored$: Observable<CatalogRemovedEvent>;
  /** Connects for `userId` (docs/product.md §7 Realtime: only when a user exists). */
  connect(userId: string): void;
  /** Disconnects (logout). */
  disconnect(): void;
}

/**
 * A socket port whose socket is made once `load` resolves: every call before that is kept and replayed
 * on it in order (listeners, connect, emits), every call after goes straight to it. The app's socket.io
 * client loads this way (`createLazySocketIoPort`), so a signed-in screen draws without waiting for it.
 */
export function createDeferredSocketPort(load: () => Promise<SocketPort>): SocketPort {
  let socket: SocketPort | null = null;
  const pending: ((port: SocketPort) => void)[] = [];
  const call = (action: (port: SocketPort) => void) => {
    if (socket) action(socket);
    else pending.push(action);
  };
  load().then(
    (loaded) => {
      socket = loaded;
      pending.splice(0).forEach((action) => action(loaded));
    },
    (error: unknown) => console.warn('The realtime connection could not load', error),
  );
  return {
    connect: () => call((port) => port.connect()),
    disconnect: () => call((port) => port.disconnect()),
    on: (event, listener) => call((port) => port.on(event, listener)),
    off: (event) => call((port) => (event === undefined ? port.off() : port.off(event))),
    emit: (event, ...args) => call((port) => port.emit(event, ...args)),
  };
}

/** The app's socket.io client (./socket-io-port.ts), loaded in its own chunk after the screen's code. */
export const createLazySocketIoPort = (): SocketPort =>
  createDeferredSocketPort(() => import('./socket-io-port').then((module) => module.createSocketIoPort()));

export interface RealtimeOptions {
  joinDelayMs?: number;
  /**
   * Refreshes the session when the server closed or refused the socket (its access token expired, or
   * its session ended); resolves whether the session is usable. Without it the socket stays closed.
   */
  reauthenticate?(): Promise<boolean>;
}

/** The wait before reconnecting after the n-th refusal in a row: at once, then 1 s doubling up to 30 s. */
const refusedDelayMs = (refusals: number) =>
  refusals <= 1 ? 0 : Math.min(1000 * 2 ** (refusals - 2), 30_000);

/**
 * The realtime connection (docs/product.md §4, §7): connects when asked, joins the user's room
 * JOIN_ROOM_DELAY_MS after each connect, and exposes the server's events as observables. When the
 * server closes or refuses the socket — the access token expired or the session ended
 * (docs/decisions/0008-session-revocation.md) — it refreshes the session and reconnects with the new
 * cookie; socket.io does not retry those by itself.
 */
export function createRealtime(socket: SocketPort, options: RealtimeOptions = {}): RealtimeConnection {
  const state$ = new BehaviorSubject<RealtimeState>('disconnected');
  const notifications$ = new Subject<NotificationEvent>();
  const hints$ = new Subject<SyncHint>();
  const resync$ = new Subject<void>();
  const catalogRemoved$ = new Subject<CatalogRemovedEvent>();
  const catalogRestored$ = new Subject<CatalogRemovedEvent>();
  const delay = options.joinDelayMs ?? JOIN_ROOM_DELAY_MS;
  let userId: string | null = null;
  let joinTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let refusals = 0;

  const join = () => {
    if (!userId) return;
    socket.emit(socketEvents.joinRoom, userId, (answer: JoinRoomAck | undefined) => {
      if (!answer?.ok || state$.value !== 'connected') return;
      state$.next('joined');
      resync$.next();
    });
  };
  const stopJoin = () => {
    if (joinTimer !== undefined) clearTimeout(joinTimer);
    joinTimer = undefined;
  };

  const stopRetry = () => {
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    retryTimer = undefined;
  };
  const reconnectAfterRefusal = () => {
    const reauthenticate = options.reauthenticate;
    const forUser = userId;
    if (!reauthenticate || !forUser) return;
    refusals += 1;
    stopRetry();
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void reauthenticate().then(
        (usable) => {
          if (userId !== forUser) return;
          // A refused refresh signs the user out (disconnect); one that got no answer tries again later.
          if (usable) socket.connect();
          else reconnectAfterRefusal();
        },
        () => userId === forUser && reconnectAfterRefusal(),
      );
    }, refusedDelayMs(refusals));
  };

  socket.on('connect', () => {
    refusals = 0;
    state$.next('connected');
    stopJoin();
    joinTimer = setTimeout(join, delay);
  });
  socket.on('disconnect', (reason: string | undefined) => {
    stopJoin();
    if (userId) state$.next('connecting');
    if (reason === 'io server disconnect') reconnectAfterRefusal();
  });
  socket.on('connect_error', (error: { message?: string } | undefined) => {
    if (error?.message === SOCKET_UNAUTHORIZED) reconnectAfterRefusal();
  });
  socket.on(socketEvents.notification, (event: NotificationEvent) => notifications$.next(event));
  socket.on(socketEvents.sync, (hint: SyncHint) => hints$.next(hint));
  socket.on(socketEvents.catalogRemoved, (event: CatalogRemovedEvent) => catalogRemoved$.next(event));
  socket.on(socketEvents.catalogRestored, (event: CatalogRemovedEvent) => catalogRestored$.next(event));

  return {
    state$: state$.asObservable(),
    notifications$: notifications$.asObservable(),
    hints$: hints$.asObservable(),
    resync$: resync$.asObservable(),
    catalogRemoved$: catalogRemoved$.asObservable(),
    catalogRestored$: catalogRestored$.asObservable(),
    connect(id) {
      if (userId === id) return;
      if (userId) socket.disconnect();
      userId = id;
      state$.next('connecting');
      socket.connect();
    },
    disconnect() {
      userId = null;
      stopJoin();
      stopRetry();
      socket.disconnect();
      state$.next('disconnected');
    },
  };
}
