import { z } from 'zod';
import {
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
  tokenQuerySchema,
  userInfoSchema,
} from '../auth';
import { defineOperation } from './operation';
import { loginRoute, refreshRoute } from './session-routes';

/**
 * `/api/auth/*` (docs/product.md §7): signup and its confirmation, login with rotating refresh tokens,
 * logout and the password reset. The session travels in httpOnly cookies, never in these bodies.
 */
const ok = z.object({ ok: z.literal(true) });
/** A 204: no body (the client reads it as nothing). */
const noContent = z.null().optional().describe('No content');

export const signup = defineOperation({
  id: 'auth.signup',
  method: 'POST',
  path: '/auth/signup',
  summary: 'Sign up',
  access: 'public',
  body: signupSchema,
  response: ok,
});

export const confirmSignup = defineOperation({
  id: 'auth.confirmSignup',
  method: 'GET',
  path: '/auth/confirm-signup',
  summary: 'Confirm a sign-up by its mailed token',
  access: 'public',
  query: tokenQuerySchema,
  response: ok,
});

/** Sets the session cookies; the admin area sends it with the admin profile. */
export const login = defineOperation({
  ...loginRoute,
  summary: 'Sign in',
  access: 'public',
  body: loginSchema,
  response: userInfoSchema,
});

/** Rotates the refresh token (its cookie) and sets a new access cookie. */
export const refresh = defineOperation({
  ...refreshRoute,
  summary: 'Refresh the session',
  access: 'public',
  response: ok,
});

export const logout = defineOperation({
  id: 'auth.logout',
  method: 'POST',
  path: '/auth/logout',
  summary: 'Sign out',
  access: 'public',
  response: noContent,
});

export const forgotPassword = defineOperation({
  id: 'auth.forgotPassword',
  method: 'POST',
  path: '/auth/forgot-password',
  summary: 'Ask for a password reset mail',
  access: 'public',
  body: forgotPasswordSchema,
  response: noContent,
});

/** The mailed token in the query, the new password in the body. */
export const resetPassword = defineOperation({
  id: 'auth.resetPassword',
  method: 'PATCH',
  path: '/auth/confirm-forgot-password',
  summary: 'Set a new password by its mailed token',
  access: 'public',
  query: tokenQuerySchema,
  body: resetPasswordSchema,
  response: ok,
});
