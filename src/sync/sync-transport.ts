import type { ApiClient } from './api-client';
import { syncPaths, type PullResponse, type PushRow, type SyncCollection } from '../domain/sync-protocol';

/** A document as it travels on the wire (docs/design.md §7). */
export type WireDocument = Record<string, unknown> & { id: string; seq: number; updatedAt: string; _deleted: boolean };

/** The HTTP side of replication; tests can swap the fetch underneath to go offline or lose replies. */
export interface SyncTransport {
  pull(collection: SyncCollection, checkpoint: number, limit: number): Promise<PullResponse<WireDocument>>;
  /** Resolves to the server state of every conflicting row. */
  push(collection: SyncCollection, rows: PushRow<WireDocument>[]): Promise<WireDocument[]>;
}

/** A non-2xx answer; `refused` when retrying the same request cannot succeed. */
export class SyncHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SyncHttpError';
  }

  get refused(): boolean {
    return refusedStatuses.includes(this.status);
  }
}

const refusedStatuses = [400, 403, 404, 409, 422];

/** True for an HTTP answer that a retry of the same request cannot change (SPEC rule 11). */
export function isRefused(error: unknown): boolean {
  const status = error && typeof error === 'object' ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' && refusedStatuses.includes(status);
}

export interface FetchTransportOptions {
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Origin of the API; '' (same origin) in the browser. */
  baseUrl?: string;
  /** Headers of every request: the acting profile (x-user-profile), the language, a cookie in tests. */
  headers?: () => Record<string, string>;
}

async function readJson<T>(response: Response): Promise<T> {
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new SyncHttpError(response.status, body?.message ?? `HTTP ${response.status}`);
  }
  return (await response.json()) as T;
}

/** The sync endpoints over fetch, with the session cookie (credentials: 'include'). */
export function createFetchTransport(options: FetchTransportOptions = {}): SyncTransport {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const base = options.baseUrl ?? '';
  const headers = () => ({ accept: 'application/json', ...options.headers?.() });
  return {
    async pull(collection, checkpoint, limit) {
      const query = new URLSearchParams({ checkpoint: String(checkpoint), limit: String(limit) });
      const response = await doFetch(`${base}${syncPaths.pull(collection)}?${query}`, { credentials: 'include', headers: headers() });
      return readJson<PullResponse<WireDocument>>(response);
    },
    async push(collection, rows) {
      const response = await doFetch(`${base}${syncPaths.push(collection)}`, {
        method: 'POST',
        credentials: 'include',
        headers: { ...headers(), 'content-type': 'application/json' },
        body: JSON.stringify({ rows }),
      });
      return readJson<WireDocument[]>(response);
    },
  };
}

/** The sync endpoints over the app's API client (session refresh on 401, role and language headers). */
export function createApiTransport(api: ApiClient): SyncTransport {
  const strip = (path: string) => path.replace(/^\/api/, '');
  return {
    pull: (collection, checkpoint, limit) =>
      api.get<PullResponse<WireDocument>>(strip(syncPaths.pull(collection)), { searchParams: { checkpoint, limit } }),
    push: (collection, rows) => api.post<WireDocument[]>(strip(syncPaths.push(collection)), { rows }),
  };
}
