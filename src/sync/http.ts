import ky, { HTTPError, TimeoutError, type AfterResponseHook } from 'ky';

/**
 * The HTTP layer under the API client (api-client.ts), on ky: a timeout per attempt, non-2xx answers
 * thrown as ky's `HTTPError` (its `response` unread), attempts without an answer in time as its
 * `TimeoutError`, retries by a policy the caller gives, and one repeat an answer's check may ask for
 * (the request again after a session refresh).
 */
export { HTTPError, TimeoutError };

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

/**
 * Looks at an answer before it counts: 'repeat' sends the request once more (at most once per call),
 * 'keep' lets it stand. A check that throws fails the call with its error, never retried.
 */
export type AnswerCheck = (response: Response) => Promise<'repeat' | 'keep'>;

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
  check?: AnswerCheck;
  fetch?: typeof fetch;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/** Whether a failure is worth retry `done + 1` under the policy (`done` retries made so far). */
function retries(policy: RetryPolicy | undefined, error: Error, done: number): boolean {
  if (!policy || done >= policy.limit) return false;
  if (error instanceof HTTPError) return policy.statuses.includes(error.response.status);
  if (error instanceof TimeoutError || isAbort(error)) return false;
  return policy.retriesUnanswered();
}

/** Sends the request, again after a failure the retry policy names; resolves the first 2xx answer. */
export function send(request: HttpRequest): Promise<Response> {
  const policy = request.retry;
  // The check's repeat is one of ky's retries too: it is counted apart from the policy's.
  let repeated = false;
  let checkFailed = false;
  const done = (retryCount: number) => retryCount - 1 - (repeated ? 1 : 0);
  const afterResponse: AfterResponseHook = async (_request, _options, response) => {
    if (!request.check || repeated) return undefined;
    const verdict = await request.check(response).catch((error: unknown) => {
      checkFailed = true;
      throw error;
    });
    if (verdict === 'keep') return undefined;
    repeated = true;
    return ky.retry({ delay: 0 });
  };
  const body = request.body;
  return ky(request.url, {
    method: request.method,
    credentials: request.credentials,
    headers: request.headers,
    ...(body instanceof FormData ? { body } : body === undefined ? {} : { json: body }),
    timeout: request.timeoutMs,
    ...(request.signal ? { signal: request.signal } : {}),
    fetch: (input, init) => (request.fetch ?? globalThis.fetch)(input, init),
    retry: {
      limit: (policy?.limit ?? 0) + (request.check ? 1 : 0),
      // Which calls retry is the policy's to say, not the method's.
      methods: ['get', 'post', 'put', 'patch', 'delete'],
      delay: (retryCount) => policy?.delay(done(retryCount) + 1) ?? 0,
      // The policy decides alone (a true answer skips ky's own checks, so Retry-After does not set the wait).
      shouldRetry: ({ error, retryCount }) => !checkFailed && retries(policy, error, done(retryCount)),
    },
    hooks: { afterResponse: [afterResponse] },
  });
}
