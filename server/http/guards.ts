import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { AppError } from './errors';
import { API_BASE, PROFILE_HEADER } from '../../src/domain/http';

const mutating = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Mutating API requests must say which profile acts (x-user-profile) and, when the browser sends an
 * Origin, come from this site: a cross-site form or script cannot ride on the session cookie.
 */
export function installRequestGuards(app: FastifyInstance, config: Config) {
  const publicOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!mutating.has(request.method) || !request.url.startsWith(`${API_BASE}/`)) return;
    if (!request.headers[PROFILE_HEADER]) throw new AppError('FORBIDDEN');
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const host = request.headers.host;
    let sameOrigin = origin === publicOrigin;
    try {
      sameOrigin ||= new URL(origin).host === host;
    } catch {
      sameOrigin = false;
    }
    if (!sameOrigin) throw new AppError('FORBIDDEN');
  });
}
