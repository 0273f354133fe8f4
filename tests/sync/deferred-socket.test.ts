import { describe, expect, it, vi } from 'vitest';
import { createDeferredSocketPort, type SocketPort } from '../../src/sync/realtime';

function recordingPort(log: string[]): SocketPort {
  return {
    connect: () => log.push('connect'),
    disconnect: () => log.push('disconnect'),
    on: (event) => log.push(`on ${event}`),
    off: (event) => log.push(event === undefined ? 'off all' : `off ${event}`),
    emit: (event, ...args) => log.push(`emit ${event} ${JSON.stringify(args)}`),
  };
}

describe('a socket port loaded later', () => {
  it('replays the calls made before the socket loaded, in order, then calls it directly', async () => {
    const log: string[] = [];
    let resolve!: (port: SocketPort) => void;
    const port = createDeferredSocketPort(() => new Promise<SocketPort>((done) => (resolve = done)));
    const listener = vi.fn();
    port.on('connect', listener);
    port.connect();
    port.emit('join', 'u1');
    port.off('connect');
    expect(log).toEqual([]);

    resolve(recordingPort(log));
    await Promise.resolve();
    await Promise.resolve();
    expect(log).toEqual(['on connect', 'connect', 'emit join ["u1"]', 'off connect']);

    port.off();
    port.disconnect();
    expect(log.slice(4)).toEqual(['off all', 'disconnect']);
  });

  it('stays silent (a warning) when the socket cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const port = createDeferredSocketPort(() => Promise.reject(new Error('offline')));
    port.connect();
    await new Promise((done) => setTimeout(done, 0));
    expect(warn).toHaveBeenCalledWith('The realtime connection could not load', expect.any(Error));
    warn.mockRestore();
  });
});
