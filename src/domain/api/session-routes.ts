import type { OperationRoute } from './operation-path';

/**
 * The routes the shell and the sign-in page call before any screen has loaded: the operations of
 * ./auth.ts, ./users.ts and ./system.ts take their id, method and path from here, and the first page calls
 * them through src/sync/session-calls.ts with hand-written answer checks instead of the operations'
 * schemas (docs/decisions/0019-first-page-weight.md).
 */
export const loginRoute = { id: 'auth.login', method: 'POST', path: '/auth/login' } as const;
export const refreshRoute = { id: 'auth.refresh', method: 'POST', path: '/auth/refresh' } as const;
export const userInfoRoute = { id: 'user.info', method: 'GET', path: '/user/info' } as const;
export const updateProfileRoute = {
  id: 'user.updateProfile',
  method: 'PATCH',
  path: '/user/update-profile',
} as const;
export const systemVersionRoute = { id: 'system.version', method: 'GET', path: '/system/version' } as const;
export const demoAccountsRoute = {
  id: 'system.demoAccounts',
  method: 'GET',
  path: '/system/demo-accounts',
} as const;

export const sessionRoutes = [
  loginRoute,
  refreshRoute,
  userInfoRoute,
  updateProfileRoute,
  systemVersionRoute,
  demoAccountsRoute,
] as const satisfies readonly OperationRoute[];
