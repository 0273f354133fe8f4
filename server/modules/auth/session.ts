import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { isAccountRole, type AccountRole } from '../../../src/domain/roles';
import { AppError } from '../../http/errors';
import { PROFILE_HEADER } from '../../../src/domain/http';

export const ACCESS_COOKIE = 'cueline_access';
export const REFRESH_COOKIE = 'cueline_refresh';
export const ACCESS_TTL_SECONDS = 15 * 60;

/** Who is calling: set by the session hook from the access-token cookie. */
export interface SessionUser {
  id: string;
  roles: AccountRole[];
  /** The session (refresh-token family) the access token was issued for. */
  sessionId: string;
  /** The role the request acts as (x-user-profile), already checked against `roles`. */
  role: AccountRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

/** What an access token says: the user, their roles, its session, and when it expires (ms since the epoch). */
export interface AccessClaims {
  id: string;
  roles: AccountRole[];
  sessionId: string;
  expiresAt: number;
}

export interface AccessTokens {
  sign(user: { id: string; roles: AccountRole[]; sessionId: string }): Promise<string>;
  /** The token's claims when its signature and expiry hold and it names a session; else null. */
  verify(token: string): Promise<AccessClaims | null>;
}

/** The signing secret: AUTH_SECRET, else one generated once and kept in DATA_DIR (or in memory). */
export function resolveSecret(authSecret: string | undefined, dataDir: string | undefined): Uint8Array {
  if (authSecret) return new TextEncoder().encode(authSecret);
  if (!dataDir) return crypto.randomBytes(32);
  const file = path.join(dataDir, 'auth-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

/** How many verified tokens are remembered (one a signed-in tab, renewed every access lifetime). */
const VERIFIED_TOKENS = 10_000;

/**
 * Signs and checks access tokens. A token whose signature held is remembered until it expires: checking
 * an HMAC with WebCrypto was the largest cost of a small request, and the same token comes with every
 * request of a tab. Only the signature check is saved: whether its session is still live is asked on
 * every request (`installSessionHook`).
 */
export function createAccessTokens(secret: Uint8Array, now: () => number = Date.now): AccessTokens {
  const verified = new Map<string, AccessClaims>();

  async function check(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
      const roles = Array.isArray(payload.roles) ? payload.roles.filter(isAccountRole) : [];
      const { sub, sid, exp } = payload;
      if (!sub || typeof sid !== 'string' || sid === '' || exp === undefined) return null;
      return { id: sub, roles, sessionId: sid, expiresAt: exp * 1000 };
    } catch {
      return null;
    }
  }

  return {
    sign: (user) =>
      new SignJWT({ roles: user.roles, sid: user.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TTL_SECONDS}s`)
        .sign(secret),
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > now()) return known;
        verified.delete(token);
      }
      const claims = await check(token);
      if (!claims || claims.expiresAt <= now()) return null;
      if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
      verified.set(token, claims);
      return claims;
    },
  };
}

/** Reads the acting role: x-user-profile when given (must be held), else customer, else the first role held. */
function actingRole(request: FastifyRequest, roles: AccountRole[]): AccountRole {
  const asked = request.headers[PROFILE_HEADER];
  if (typeof asked === 'string' && asked !== '') {
    if (!isAccountRole(asked) || !roles.includes(asked)) throw new AppError('ROLE_NOT_GRANTED');
    return asked;
  }
  return roles.includes('customer') ? 'customer' : (roles[0] ?? 'customer');
}

/**
 * Sets `request.sessionUser` on every request from the access cookie, when the token is valid and its
 * session is still live: a logout or a password change ends every access token of the session at once
 * (docs/decisions/0008-session-revocation.md).
 */
export function installSessionHook(
  app: FastifyInstance,
  tokens: AccessTokens,
  sessions: { isLive(sessionId: string): Promise<boolean> },
) {
  app.decorateRequest('sessionUser', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[ACCESS_COOKIE];
    if (!token) return;
    const claims = await tokens.verify(token);
    if (!claims || !(await sessions.isLive(claims.sessionId))) return;
    const { id, roles, sessionId } = claims;
    request.sessionUser = { id, roles, sessionId, role: actingRole(request, roles) };
  });
}

/** The signed-in caller, or 401 "User is not authorized". */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new AppError('UNAUTHORIZED');
  return request.sessionUser;
}

/** The signed-in caller acting as one of `roles`, or 403. */
export function requireRole(request: FastifyRequest, ...roles: AccountRole[]): SessionUser {
  const user = requireUser(request);
  if (!roles.includes(user.role)) throw new AppError('FORBIDDEN');
  return user;
}
