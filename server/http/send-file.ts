import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange, FileStorage } from '../media/file-storage';
import { AppError } from './errors';

interface SendFileOptions {
  contentType: string;
  /** Defaults to a year, immutable: stored keys are random and never reused for other content. */
  cacheControl?: string;
  /** When set, the browser saves the file under this name instead of showing it. */
  downloadName?: string;
}

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** What a Range header asks of a file of `size` bytes. */
type RangeRequest = { kind: 'full' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * Reads `Range: bytes=a-b | a- | -n` against a file of `size` bytes. Several ranges, other units and
 * malformed values are answered with the whole file, as RFC 9110 allows.
 */
function parseRange(header: string | undefined, size: number): RangeRequest {
  const match = header?.trim().match(/^bytes\s*=\s*(\d*)\s*-\s*(\d*)$/i);
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'full' };
  const [, first = '', last = ''] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  if (end < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', range: { start, end: Math.min(end, size - 1) } };
}

/** A strong validator: a stored key's bytes change only if the file is rewritten, which moves its mtime. */
const etagOf = (size: number, mtimeMs: number) =>
  `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;

function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 8187). */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

const emptyBody = () => Readable.from([]);

/**
 * Answers GET (and the HEAD Fastify derives from it) with a stored file: ETag and 304, single byte ranges
 * with 206 or 416, If-Range, and a download name. A missing file is the API's 404.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  options: SendFileOptions,
): Promise<FastifyReply> {
  const stats = await storage.stat(key);
  if (!stats) throw new AppError('NOT_FOUND');
  const { size } = stats;
  const etag = etagOf(size, stats.mtimeMs);
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('last-modified', new Date(stats.mtimeMs).toUTCString())
    .header('cache-control', options.cacheControl ?? IMMUTABLE_CACHE_CONTROL);

  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();

  const ifRange = request.headers['if-range'];
  const range: RangeRequest =
    ifRange === undefined || ifRange === etag ? parseRange(request.headers.range, size) : { kind: 'full' };
  if (range.kind === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${size}`).send();
  }

  reply.type(options.contentType).header('x-content-type-options', 'nosniff');
  if (options.downloadName) reply.header('content-disposition', contentDisposition(options.downloadName));
  const isHead = request.method === 'HEAD';
  if (range.kind === 'partial') {
    const { start, end } = range.range;
    reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${size}`)
      .header('content-length', end - start + 1);
    return reply.send(isHead ? emptyBody() : storage.stream(key, range.range));
  }
  reply.code(200).header('content-length', size);
  return reply.send(isHead ? emptyBody() : storage.stream(key));
}
