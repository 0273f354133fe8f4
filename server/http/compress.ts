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

/** Adds a request header's name to the answer's Vary header, keeping what is there. */
export function varyOn(reply: FastifyReply, header: string) {
  const current = reply.getHeader('vary');
  const names = String(current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === header)) return;
  reply.header('vary', [...names, header].join(', '));
}

/** Adds `accept-encoding` to the answer's Vary header, keeping what is there. */
export const varyOnEncoding = (reply: FastifyReply) => varyOn(reply, 'accept-encoding');

/** Compressed answers kept by their text: answers at least this large, at most this many of them. */
export const COMPRESSED_KEPT_MIN_BYTES = 8 * 1024;
const COMPRESSED_KEPT = 64;

/**
 * The compressed bytes of recent large answers, by encoding and text: a page asked again (the catalogue's
 * first page, a search paged back and forth or typed again) is compressed once, not per request. Keyed by
 * the whole text, so an answer is only ever reused for the same bytes, whoever asked.
 */
export function compressedAnswers() {
  const kept = { br: new Map<string, Buffer>(), gzip: new Map<string, Buffer>() };
  return async (payload: string, encoding: ContentEncoding): Promise<Buffer> => {
    const answers = kept[encoding];
    const known = answers.get(payload);
    if (known) {
      answers.delete(payload);
      answers.set(payload, known);
      return known;
    }
    const body = await compress(payload, encoding);
    answers.set(payload, body);
    if (answers.size > COMPRESSED_KEPT) answers.delete(answers.keys().next().value!);
    return body;
  };
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
 * Accept-Encoding; large ones asked again are sent from `compressedAnswers`. Streams (audio, files) and the static client (precompressed at build time) pass as they are.
 */
export function installCompression(app: FastifyInstance) {
  const kept = compressedAnswers();
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    if (reply.getHeader('content-encoding') || Buffer.byteLength(payload) < COMPRESS_MIN_BYTES)
      return payload;
    varyOnEncoding(reply);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body =
      typeof payload === 'string' && payload.length >= COMPRESSED_KEPT_MIN_BYTES
        ? await kept(payload, encoding)
        : await compress(payload, encoding);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
