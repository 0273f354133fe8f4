import type { FastifyInstance } from 'fastify';
import {
  confirmSignup,
  forgotPassword,
  login,
  logout,
  refresh,
  resetPassword,
  signup,
} from '../../../src/domain/api/auth';
import { operationRoute } from '../../http/operation';
import { requestLanguage } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import type { AuthService } from './auth.service';
import { clearSessionCookies, setSessionCookies } from './cookies';
import { rateLimitHook, type HitCounter } from './rate-limit';
import { REFRESH_COOKIE } from './session';
import { PROFILE_HEADER } from '../../../src/domain/http';

const errors = errorResponses;

export interface AuthRoutesOptions {
  service: AuthService;
  counter: HitCounter;
  /** Per minute and IP on login, signup and forgot-password. */
  rateLimit: number;
  secure: boolean;
}

/** `/api/auth/*`: signup and confirmation, login with rotating refresh tokens, logout, password reset. */
export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const { service, counter, secure } = options;
  app.addHook('onClose', () => counter.close());
  const limited = (name: string) => rateLimitHook(counter, name, options.rateLimit);
  const tags = ['auth'];

  operationRoute(
    app,
    signup,
    { tags, onRequest: limited('signup'), status: 201, errors: errors(400, 409, 429) },
    async (request, reply) => {
      await service.signup(request.body!, requestLanguage(request));
      return reply.status(201).send({ ok: true as const });
    },
  );
  operationRoute(app, confirmSignup, { tags, errors: errors(400) }, async (request) => {
    await service.confirmSignup(request.query.token);
    return { ok: true as const };
  });
  operationRoute(
    app,
    login,
    { tags, onRequest: limited('login'), errors: errors(400, 401, 403, 429) },
    async (request, reply) => {
      const profile = request.headers[PROFILE_HEADER];
      const { user, session } = await service.login(
        request.body!,
        typeof profile === 'string' ? profile : undefined,
      );
      setSessionCookies(reply, secure, session);
      return user;
    },
  );
  operationRoute(app, refresh, { tags, errors: errors(401) }, async (request, reply) => {
    const session = await service.refresh(request.cookies[REFRESH_COOKIE]);
    setSessionCookies(reply, secure, session);
    return { ok: true as const };
  });
  operationRoute(app, logout, { tags, status: 204 }, async (request, reply) => {
    await service.logout(request.cookies[REFRESH_COOKIE], request.sessionUser?.sessionId);
    clearSessionCookies(reply, secure);
    return reply.status(204).send(null);
  });
  operationRoute(
    app,
    forgotPassword,
    { tags, onRequest: limited('forgot-password'), status: 204, errors: errors(400, 429) },
    async (request, reply) => {
      await service.forgotPassword(request.body!);
      return reply.status(204).send(null);
    },
  );
  operationRoute(app, resetPassword, { tags, errors: errors(400) }, async (request) => {
    await service.resetPassword(request.query.token, request.body!.password);
    return { ok: true as const };
  });
}
