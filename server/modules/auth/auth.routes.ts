import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
  tokenQuerySchema,
  userInfoSchema,
} from '../../../src/domain/auth';
import { requestLanguage } from '../../http/errors';
import { errorResponses, okSchema } from '../../http/schemas';
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
const noContent = z.null().describe('No content');

/** `/api/auth/*`: signup and confirmation, login with rotating refresh tokens, logout, password reset. */
export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { service, counter, secure } = options;
  app.addHook('onClose', () => counter.close());
  const limited = (name: string) => rateLimitHook(counter, name, options.rateLimit);
  const tags = ['auth'];

  api.post(
    '/auth/signup',
    { onRequest: limited('signup'), schema: { tags, body: signupSchema, response: { 201: okSchema, ...errors(400, 409, 429) } } },
    async (request, reply) => {
      await service.signup(request.body, requestLanguage(request));
      return reply.status(201).send({ ok: true as const });
    },
  );
  api.get(
    '/auth/confirm-signup',
    { schema: { tags, querystring: tokenQuerySchema, response: { 200: okSchema, ...errors(400) } } },
    async (request) => {
      await service.confirmSignup(request.query.token);
      return { ok: true as const };
    },
  );
  api.post(
    '/auth/login',
    { onRequest: limited('login'), schema: { tags, body: loginSchema, response: { 200: userInfoSchema, ...errors(400, 401, 403, 429) } } },
    async (request, reply) => {
      const profile = request.headers[PROFILE_HEADER];
      const { user, session } = await service.login(request.body, typeof profile === 'string' ? profile : undefined);
      setSessionCookies(reply, secure, session);
      return user;
    },
  );
  api.post('/auth/refresh', { schema: { tags, response: { 200: okSchema, ...errors(401) } } }, async (request, reply) => {
    const session = await service.refresh(request.cookies[REFRESH_COOKIE]);
    setSessionCookies(reply, secure, session);
    return { ok: true as const };
  });
  api.post('/auth/logout', { schema: { tags, response: { 204: noContent } } }, async (request, reply) => {
    await service.logout(request.cookies[REFRESH_COOKIE]);
    clearSessionCookies(reply, secure);
    return reply.status(204).send(null);
  });
  api.post(
    '/auth/forgot-password',
    { onRequest: limited('forgot-password'), schema: { tags, body: forgotPasswordSchema, response: { 204: noContent, ...errors(400, 429) } } },
    async (request, reply) => {
      await service.forgotPassword(request.body);
      return reply.status(204).send(null);
    },
  );
  api.patch(
    '/auth/confirm-forgot-password',
    { schema: { tags, querystring: tokenQuerySchema, body: resetPasswordSchema, response: { 200: okSchema, ...errors(400) } } },
    async (request) => {
      await service.resetPassword(request.query.token, request.body.password);
      return { ok: true as const };
    },
  );
}
