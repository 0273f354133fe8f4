import { syncPaths, type PullResponse, type PushRow, type SyncCollection } from '../domain/sync-protocol';

/** A document as it travels on the wire (DESIGN.md §7). */
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
    return [400, 403, 404, 409, 422].includes(this.status);
  }
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
