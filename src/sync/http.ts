/**
 * The HTTP layer under the API client (api-client.ts), on the platform's fetch: one attempt per call with
 * its own timeout, non-2xx answers thrown as HttpError, and retries by a policy the caller gives.
 */

/** A non-2xx answer; `response` is unread. */
export class HttpError extends Error {
  readonly response: Response;

  constructor(response: Response) {
    super(`Request failed with status ${response.status}`);
    this.name = 'HTTPError';
    this.response = response;
  }
}

/** An attempt that got no answer within its timeout. */
export class RequestTimeoutError extends Error {
  constructor(url: string) {
    super(`Request timed out: ${url}`);
    this.name = 'TimeoutError';
  }
}

export interface RetryPolicy {
  /** Retries after the first attempt. */
  limit: number;
  /** Answers worth another attempt. */
  statuses: readonly number[];
  /** Delay before retry n (1-based). */
  delay(attempt: number): number;
  /** Whether a failure without an answer (not a timeout, not an abort) is worth another attempt. */
  retriesUnanswered(): boolean;
}

export interface HttpRequest {
  method: string;
  url: string;
  credentials: RequestCredentials;
  headers: Record<string, string>;
  /** Sent as JSON (`content-type: application/json`) unless it is form data, sent as it is. */
  body?: unknown;
  timeoutMs: number;
  signal?: AbortSignal;
  retry?: RetryPolicy;
  fetch?: typeof fetch;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

async function attempt(request: HttpRequest): Promise<Response> {
  // One signal for both: the caller's abort (passed on with its reason) and this attempt's timeout.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, request.timeoutMs);
  const passOn = () => controller.abort(request.signal?.reason);
  if (request.signal?.aborted) passOn();
  else request.signal?.addEventListener('abort', passOn, { once: true });
  const headers: Record<string, string> = { ...request.headers };
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) body = request.body;
  else if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    headers['content-type'] = 'application/json';
  }
  const sent = new Request(request.url, {
    method: request.method.toUpperCase(),
    credentials: request.credentials,
    headers,
    signal: controller.signal,
    ...(body === undefined ? {} : { body }),
  });
  try {
    const response = await (request.fetch ?? globalThis.fetch)(sent);
    if (!response.ok) throw new HttpError(response);
    return response;
  } catch (error) {
    if (timedOut && !request.signal?.aborted && !(error instanceof HttpError))
      throw new RequestTimeoutError(request.url);
    throw error;
  } finally {
    // The caller's abort still reaches the body being read; the timeout covers the wait for the answer.
    clearTimeout(timer);
  }
}

function retries(policy: RetryPolicy | undefined, error: unknown, done: number): boolean {
  if (!policy || done >= policy.limit) return false;
  if (error instanceof HttpError) return policy.statuses.includes(error.response.status);
  if (error instanceof RequestTimeoutError || isAbort(error)) return false;
  return policy.retriesUnanswered();
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/** Sends the request, again after a failure the retry policy names; resolves the first 2xx answer. */
export async function send(request: HttpRequest): Promise<Response> {
  for (let done = 0; ; done += 1) {
    try {
      return await attempt(request);
    } catch (error) {
      if (!retries(request.retry, error, done)) throw error;
      // The refused answer's body is not read: let its connection go before the next attempt.
      if (error instanceof HttpError) void error.response.body?.cancel().catch(() => undefined);
      await pause(request.retry!.delay(done + 1), request.signal);
    }
  }
}
