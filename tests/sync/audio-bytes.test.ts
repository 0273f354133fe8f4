import { describe, expect, it } from 'vitest';
import { apiPathOf, fetchAudioStart } from '../../src/sync/audio-bytes';
import { createApiClient } from '../../src/sync/api-client';

/** An API client over a network that answers every request with `status` and records what it was asked. */
function clientAnswering(status: number) {
  const asked: { url: string; range: string | null }[] = [];
  const network = (async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    asked.push({ url: request.url, range: request.headers.get('range') });
    return new Response(status < 300 ? new Uint8Array([1]) : '', { status });
  }) as typeof fetch;
  const api = createApiClient({
    baseUrl: 'http://cueline.test/api',
    getLanguage: () => 'en',
    getRole: () => 'customer',
    onLoggedOut: () => undefined,
    retryDelayMs: () => 0,
    fetch: network,
  });
  return { api, asked };
}

describe("a track's first bytes through the API client", () => {
  it('asks the API for the range and says they came', async () => {
    const { api, asked } = clientAnswering(206);
    expect(await fetchAudioStart(api, '/api/track/audio/t1.mp3', 1024)).toBe(true);
    expect(asked).toEqual([{ url: 'http://cueline.test/api/track/audio/t1.mp3', range: 'bytes=0-1023' }]);
  });

  it('asks once: a server error is the answer, not a reason to retry', async () => {
    const { api, asked } = clientAnswering(503);
    expect(await fetchAudioStart(api, '/api/track/audio/t1.mp3', 1)).toBe(false);
    expect(asked).toHaveLength(1);
  });

  it('does not ask for an address the API does not serve', async () => {
    const { api, asked } = clientAnswering(206);
    expect(apiPathOf('https://elsewhere.test/a.mp3')).toBeNull();
    expect(await fetchAudioStart(api, 'https://elsewhere.test/a.mp3', 1)).toBe(false);
    expect(asked).toHaveLength(0);
  });
});
