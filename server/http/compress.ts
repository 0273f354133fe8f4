import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

export type ContentEncoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The encoding to answer in for an Accept-Encoding header: brotli or gzip, whichever the client weighs
 * higher (brotli on a tie, it is smaller); none for a missing header, `identity` or q=0.
 */
export function pickEncoding(header: string | string[] | undefined): ContentEncoding | null {
  const weights = new Map<string, number>();
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: ContentEncoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).reduce((a, b) => (weight(b) > weight(a) ? b : a));
  return weight(best) > 0 ? best : null;
}

/** Adds `accept-encoding` to the answer's Vary header, keeping what is there. */
export function varyOnEncoding(reply: FastifyReply) {
  const current = reply.getHeader('vary');
  const names = String(current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')) return;
  reply.header('vary', [...names, 'accept-encoding'].join(', '));
}

function compress(payload: string | Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(payload, { level: 6 });
  // A middle quality: answers are compressed per request, where the highest level costs too much time.
  return brotli(payload, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(payload),
    },
  });
}

/**
 * Compresses JSON answers of at least `COMPRESS_MIN_BYTES` with brotli or gzip, by the request's
 * Accept-Encoding. Streams (audio, files) and the static client (precompressed at build time) pass as they are.
 */
export function installCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    if (reply.getHeader('content-encoding') || Buffer.byteLength(payload) < COMPRESS_MIN_BYTES)
      return payload;
    varyOnEncoding(reply);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body = await compress(payload, encoding);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
