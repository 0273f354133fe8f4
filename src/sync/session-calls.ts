import type { LoginInput } from '../domain/auth';
import type { Language } from '../domain/roles';
import { errorCodes } from '../domain/errors';
import { PROFILE_HEADER } from '../domain/http';
import { describeHttpFailure } from '../domain/http-errors';
import { checkLogin } from '../domain/login-check';
import { operationPath, type OperationRoute } from '../domain/api/operation-path';
import {
  demoAccountsRoute,
  loginRoute,
  systemVersionRoute,
  updateProfileRoute,
  userInfoRoute,
} from '../domain/api/session-routes';
import { readDemoAccounts, readVersion } from '../domain/system-answers';
import { readUserInfo, type UserInfo } from '../domain/user-info';
import type { ApiClient, RequestOptions } from './api-client';
import { ApiError } from './api-error';

/**
 * The calls the shell and the sign-in page make before any screen has loaded (who is signed in, the
 * login, the demo accounts, the server version), without the schema library: the request is checked and
 * the answer read by hand-written checks that accept what the operations' schemas accept
 * (docs/decisions/0019-first-page-weight.md). Failures are the ApiErrors `callOperation` gives.
 */

const pathOf = (route: OperationRoute) => operationPath(route, undefined).replace(/^\//, '');

/** Reads an answer with `read`; one that does not match is an ApiError, as in `operationAnswer`. */
function answerOf<T>(route: OperationRoute, raw: unknown, read: (value: unknown) => T | null): T {
  const value = read(raw);
  if (value !== null) return value;
  const described = describeHttpFailure({ kind: 'other' });
  throw new ApiError({ text: `${route.id}: unexpected answer`, messageKey: described.key });
}

async function postLogin(api: ApiClient, input: LoginInput, options: RequestOptions = {}): Promise<UserInfo> {
  const { errors } = checkLogin(input);
  if (Object.keys(errors).length > 0) {
    // What the server would have answered: screens treat a refused request like the server's 400.
    throw new ApiError({
      text: `${loginRoute.id}: the request's body does not match its definition`,
      messageKey: errorCodes.VALIDATION.key,
      status: errorCodes.VALIDATION.status,
      code: 'VALIDATION',
      fields: errors as Record<string, string>,
    });
  }
  return answerOf(loginRoute, await api.post<unknown>(pathOf(loginRoute), input, options), readUserInfo);
}

export const login = (api: ApiClient, input: LoginInput) => postLogin(api, input);

/** The admin area's login: the same call, made with the admin profile. */
export const loginAsAdmin = (api: ApiClient, input: LoginInput) =>
  postLogin(api, input, { headers: { [PROFILE_HEADER]: 'admin' } });

/**
 * Who is signed in; null for a visitor without a session, whom the server answers with `null` instead of
 * a 401 (issue 26 §4: a normal answer, not an error in the console, and no refresh to try).
 */
export const fetchUserInfo = async (api: ApiClient): Promise<UserInfo | null> => {
  const answer = await api.get<unknown>(pathOf(userInfoRoute));
  return answer === null ? null : answerOf(userInfoRoute, answer, readUserInfo);
};

/** Stores the interface language on the user's account (mails are written in it); answers the user. */
export const saveLanguage = async (api: ApiClient, language: Language): Promise<UserInfo> =>
  answerOf(
    updateProfileRoute,
    await api.patch<unknown>(pathOf(updateProfileRoute), { language }),
    readUserInfo,
  );

/**
 * A refresh through the API client: asking who is signed in refreshes the session on a 401 and retries
 * (api-client.ts). True once an answer came, false on any failure.
 */
export const refreshThrough = (api: ApiClient) => () =>
  fetchUserInfo(api).then(
    () => true,
    () => false,
  );

/** The demo accounts the sign-in page offers; none unless the server runs with DEMO on. */
export const fetchDemoAccounts = async (api: ApiClient) =>
  answerOf(demoAccountsRoute, await api.get<unknown>(pathOf(demoAccountsRoute)), readDemoAccounts).accounts;

const versions = new WeakMap<ApiClient, Promise<{ version: string }>>();

/** The server version, asked once per client and kept for the life of the page (docs/product.md §7). */
export function fetchVersion(api: ApiClient): Promise<{ version: string }> {
  const known = versions.get(api);
  if (known) return known;
  const answer = api
    .get<unknown>(pathOf(systemVersionRoute))
    .then((raw) => answerOf(systemVersionRoute, raw, readVersion));
  versions.set(api, answer);
  answer.catch(() => versions.delete(api));
  return answer;
}
