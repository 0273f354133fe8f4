import { SHARE_TOKEN_PATTERN } from '../../domain/library';
import { isApiError } from '../../sync/api-error';
import type { LocalQuery } from '../../sync/local-query';
import { useLocalQuery } from './use-local-query';

export type SharedLinkState<T> =
  | { status: 'loading' }
  | { status: 'ready'; shared: T }
  | { status: 'unavailable' }
  | { status: 'error'; error: unknown };

/** A revoked or unknown token (404) and a malformed one (400) both mean the link does not work. */
const linkBroken = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

/**
 * What a share link's token opens (a shared playlist or project): loading, the shared answer, unavailable
 * (a malformed, revoked or unknown token) or failed for another reason, with a retry. `query` builds the
 * local query of the token; a malformed token asks nothing.
 */
export function useSharedLink<T>(
  token: string,
  query: (token: string) => LocalQuery<T>,
): { loaded: SharedLinkState<T>; retry(): void } {
  const valid = SHARE_TOKEN_PATTERN.test(token);
  const answer = useLocalQuery(valid ? query(token) : null);
  // A link revoked since the last visit wins over the answer kept from then.
  if (!valid || linkBroken(answer.error)) return { loaded: { status: 'unavailable' }, retry: answer.retry };
  if (answer.data) return { loaded: { status: 'ready', shared: answer.data }, retry: answer.retry };
  if (answer.error) return { loaded: { status: 'error', error: answer.error }, retry: answer.retry };
  return { loaded: { status: 'loading' }, retry: answer.retry };
}
