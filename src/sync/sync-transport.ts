import type { z } from 'zod';
import type * as SyncOperations from '../domain/api/sync';
import type { Operation } from '../domain/api/operation';
import { operationPath } from '../domain/api/operation-path';
import { API_BASE } from '../domain/http';
import type { PullResponse, PushRow, pushConflictSchema, SyncCollection } from '../domain/sync-protocol';
import type { ApiClient } from './api-client';
import { callOperation } from './operation-client';

/** A document as it travels on the wire (docs/design.md §7). */
export type WireDocument = Record<string, unknown> & {
  id: string;
  seq: number;
  updatedAt: string;
  _deleted: boolean;
};

/** A conflicting row as the server answers it (its state, or a turned-down create, deleted). */
export type PushConflict = z.output<typeof pushConflictSchema>;

/**
 * A sync operation; its module (the wire schemas, and zod) loads with the first pull, not with the screen
 * that opens the local data (docs/decisions/0027-collection-schemas-made-ahead.md).
 */
const syncOperation = <Name extends keyof typeof SyncOperations>(name: Name) =>
  import('../domain/api/sync').then((operations) => operations[name]);

/** The HTTP side of replication; tests can swap the fetch underneath to go offline or lose replies. */
export interface SyncTransport {
  pull(collection: SyncCollection, checkpoint: number, limit: number): Promise<PullResponse<WireDocument>>;
  /** Resolves to the server state of every conflicting row. */
  push(collection: SyncCollection, rows: PushRow<WireDocument>[]): Promise<PushConflict[]>;
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

/** The answer of one call, read by its operation's response schema. */
async function readAnswer<Op extends Operation>(
  operation: Op,
  response: Response,
): Promise<z.output<Op['response']>> {
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new SyncHttpError(response.status, body?.message ?? `HTTP ${response.status}`);
  }
  const answer = operation.response.safeParse(await response.json());
  if (!answer.success) throw new Error(`${operation.id}: unexpected answer`, { cause: answer.error });
  return answer.data as z.output<Op['response']>;
}

/** The sync operations over fetch, with the session cookie (credentials: 'include'). */
export function createFetchTransport(options: FetchTransportOptions = {}): SyncTransport {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const base = options.baseUrl ?? '';
  const headers = () => ({ accept: 'application/json', ...options.headers?.() });
  const url = (operation: Operation, collection: SyncCollection) =>
    `${base}${API_BASE}${operationPath(operation, { collection })}`;
  return {
    async pull(collection, checkpoint, limit) {
      const syncPull = await syncOperation('syncPull');
      const query = new URLSearchParams({ checkpoint: String(checkpoint), limit: String(limit) });
      const response = await doFetch(`${url(syncPull, collection)}?${query}`, {
        credentials: 'include',
        headers: headers(),
      });
      return readAnswer(syncPull, response);
    },
    async push(collection, rows) {
      const syncPush = await syncOperation('syncPush');
      const response = await doFetch(url(syncPush, collection), {
        method: 'POST',
        credentials: 'include',
        headers: { ...headers(), 'content-type': 'application/json' },
        body: JSON.stringify({ rows }),
      });
      return readAnswer(syncPush, response);
    },
  };
}

/** The sync operations over the app's API client (session refresh on 401, role and language headers). */
export function createApiTransport(api: ApiClient): SyncTransport {
  return {
    pull: (collection, checkpoint, limit) =>
      callOperation(api, syncOperation('syncPull'), { params: { collection }, query: { checkpoint, limit } }),
    push: (collection, rows) =>
      callOperation(api, syncOperation('syncPush'), { params: { collection }, body: { rows } }),
  };
}
