export { ApiError, createApiClient, isApiError, refreshesOn401, QUERY_RETRY_LIMIT } from './api-client';
export type { ApiClient, ApiClientOptions, RequestOptions, SearchParams } from './api-client';
export {
  addRole,
  changePassword,
  confirmSignup,
  fetchDemoAccounts,
  fetchUserInfo,
  fetchVersion,
  forgotPassword,
  generateBotLink,
  login,
  loginAsAdmin,
  logout,
  refresh,
  resetPassword,
  sendFeedback,
  signup,
  updateProfile,
} from './auth-api';
export type { Outcome } from './auth-api';
export {
  createSessionStore,
  initialSessionState,
  PERSIST_TIMEOUT_MS,
  SESSION_STORAGE_KEY,
  LAST_USER_STORAGE_KEY,
} from './session-store';
export type { SessionState, SessionStore, SessionStoreOptions } from './session-store';
export { createLanguageStore, LANGUAGE_STORAGE_KEY } from './language-store';
export type { LanguageState, LanguageStore, LanguageStoreOptions } from './language-store';
export type { KeyValueStorage } from './observable-store';
