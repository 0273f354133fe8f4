import type { ChangePasswordInput, SignupInput, UpdateProfileInput } from '../domain/auth';
import type { ProfileRole } from '../domain/roles';
import * as auth from '../domain/api/auth';
import { generateBotLink as generateBotLinkOperation } from '../domain/api/bot';
import { sendFeedback as sendFeedbackOperation } from '../domain/api/feedback';
import {
  addRole as addRoleOperation,
  updatePassword,
  updateProfile as updateProfileOperation,
} from '../domain/api/users';
import type { ApiClient } from './api-client';
import { ApiError, toApiError } from './api-error';
import { callOperation } from './operation-client';

/** One function per account operation of docs/product.md §7 (paths are relative to the API base). */

export const signup = (api: ApiClient, input: SignupInput) =>
  callOperation(api, auth.signup, { body: input });

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
      error: error instanceof ApiError ? error : await toApiError(error, 'en'),
    }),
  );

export const logout = (api: ApiClient) => asOutcome(callOperation(api, auth.logout, {}));

export const refresh = (api: ApiClient) => asOutcome(callOperation(api, auth.refresh, {}));

/** Confirms the account from the mailed link; sent without cookies (docs/product.md §7). */
export const confirmSignup = (api: ApiClient, token: string) =>
  callOperation(api, auth.confirmSignup, { query: { token } }, { credentials: 'omit' });

export const forgotPassword = (api: ApiClient, email: string) =>
  callOperation(api, auth.forgotPassword, { body: { email } });

export const resetPassword = (api: ApiClient, token: string, password: string) =>
  callOperation(api, auth.resetPassword, { query: { token }, body: { password } });

/** JSON fields, or form data with the same fields plus an `avatar` file. */
export const updateProfile = (api: ApiClient, input: UpdateProfileInput | FormData) =>
  callOperation(api, updateProfileOperation, { body: input });

export const changePassword = (api: ApiClient, input: ChangePasswordInput) =>
  callOperation(api, updatePassword, {
    body: { currentPassword: input.currentPassword, newPassword: input.newPassword },
  });

export const addRole = (api: ApiClient, role: ProfileRole) =>
  callOperation(api, addRoleOperation, { body: { role } });

export const generateBotLink = (api: ApiClient) => callOperation(api, generateBotLinkOperation, {});

/** The feedback form as form data: type, message and an optional `attachment` image. */
export const sendFeedback = (api: ApiClient, data: FormData) =>
  callOperation(api, sendFeedbackOperation, { body: data });
