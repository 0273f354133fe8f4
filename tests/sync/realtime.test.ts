import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOIN_ROOM_DELAY_MS, type NotificationEvent, type SyncHint } from '../../src/domain/sync-protocol';
import { createRealtime, type RealtimeState, type SocketPort } from '../../src/sync/realtime';

type Listener = (...args: unknown[]) => void;

/** A socket.io stand-in: records emits and lets the test play the server. */
function fakeSocket() {
  const listeners = new Map<string, Listener[]>();
  const socket = {
    connects: 0,
    disconnects: 0,
    emitted: [] as { event: string; args: unknown[] }[],
    connect() {
      socket.connects += 1;
    },
    disconnect() {
      socket.disconnects += 1;
      socket.serverSends('disconnect');
    },
    on(event: string, listener: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
    off() {},
    emit(event: string, ...args: unknown[]) {
      socket.emitted.push({ event, args });
    },
    serverSends(event: string, ...args: unknown[]) {
      for (const listener of listeners.get(event) ?? []) listener(...args);
    },
    /** Answers the last joinRoom with `answer`. */
    ackJoin(answer: unknown) {
      const join = socket.emitted.filter((e) => e.event === 'joinRoom').at(-1);
      (join?.args[1] as Listener)(answer);
    },
  };
  return socket;
}

/** The fake's listeners take unknown payloads; the port's are typed per event. */
const asPort = (socket: ReturnType<typeof fakeSocket>) => socket as unknown as SocketPort;

describe('realtime connection (src/sync/SPEC.md rule 12, rule 8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rule 12: does not connect until a user exists, and joins the room one second after connecting', () => {
    const socket = fakeSocket();
    const realtime = createRealtime(asPort(socket));
    const states: RealtimeState[] = [];
    realtime.state$.subscribe((state) => states.push(state));
    expect(socket.connects).toBe(0);
    realtime.connect('user-1');
    expect(socket.connects).toBe(1);
    socket.serverSends('connect');
    vi.advanceTimersByTime(JOIN_ROOM_DELAY_MS - 1);
    expect(socket.emitted).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(socket.emitted.map((e) => [e.event, e.args[0]])).toEqual([['joinRoom', 'user-1']]);
    socket.ackJoin({ ok: true });
    expect(states).toEqual(['disconnected', 'connecting', 'connected', 'joined']);
  });

  it('rule 8: emits a resync after every (re)connect once the room is joined, not when the join is refused', () => {
    const socket = fakeSocket();
    const realtime = createRealtime(asPort(socket));
    let resyncs = 0;
    realtime.resync$.subscribe(() => (resyncs += 1));
    realtime.connect('user-1');
    socket.serverSends('connect');
    vi.advanceTimersByTime(JOIN_ROOM_DELAY_MS);
    socket.ackJoin({ ok: true });
    expect(resyncs).toBe(1);
    socket.serverSends('disconnect');
    socket.serverSends('connect');
    vi.advanceTimersByTime(JOIN_ROOM_DELAY_MS);
    socket.ackJoin({ ok: true });
    expect(resyncs).toBe(2);
    socket.serverSends('disconnect');
    socket.serverSends('connect');
    vi.advanceTimersByTime(JOIN_ROOM_DELAY_MS);
    socket.ackJoin({ ok: false, error: 'FORBIDDEN' });
    expect(resyncs).toBe(2);
  });

  it('tells of tracks leaving and coming back to the catalogue (issue 26 §3)', () => {
    const socket = fakeSocket();
    const realtime = createRealtime(asPort(socket));
    const removed: string[][] = [];
    const restored: string[][] = [];
    realtime.catalogRemoved$.subscribe((event) => removed.push(event.trackIds));
    realtime.catalogRestored$.subscribe((event) => restored.push(event.trackIds));
    realtime.connect('user-1');
    socket.serverSends('connect');
    socket.serverSends('catalogRemoved', { trackIds: ['t1'] });
    socket.serverSends('catalogRestored', { trackIds: ['t1'] });
    expect(removed).toEqual([['t1']]);
    expect(restored).toEqual([['t1']]);
    realtime.disconnect();
  });

  it('rule 12: exposes notification events and sync hints, and stops on logout', () => {
    const socket = fakeSocket();
    const realtime = createRealtime(asPort(socket));
    const events: NotificationEvent[] = [];
    const hints: SyncHint[] = [];
    realtime.notifications$.subscribe((event) => events.push(event));
    realtime.hints$.subscribe((hint) => hints.push(hint));
    realtime.connect('user-1');
    socket.serverSends('connect');
    socket.serverSends('notification', { subType: 'Change Project', message: 'Changed', objectId: 'p1' });
    socket.serverSends('sync', { collection: 'notifications', seq: 7 });
    expect(events).toEqual([{ subType: 'Change Project', message: 'Changed', objectId: 'p1' }]);
    expect(hints).toEqual([{ collection: 'notifications', seq: 7 }]);

    realtime.disconnect();
    vi.advanceTimersByTime(JOIN_ROOM_DELAY_MS * 2);
    expect(socket.disconnects).toBe(1);
    expect(socket.emitted.filter((e) => e.event === 'joinRoom')).toEqual([]);
  });

  describe('rule 12: a socket the server closes or refuses (docs/decisions/0008-session-revocation.md)', () => {
    /** A reauthenticate whose answers the test gives, one call at a time. */
    function fakeReauth() {
      const answers: ((usable: boolean) => void)[] = [];
      const calls: Promise<boolean>[] = [];
      return {
        answers,
        calls,
        reauthenticate: () => {
          const call = new Promise<boolean>((resolve) => answers.push(resolve));
          calls.push(call);
          return call;
        },
      };
    }
    const joined = (socket: ReturnType<typeof fakeSocket>) => {
      socket.serverSends('connect');
      vi.advanceTimersByTime(JOIN_ROOM_DELAY_MS);
      socket.ackJoin({ ok: true });
    };

    it('refreshes the session and reconnects when the server closes it; the room is joined again and resyncs', async () => {
      const socket = fakeSocket();
      const reauth = fakeReauth();
      const realtime = createRealtime(asPort(socket), { reauthenticate: reauth.reauthenticate });
      let resyncs = 0;
      realtime.resync$.subscribe(() => (resyncs += 1));
      realtime.connect('user-1');
      joined(socket);

      socket.serverSends('disconnect', 'io server disconnect');
      vi.advanceTimersByTime(0);
      expect(reauth.answers).toHaveLength(1);
      expect(socket.connects).toBe(1);
      reauth.answers[0]!(true);
      await vi.waitFor(() => expect(socket.connects).toBe(2));
      joined(socket);
      expect(resyncs).toBe(2);
    });

    it('retries a refused handshake after a refresh, backing off while refusals repeat', async () => {
      const socket = fakeSocket();
      const reauth = fakeReauth();
      const realtime = createRealtime(asPort(socket), { reauthenticate: reauth.reauthenticate });
      realtime.connect('user-1');

      socket.serverSends('connect_error', new Error('UNAUTHORIZED'));
      vi.advanceTimersByTime(0);
      reauth.answers[0]!(true);
      await vi.waitFor(() => expect(socket.connects).toBe(2));

      socket.serverSends('connect_error', new Error('UNAUTHORIZED'));
      vi.advanceTimersByTime(999);
      expect(reauth.answers).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(reauth.answers).toHaveLength(2);
      reauth.answers[1]!(true);
      await vi.waitFor(() => expect(socket.connects).toBe(3));
      joined(socket);

      // A connect ends the series: the next refusal is retried at once.
      socket.serverSends('disconnect', 'io server disconnect');
      vi.advanceTimersByTime(0);
      expect(reauth.answers).toHaveLength(3);
    });

    it('leaves other disconnects to socket.io and stops retrying on logout', async () => {
      const socket = fakeSocket();
      const reauth = fakeReauth();
      const realtime = createRealtime(asPort(socket), { reauthenticate: reauth.reauthenticate });
      realtime.connect('user-1');
      joined(socket);
      socket.serverSends('disconnect', 'transport close');
      socket.serverSends('connect_error', new Error('xhr poll error'));
      vi.advanceTimersByTime(60_000);
      expect(reauth.answers).toHaveLength(0);

      socket.serverSends('disconnect', 'io server disconnect');
      vi.advanceTimersByTime(0);
      expect(reauth.answers).toHaveLength(1);
      realtime.disconnect();
      reauth.answers[0]!(true);
      // The connection's own handler of this answer ran before this await resumes.
      await reauth.calls[0];
      vi.advanceTimersByTime(60_000);
      expect(socket.connects).toBe(1);
      expect(reauth.answers).toHaveLength(1);
    });
  });
});
