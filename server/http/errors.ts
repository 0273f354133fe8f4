import fs from 'node:fs';
import path from 'node:path';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodes, type ApiErrorBody, type ErrorCode } from '../../src/domain/errors';
import { languageFromHeader, translate } from '../../src/domain/messages';
import { languages, type Language } from '../../src/domain/roles';
import { API_BASE } from '../../src/domain/http';
import { SOCKET_PATH } from '../../src/domain/sync-protocol';
import { pickEncoding, varyOn, varyOnEncoding, type ContentEncoding } from './compress';
import { validationMessage } from './validation-messages';

/** A failure the client should see: a code from the shared catalogue, optionally a specific message key. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: string = errorCodes[code].key,
    readonly params: Record<string, string | number> = {},
    readonly fields?: Record<string, string>,
    /** More of the answer beside the message: a conflict's current state (`current`). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(messageKey);
    this.statusCode = errorCodes[code].status;
  }
}

/**
 * A 429 that tells how long to wait: the answer carries `retryAfter` (seconds) in its body and its
 * Retry-After header, and the message's `{{wait}}` is the wait in the caller's language ("in 45 seconds").
 */
export const tooSoon = (messageKey: string, waitMs: number, params: Record<string, string | number> = {}) =>
  new AppError('RATE_LIMITED', messageKey, params, undefined, {
    retryAfter: Math.max(1, Math.ceil(waitMs / 1000)),
  });

/** A wait of `seconds` in `language`, relative to now: "in 45 seconds", "через 2 часа". */
export function waitText(language: Language, seconds: number): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  if (seconds < 60) return format.format(seconds, 'second');
  if (seconds < 3600) return format.format(Math.ceil(seconds / 60), 'minute');
  return format.format(Math.ceil(seconds / 3600), 'hour');
}

/** The message of an AppError in `language`; a wait it carries (`tooSoon`) goes in the header too. */
function appErrorMessage(error: AppError, language: Language, reply: FastifyReply): string {
  const retryAfter = error.extra?.retryAfter;
  if (typeof retryAfter !== 'number') return translate(language, error.messageKey, error.params);
  reply.header('retry-after', retryAfter);
  return translate(language, error.messageKey, { ...error.params, wait: waitText(language, retryAfter) });
}

const statusToCode: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_FILE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
};

export function requestLanguage(request: FastifyRequest) {
  return languageFromHeader(request.headers['accept-language']);
}

/** Where the build writes the pages it draws ahead (scripts/prerender-plugin.ts): `<dir>/en/auth/login.html`. */
export const PRERENDERED_DIR = 'prerendered';

/** A page the build drew ahead: its HTML and the build's brotli and gzip copies of it, when written. */
interface PrerenderedPage {
  html: string;
  encoded: Partial<Record<ContentEncoding, Buffer>>;
}

/** The pages drawn ahead for one path, by the language each was drawn in. */
type PrerenderedVariants = Partial<Record<Language, PrerenderedPage>>;

/**
 * The pages of the client build drawn at build time, by path and language: `prerendered/ru/auth/login.html`
 * is /auth/login's in Russian, or with the demo on `prerendered/ru/auth/login.demo.html` (which lists the
 * demo accounts). None when the build has none.
 */
function readPrerendered(spaIndex: string, demo: boolean): Map<string, PrerenderedVariants> {
  const dir = path.join(path.dirname(spaIndex), PRERENDERED_DIR);
  const pages = new Map<string, PrerenderedVariants>();
  if (!fs.existsSync(dir)) return pages;
  const readIfThere = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file) : undefined);
  const suffix = demo ? '.demo.html' : '.html';
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith(suffix) || (!demo && file.endsWith('.demo.html'))) continue;
    const [language, ...rest] = file.slice(0, -suffix.length).split(path.sep);
    if (!languages.includes(language as Language) || rest.length === 0) continue;
    const urlPath = `/${rest.join('/')}`;
    const full = path.join(dir, file);
    const br = readIfThere(`${full}.br`);
    const gzip = readIfThere(`${full}.gz`);
    const variants = pages.get(urlPath) ?? {};
    variants[language as Language] = {
      html: fs.readFileSync(full, 'utf8'),
      encoded: { ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) },
    };
    pages.set(urlPath, variants);
  }
  return pages;
}

/**
 * The one error handler of the API: JSON `{statusCode, code, message}`, translated, 5xx details hidden.
 * With a client build (`spaIndex`, its index.html), any other GET is the app: a page the build drew ahead
 * for its path (the variant with the demo accounts when `demo`), else index.html.
 */
export function installErrorHandler(app: FastifyInstance, spaIndex?: string, { demo = false } = {}) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const language = requestLanguage(request);
    const send = (body: ApiErrorBody) => reply.status(body.statusCode).send(body);

    if (error instanceof AppError) {
      const fields = error.fields
        ? Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, translate(language, v)]))
        : undefined;
      return send({
        statusCode: error.statusCode,
        code: error.code,
        message: appErrorMessage(error, language, reply),
        ...(fields ? { fields } : {}),
        ...error.extra,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        const { key, params } = validationMessage(issue);
        fields[field] ??= translate(language, key, params);
      }
      const first = Object.values(fields)[0];
      return send({
        statusCode: 400,
        code: 'VALIDATION',
        message: first ?? translate(language, 'error.400'),
        fields,
      });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return send({ statusCode: 500, code: 'INTERNAL', message: translate(language, 'error.internal') });
    }
    const code = statusToCode[status] ?? 'BAD_REQUEST';
    return send({ statusCode: status, code, message: translate(language, errorCodes[code].key) });
  });

  const spaHtml = spaIndex ? fs.readFileSync(spaIndex, 'utf8') : undefined;
  const prerendered = spaIndex ? readPrerendered(spaIndex, demo) : new Map<string, PrerenderedVariants>();
  app.setNotFoundHandler((request, reply) => {
    const isApi =
      request.url.startsWith(`${API_BASE}/`) ||
      request.url === API_BASE ||
      request.url.startsWith(SOCKET_PATH);
    if (spaHtml && request.method === 'GET' && !isApi) {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      // The page in the visitor's language; its head script hands it over to the app when the language the
      // app picks (a stored choice may differ from Accept-Language) or the theme is another one.
      const page = prerendered.get(request.url.split('?', 1)[0]!)?.[requestLanguage(request)];
      if (!page) return reply.send(spaHtml);
      // Sent as the build compressed it (the page carries its styles: tens of KB).
      varyOnEncoding(reply);
      varyOn(reply, 'accept-language');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      const encoded = encoding ? page.encoded[encoding] : undefined;
      if (!encoding || !encoded) return reply.send(page.html);
      return reply.header('content-encoding', encoding).send(encoded);
    }
    const language = requestLanguage(request);
    reply.status(404).send({ statusCode: 404, code: 'NOT_FOUND', message: translate(language, 'error.404') });
  });
}
