import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importWhenReachable, lazyPart } from '../../src/ui/components/lazy-part';

let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

function goOnline() {
  online = true;
  window.dispatchEvent(new Event('online'));
}

/** A chunk that fails `failures` times (a fetch the network refused), then loads. */
function chunk<T>(value: T, failures: number) {
  const calls = { count: 0 };
  const load = () => {
    calls.count += 1;
    return calls.count <= failures
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve(value);
  };
  return { load, calls };
}

afterEach(() => {
  vi.useRealTimers();
  online = true;
});

describe('a chunk asked for while the network is out of reach', () => {
  it('offline, waits for the network without asking again, and arrives once it is back', async () => {
    vi.useFakeTimers();
    online = false;
    const { load, calls } = chunk('module', 1);
    let arrived: string | undefined;
    void importWhenReachable(load).then((value) => (arrived = value));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.count).toBe(1);
    expect(arrived).toBeUndefined();
    goOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.count).toBe(2);
    expect(arrived).toBe('module');
  });

  it('online, asks again after 1, 2 and 4 s; a fourth failure stands', async () => {
    vi.useFakeTimers();
    const { load, calls } = chunk('module', 10);
    let failure: unknown;
    void importWhenReachable(load).catch((error: unknown) => (failure = error));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.count).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls.count).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.count).toBe(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls.count).toBe(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(calls.count).toBe(4);
    expect(failure).toBeInstanceOf(TypeError);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.count).toBe(4);
  });

  it('a part keeps its fallback while offline and renders once its code arrives; the page around it stays', async () => {
    online = false;
    const { load } = chunk({ default: () => <p>Snackbars ready</p> }, 1);
    const Part = lazyPart(load);
    render(
      <main>
        <h1>Album</h1>
        <Suspense fallback={<span>waiting</span>}>
          <Part />
        </Suspense>
      </main>,
    );
    expect(await screen.findByText('waiting')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('heading', { name: 'Album' })).toBeTruthy();
    expect(screen.queryByText('Snackbars ready')).toBeNull();
    act(goOnline);
    expect(await screen.findByText('Snackbars ready')).toBeTruthy();
  });
});
