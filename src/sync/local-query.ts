import type { CueDatabase } from '../db';
// The query module alone: the database barrel would bring RxDB into the first page load.
import { storeAnswer } from '../db/queries/answers';
import type { LocalIds } from '../domain/api-ids';
import type { TrackDocument } from '../domain/catalog';
import type { JsonOperation, OperationInput, OperationResponse } from '../domain/api/operation';
import { operationKey } from '../domain/api/operation-key';
import type { ApiClient } from './api-client';
import type { ApiError } from './api-error';
import { storeBrowsedTracks } from './catalog/catalog-browse-api';
import { callOperationLocal, type CallOptions, type LazyOperation } from './operation-client';

/**
 * The one way a screen reads the server (docs/design.md §1): an answer is written into the local database
 * (its tracks into `tracks`, the answer itself beside them, src/db/queries/answers.ts) and the screen
 * renders what the database holds.
 */
export interface LocalQuery<T> {
  /** Names the answer locally; the same query always has the same key. */
  key: string;
  fetch(api: ApiClient): Promise<T>;
  /** Tracks of the answer that also go into the `tracks` collection. */
  tracksOf?: (value: T) => readonly TrackDocument[];
}

/**
 * A local query of one operation with its input. The answer is kept in its local form: the ids the API
 * names `_id` are `id` here, as in every local document (src/domain/api-ids.ts).
 */
export function operationQuery<Op extends JsonOperation>(
  operation: Op | LazyOperation<Op>,
  input: OperationInput<Op>,
  options: {
    tracksOf?: (value: LocalIds<OperationResponse<Op>>) => readonly TrackDocument[];
    call?: CallOptions;
  } = {},
): LocalQuery<LocalIds<OperationResponse<Op>>> {
  return {
    key: operationKey(operation, input),
    fetch: (api) => callOperationLocal(api, operation, input, options.call),
    ...(options.tracksOf ? { tracksOf: options.tracksOf } : {}),
  };
}

/** Asks the server and writes the answer into the database; resolves with the answer once it is stored. */
export async function runLocalQuery<T>(
  api: ApiClient,
  db: CueDatabase | null,
  query: LocalQuery<T>,
): Promise<T> {
  const value = await query.fetch(api);
  if (db) await keepAnswer(db, query, value);
  return value;
}

/** Writes an answer of `query` (and its tracks) into the local database. */
export async function keepAnswer<T>(db: CueDatabase, query: LocalQuery<T>, value: T): Promise<void> {
  if (query.tracksOf) await storeBrowsedTracks(db, query.tracksOf(value));
  await storeAnswer(db, query.key, value);
}

/** The latest request of a screen's query: which key and attempt it was, and how it ended. */
export interface QueryRun<T> {
  key: string | null;
  attempt: number;
  /** The answer in memory, for a visitor without a local database (signed out). */
  data?: T;
  error?: ApiError;
}

export interface QueryView<T> {
  data: T | undefined;
  error: ApiError | undefined;
  /** True while nothing is shown yet and a request runs. */
  loading: boolean;
}

/**
 * What a screen shows for `key`: the answer the database holds wins (a revisit, offline too), then
 * one in memory; a failure shows beside a kept answer; a request's outcome counts only for its key.
 */
export function queryView<T>(key: string | null, stored: T | undefined, run: QueryRun<T>): QueryView<T> {
  const current = run.key === key ? run : undefined;
  const data = stored ?? current?.data;
  const error = current?.error;
  return { data, error, loading: key !== null && data === undefined && !error };
}
