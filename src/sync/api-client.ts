import type { MessageLookup } from '../domain/message-format';
import type { AccountRole, Language } from '../domain/roles';
import { deviceOffline, toApiError } from './api-error';
import { HTTPError, send, type HttpRequest, type RetryPolicy } from './http';
import { API_BASE, PROFILE_HEADER } from '../domain/http';
import { operationPath } from '../domain/api/operation-path';
import { refreshRoute } from '../domain/api/session-routes';

export { ApiError, isApiError } from './api-error';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type SearchParams = Record<string, QueryValue> | URLSearchParams;

export interface RequestOptions {
  searchParams?: SearchParams;
  /** Extra headers; they win over the defaults (e.g. x-user-profile: admin for the admin login). */
  headers?: Record<string, string>;
  /** 'include' (default) sends the session cookies; 'omit' sends none. */
  credentials?: RequestCredentials;
  /** Cancels the request (and a retry or the refresh-and-repeat after a 401); the call rejects with the abort error. */
  signal?: AbortSignal;
  /** Answer the body's bytes (an ArrayBuffer: a document, a file) instead of reading it as JSON or text. */
  bytes?: boolean;
  /** One attempt, no query retries: a probe whose failure is itself the answer. */
  once?: boolean;
}

export interface ApiClientOptions {
  /** API base; default '/api' (docs/design.md §5). */
  baseUrl?: string;
  getLanguage(): Language;
  /** The message catalogue in the current language, for the texts of failures; English when not given. */
  messages?: MessageLookup;
  getRole(): AccountRole;
  /** Called once when a session refresh is refused. */
  onLoggedOut(): void;
  fetch?: typeof fetch;
  /** Per-attempt timeout; default 30 s. */
  timeoutMs?: number;
  /** Delay before query retry n (1-based); default exponential backoff capped at 10 s. */
  retryDelayMs?: (attempt: number) => number;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

/**
 * Query retries (docs/product.md §7): at most 5, never on 403, 404 or 500. Client errors are not retried either,
 * nor is anything while the device is offline.
 */
export const QUERY_RETRY_LIMIT = 5;
const retriedStatuses = [408, 425, 429, 502, 503, 504];
const defaultRetryDelay = (attempt: number) => Math.min(300 * 2 ** (attempt - 1), 10_000);

/** 401s on these paths are final: no session refresh (docs/product.md §7). */
export function refreshesOn401(path: string): boolean {
  const clean = path.replace(/^\/+/, '').split('?', 1)[0]!;
  return clean !== 'user/update-password' && !clean.startsWith('auth/');
}

function toSearchParams(params: SearchParams | undefined): URLSearchParams | undefined {
  if (!params || params instanceof URLSearchParams) return params;
  const result = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const items: readonly (string | number | boolean)[] = Array.isArray(value)
      ? value
      : [value as string | number | boolean];
    items.forEach((item) => result.append(key, String(item)));
  }
  return result;
}

async function parseResponse<T>(response: Response, bytes = false): Promise<T> {
  if (bytes) return (await response.arrayBuffer()) as T;
  if (response.status === 204) return undefined as T;
  const raw = await response.text();
  if (!raw) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? JSON.parse(raw) : raw) as T;
}

function retryPolicy(method: Method, delay: (attempt: number) => number): RetryPolicy | undefined {
  if (method !== 'get') return undefined;
  return {
    limit: QUERY_RETRY_LIMIT,
    statuses: retriedStatuses,
    delay,
    retriesUnanswered: () => !deviceOffline(),
  };
}

type RefreshResult = { ok: true } | { ok: false; error: unknown };

/** One shared refresh at a time; every 401 that arrives while it runs waits for the same answer. */
function createRefresher(http: Http, options: ApiClientOptions) {
  let running: Promise<RefreshResult> | null = null;
  let generation = 0;
  // A plain request: the refresh must not go through the 401 handling it is part of.
  const path = operationPath(refreshRoute, undefined).replace(/^\//, '');
  const run = async (): Promise<RefreshResult> => {
    try {
      await http({
        method: 'post',
        path,
        credentials: 'include',
        headers: { [PROFILE_HEADER]: options.getRole(), 'accept-language': options.getLanguage() },
      });
      generation += 1;
      return { ok: true };
    } catch (error) {
      // A refused refresh ends the session; a refresh that got no answer leaves it for the next try.
      if (error instanceof HTTPError) options.onLoggedOut();
      return { ok: false, error };
    } finally {
      running = null;
    }
  };
  return {
    /** The number of refreshes that succeeded so far. */
    generation: () => generation,
    /** Refreshes unless one succeeded after `since`; resolves whether the session is usable. */
    refresh(since: number): Promise<RefreshResult> {
      if (generation > since) return Promise.resolve({ ok: true });
      running ??= run();
      return running;
    },
  };
}

/** One request below the API base. */
type Http = (
  request: Pick<HttpRequest, 'credentials' | 'headers' | 'body' | 'signal' | 'retry' | 'check'> & {
    method: Method;
    path: string;
    searchParams?: URLSearchParams | undefined;
  },
) => Promise<Response>;

/**
 * The check of a call's answer (http.ts): a 401 on a path that refreshes is refreshed once, shared with
 * every 401 that comes meanwhile, and the call repeated. A refused refresh lets the 401 stand; one that got
 * no answer fails the call with its error.
 */
function refreshOn401(refresher: ReturnType<typeof createRefresher>, path: string) {
  if (!refreshesOn401(path)) return undefined;
  const since = refresher.generation();
  return async (response: Response): Promise<'repeat' | 'keep'> => {
    if (response.status !== 401) return 'keep';
    const refreshed = await refresher.refresh(since);
    if (refreshed.ok) return 'repeat';
    if (refreshed.error instanceof HTTPError) return 'keep';
    throw refreshed.error;
  };
}

/** The client of docs/product.md §7: cookies, language and role headers, shared refresh on 401, query retries. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const base = (options.baseUrl ?? API_BASE).replace(/\/+$/, '');
  const http: Http = ({ path, searchParams, ...request }) => {
    const query = searchParams?.toString();
    return send({
      ...request,
      url: `${base}/${path.replace(/^\/+/, '')}${query ? `?${query}` : ''}`,
      timeoutMs: options.timeoutMs ?? 30_000,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  };
  const refresher = createRefresher(http, options);
  const retryDelay = options.retryDelayMs ?? defaultRetryDelay;

  const call = async <T>(
    method: Method,
    path: string,
    body: unknown,
    request: RequestOptions = {},
  ): Promise<T> => {
    const retry = request.once ? undefined : retryPolicy(method, retryDelay);
    const check = refreshOn401(refresher, path);
    try {
      const response = await http({
        method,
        path,
        credentials: request.credentials ?? 'include',
        headers: {
          'accept-language': options.getLanguage(),
          [PROFILE_HEADER]: options.getRole(),
          ...request.headers,
        },
        searchParams: toSearchParams(request.searchParams),
        ...(retry ? { retry } : {}),
        ...(check ? { check } : {}),
        ...(request.signal ? { signal: request.signal } : {}),
        ...(body === undefined ? {} : { body }),
      });
      return await parseResponse<T>(response, request.bytes);
    } catch (error) {
      // A cancelled call is not a failure to report: the caller gets the abort error itself.
      if (request.signal?.aborted) throw error;
      throw await toApiError(error, options.messages);
    }
  };

  return {
    get: (path, request) => call('get', path, undefined, request),
    post: (path, body, request) => call('post', path, body, request),
    patch: (path, body, request) => call('patch', path, body, request),
    put: (path, body, request) => call('put', path, body, request),
    delete: (path, body, request) => call('delete', path, body, request),
  };
}
