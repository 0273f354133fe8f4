import { API_BASE } from '../domain/http';
import type { ApiClient } from './api-client';

/** The path below the API base of an address the API serves (a track's `cloudUrl`); null for another. */
export function apiPathOf(url: string): string | null {
  const base = `${API_BASE}/`;
  return url.startsWith(base) ? url.slice(base.length) : null;
}

/**
 * The first `count` bytes of an audio file the API serves, asked through the API client (Range: the
 * server answers 206 with them): once, with no retries. Resolves whether they came; an address the API
 * does not serve is not asked.
 */
export async function fetchAudioStart(api: ApiClient, url: string, count: number): Promise<boolean> {
  const path = apiPathOf(url);
  if (!path) return false;
  try {
    await api.get<ArrayBuffer>(path, { bytes: true, once: true, headers: { range: `bytes=0-${count - 1}` } });
    return true;
  } catch {
    return false;
  }
}
