import crypto from 'node:crypto';
import type { z } from 'zod';
import type { forgotPasswordSchema, loginSchema, signupSchema, UserInfo } from '../../../src/domain/auth';
import type { Language } from '../../../src/domain/roles';
import { isAccountRole } from '../../../src/domain/roles';
import type { Store } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { mailEffect } from '../../outbox/effects';
import type { OutboxRepository } from '../../outbox/outbox.repository';
import { toUserInfo } from './user-info';
import { confirmSignupMail, resetPasswordMail } from './auth-mail';
import type { AuthRepository } from './auth.repository';
import { REFRESH_TTL_SECONDS } from './cookies';
import { decoyPasswordHash, hashPassword, randomToken, sha256, verifyPassword } from './secrets';
import type { AccessTokens } from './session';
import type { SessionRegistry } from './session-registry';

export const CONFIRM_TTL_MS = 48 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;

/** Accounts and tokens, and the outbox their mails go through. */
export interface AuthPorts {
  repo: AuthRepository;
  outbox: Pick<OutboxRepository, 'add'>;
}

export interface AuthServiceDeps {
  store: Store<AuthPorts>;
  tokens: AccessTokens;
  /** Told of every session that ends, so its access tokens stop working at once. */
  sessions: Pick<SessionRegistry, 'revoke'>;
  now: () => Date;
  publicUrl: string;
  /** Told of each account once its sign-up is confirmed (it joins the projects it was invited to). */
  onConfirmed?: (userId: string) => Promise<void>;
}

/** A signed-in session: the access token and the refresh token to put in cookies. */
export interface SessionTokens {
  access: string;
  refresh: string;
}

/** 403: an admin blocked the account (docs/decisions/0018-admin-area.md); the reason is shown. */
const blocked = (reason: string | null) =>
  new AppError('ACCOUNT_BLOCKED', 'error.accountBlocked', { reason: reason ?? '' });

const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

export function createAuthService(deps: AuthServiceDeps) {
  const { store, now } = deps;
  const { repo } = store;

  async function issueOneTimeToken(
    repo: AuthRepository,
    userId: string,
    purpose: 'confirm_signup' | 'reset_password',
    ttlMs: number,
  ) {
    const token = randomToken();
    await repo.insertOneTimeToken({
      userId,
      purpose,
      tokenHash: sha256(token),
      expiresAt: later(now(), ttlMs),
    });
    return token;
  }

  /** Issues the next refresh token of a session (a new one by default) and an access token bound to it. */
  async function issueSession(
    user: { id: string; roles: string[] },
    familyId: string = crypto.randomUUID(),
  ): Promise<SessionTokens> {
    const refresh = randomToken();
    await repo.insertRefreshToken({
      userId: user.id,
      familyId,
      tokenHash: sha256(refresh),
      expiresAt: later(now(), REFRESH_TTL_SECONDS * 1000),
    });
    const access = await deps.tokens.sign({
      id: user.id,
      roles: user.roles.filter(isAccountRole),
      sessionId: familyId,
    });
    return { access, refresh };
  }

  async function revokeFamily(familyId: string) {
    await repo.revokeFamily(familyId, now());
    deps.sessions.revoke([familyId]);
  }

  /** Ends every session of the user (docs/decisions/0008-session-revocation.md). */
  async function revokeAllForUser(userId: string) {
    deps.sessions.revoke(await repo.revokeAllForUser(userId, now()));
  }

  return {
    /**
     * Creates an unconfirmed account holding exactly the chosen role and mails the confirmation link: the
     * mail is an outbox effect of the account's transaction, sent once it commits and retried while SMTP
     * fails, so the request never fails for the mail.
     */
    async signup(input: z.output<typeof signupSchema>, language: Language): Promise<void> {
      const phone = input.phone ?? null;
      if (await repo.userExists(input.email, phone)) throw new AppError('USER_EXISTS');
      const passwordHash = await hashPassword(input.password);
      await store.withTransaction(async (repos) => {
        const user = await repos.repo.insertUser({
          email: input.email,
          phone,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          middleName: input.middleName ?? null,
          newsletter: input.newsletter,
          roles: [input.role],
          language,
        });
        if (!user) throw new AppError('USER_EXISTS');
        const token = await issueOneTimeToken(repos.repo, user.id, 'confirm_signup', CONFIRM_TTL_MS);
        await repos.outbox.add([mailEffect(confirmSignupMail(user, deps.publicUrl, token))]);
      });
    },

    async confirmSignup(token: string): Promise<void> {
      const userId = await repo.consumeOneTimeToken('confirm_signup', sha256(token), now());
      if (!userId) throw new AppError('INVALID_TOKEN');
      await repo.confirmEmail(userId, now());
      await deps.onConfirmed?.(userId);
    },

    /**
     * Checks the password, then the confirmation, then the asked profile: `admin` only for admins (the
     * session hook cannot check it here, as there is no token yet).
     */
    async login(
      input: z.output<typeof loginSchema>,
      profile: string | undefined,
    ): Promise<{ user: UserInfo; session: SessionTokens }> {
      const user = await repo.findUserByEmail(input.email);
      const ok = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
      if (!user || !ok) throw new AppError('INVALID_CREDENTIALS');
      if (!user.emailConfirmedAt) throw new AppError('EMAIL_NOT_CONFIRMED');
      if (user.blockedAt) throw blocked(user.blockedReason);
      if (profile === 'admin' && !user.roles.includes('admin')) throw new AppError('FORBIDDEN');
      return { user: toUserInfo(user), session: await issueSession(user) };
    },

    /** Rotates the refresh token; presenting one already rotated (or revoked) revokes its whole family. */
    async refresh(presented: string | undefined): Promise<SessionTokens> {
      const row = presented ? await repo.findRefreshToken(sha256(presented)) : undefined;
      if (!row) throw new AppError('INVALID_REFRESH_TOKEN');
      const at = now();
      if (row.rotatedAt || row.revokedAt || !(await repo.claimRefreshToken(row.id, at))) {
        await revokeFamily(row.familyId);
        throw new AppError('INVALID_REFRESH_TOKEN');
      }
      const user = await repo.findUserById(row.userId);
      if (row.expiresAt <= at || !user) throw new AppError('INVALID_REFRESH_TOKEN');
      if (user.blockedAt) throw blocked(user.blockedReason);
      return issueSession(user, row.familyId);
    },

    /**
     * Ends the session of the presented refresh token, and the one the access token names: either
     * cookie alone is enough to sign out.
     */
    async logout(presented: string | undefined, sessionId: string | undefined): Promise<void> {
      const row = presented ? await repo.findRefreshToken(sha256(presented)) : undefined;
      const families = new Set([row?.familyId, sessionId].filter((id) => id !== undefined));
      for (const familyId of families) await revokeFamily(familyId);
    },

    /**
     * After a password change: every session of the user ends, and the caller goes on in a new one
     * (OWASP ASVS 3.3.3; docs/decisions/0008-session-revocation.md).
     */
    async restartSessions(user: { id: string; roles: string[] }): Promise<SessionTokens> {
      await revokeAllForUser(user.id);
      return issueSession(user);
    },

    /** Mails a reset link when the account exists; says nothing either way. */
    async forgotPassword(input: z.output<typeof forgotPasswordSchema>): Promise<void> {
      const user = await repo.findUserByEmail(input.email);
      if (!user) return;
      await store.withTransaction(async (repos) => {
        const token = await issueOneTimeToken(repos.repo, user.id, 'reset_password', RESET_TTL_MS);
        await repos.outbox.add([mailEffect(resetPasswordMail(user, deps.publicUrl, token))]);
      });
    },

    /** Sets the new password once per token and signs every existing session out. */
    async resetPassword(token: string, password: string): Promise<void> {
      const at = now();
      const userId = await repo.consumeOneTimeToken('reset_password', sha256(token), at);
      if (!userId) throw new AppError('INVALID_RESET_TOKEN');
      await repo.setPassword(userId, await hashPassword(password), at);
      await repo.confirmEmail(userId, at);
      await revokeAllForUser(userId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
