import type { FastifyReply } from 'fastify';
import { ACCESS_COOKIE, ACCESS_TTL_SECONDS, REFRESH_COOKIE } from './session';

export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

const base = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax' as const, path: '/', secure });

/** Both session cookies: httpOnly, SameSite=Lax, path=/; Secure when the public URL is https. */
export function setSessionCookies(
  reply: FastifyReply,
  secure: boolean,
  tokens: { access: string; refresh?: string },
) {
  reply.setCookie(ACCESS_COOKIE, tokens.access, { ...base(secure), maxAge: ACCESS_TTL_SECONDS });
  if (tokens.refresh)
    reply.setCookie(REFRESH_COOKIE, tokens.refresh, { ...base(secure), maxAge: REFRESH_TTL_SECONDS });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(ACCESS_COOKIE, base(secure));
  reply.clearCookie(REFRESH_COOKIE, base(secure));
}
