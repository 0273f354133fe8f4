import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { installCompression } from './http/compress';
import { installErrorHandler } from './http/errors';
import { createErrorLog, levelWithErrors, type ErrorLog } from './http/error-log';
import { installInputChecks, strictValidatorCompiler } from './http/input-checks';
import { installJsonBodyParser } from './http/json-body';
import { installRequestGuards } from './http/guards';
import { securitySchemeNames } from './http/operation';
import {
  ACCESS_COOKIE,
  createAccessTokens,
  createAuthRepository,
  createSessionRegistry,
  installSessionHook,
  resolveSecret,
} from './modules/auth/index';
import { registerModules } from './modules/index';
import type { AppDeps } from './deps';

export type { AppDeps } from './deps';
import { API_BASE, PROFILE_HEADER } from '../src/domain/http';

/** The logger: as configured (or given), with every error line also kept in `errorLog`. */
function loggerOptions(deps: AppDeps, errorLog: ErrorLog): boolean | object {
  if (deps.logger !== undefined && deps.logger !== false) return deps.logger;
  const level = deps.logger === false ? 'silent' : deps.config.logLevel;
  return {
    level: levelWithErrors(level),
    stream: errorLog.stream(deps.logger === false ? null : process.stdout, level),
  };
}

export type App = FastifyInstance;

/**
 * Built assets (Vite's `assets/`) are named by their content hash and never change: cached for a year.
 * Anything else (index.html, the service worker /sw.js, the web app manifest) is checked with the server on
 * every use, so a new deployment shows at once and its service worker replaces the old one.
 */
function staticCacheControl(relativePath: string): string {
  const hashed = relativePath.split(path.sep)[0] === 'assets';
  return hashed ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Fastify's trustProxy of TRUST_PROXY: a hop count as the function Fastify makes of one (its types take no
 * number): the nearest `hops` addresses of the chain are proxies.
 */
function trustedProxies(setting: Config['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** Builds the whole application as plugins; listening is server/main.ts's job. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config } = deps;
  const errorLog = deps.errorLog ?? createErrorLog();
  const app = Fastify({
    logger: loggerOptions(deps, errorLog),
    bodyLimit: 1024 * 1024,
    // Forwarded headers only from the configured proxies (TRUST_PROXY): a client's own X-Forwarded-For
    // would otherwise choose the address its signature records and the key of its login rate limit.
    trustProxy: trustedProxies(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(strictValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installJsonBodyParser(app);
  installCompression(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 3, fields: 60 } });
  await app.register(swagger, {
    openapi: {
      // 3.1: zod's nullable unions are JSON Schema's `type: 'null'` members, which 3.0 cannot say.
      openapi: '3.1.0',
      info: { title: 'Cueline API', version: config.version },
      servers: [{ url: '/', description: 'The server serving this reference' }],
      components: {
        securitySchemes: {
          [securitySchemeNames.session]: {
            type: 'apiKey',
            in: 'cookie',
            name: ACCESS_COOKIE,
            description: 'The access token of a signed-in session (set by login, refresh and sign-up).',
          },
          [securitySchemeNames.profile]: {
            type: 'apiKey',
            in: 'header',
            name: PROFILE_HEADER,
            description: 'The acting role (customer, owner, admin); every mutating request names it.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const indexHtml = path.join(config.clientDir, 'index.html');
  const hasClient = fs.existsSync(indexHtml);
  installErrorHandler(app, hasClient ? indexHtml : undefined, { demo: config.demo });
  installRequestGuards(app, config);
  installInputChecks(app);
  const tokens = createAccessTokens(resolveSecret(config.authSecret, config.dataDir));
  const auth = createAuthRepository(deps.database.db);
  const sessions = createSessionRegistry({ lookup: (sessionId) => auth.isSessionLive(sessionId) });
  installSessionHook(app, tokens, sessions);

  await app.register(
    async (api) =>
      registerModules(api, { ...deps, errorLog, tokens, sessions, now: deps.now ?? (() => new Date()) }),
    {
      prefix: API_BASE,
    },
  );

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: config.clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (vite.config.ts); the one Accept-Encoding allows is sent.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', staticCacheControl(path.relative(config.clientDir, filePath)));
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  return app;
}
