import type { ChangePasswordInput, SignupInput, UpdateProfileInput } from '../domain/auth';
import type { ProfileRole } from '../domain/roles';
import type * as AuthOperations from '../domain/api/auth';
import type * as UserOperations from '../domain/api/users';
import type { ApiClient } from './api-client';
import { ApiError, toApiError } from './api-error';
import { callOperation } from './operation-client';

/**
 * One function per account operation of docs/product.md §7 (paths are relative to the API base). Each
 * operation's module (its zod schemas) loads with the call, not with the signed-in shell that names it.
 */
const auth = <Name extends keyof typeof AuthOperations>(name: Name) =>
  import('../domain/api/auth').then((operations) => operations[name]);
const users = <Name extends keyof typeof UserOperations>(name: Name) =>
  import('../domain/api/users').then((operations) => operations[name]);

export const signup = (api: ApiClient, input: SignupInput) =>
  callOperation(api, auth('signup'), { body: input });

// The calls of the first page (who is signed in, the login, the demo accounts, the version) have their own
// module without the schema library; they are part of this API too.
export { fetchDemoAccounts, fetchUserInfo, fetchVersion, login, loginAsAdmin } from './session-calls';

/** An outcome for calls whose failures are answers, not exceptions (docs/product.md §7 logout and refresh). */
export type Outcome = { ok: true } | { ok: false; error: ApiError };

const asOutcome = (call: Promise<unknown>): Promise<Outcome> =>
  call.then(
    () => ({ ok: true as const }),
    async (error: unknown) => ({
      ok: false as const,
      error: error instanceof ApiError ? error : await toApiError(error),
    }),
  );

export const logout = (api: ApiClient) => asOutcome(callOperation(api, auth('logout'), {}));

export const refresh = (api: ApiClient) => asOutcome(callOperation(api, auth('refresh'), {}));

/** Confirms the account from the mailed link; sent without cookies (docs/product.md §7). */
export const confirmSignup = (api: ApiClient, token: string) =>
  callOperation(api, auth('confirmSignup'), { query: { token } }, { credentials: 'omit' });

export const forgotPassword = (api: ApiClient, email: string) =>
  callOperation(api, auth('forgotPassword'), { body: { email } });

export const resetPassword = (api: ApiClient, token: string, password: string) =>
  callOperation(api, auth('resetPassword'), { query: { token }, body: { password } });

/** JSON fields, or form data with the same fields plus an `avatar` file. */
export const updateProfile = (api: ApiClient, input: UpdateProfileInput | FormData) =>
  callOperation(api, users('updateProfile'), { body: input });

export const changePassword = (api: ApiClient, input: ChangePasswordInput) =>
  callOperation(api, users('updatePassword'), {
    body: { currentPassword: input.currentPassword, newPassword: input.newPassword },
  });

export const addRole = (api: ApiClient, role: ProfileRole) =>
  callOperation(api, users('addRole'), { body: { role } });

export const generateBotLink = (api: ApiClient) =>
  callOperation(
    api,
    import('../domain/api/bot').then((operations) => operations.generateBotLink),
    {},
  );

/** The feedback form as form data: type, message and an optional `attachment` image. */
export const sendFeedback = (api: ApiClient, data: FormData) =>
  callOperation(
    api,
    import('../domain/api/feedback').then((operations) => operations.sendFeedback),
    { body: data },
  );
