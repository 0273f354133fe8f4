import { z } from 'zod';

/**
 * Response and parameter schemas every module's routes share: the error body of server/http/errors.ts,
 * `{ok: true}`, an `:id` path parameter, and the response maps the OpenAPI document is built from.
 */
export const okSchema = z.object({ ok: z.literal(true) });

export const errorSchema = z
  .object({
    statusCode: z.number(),
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    retryAfter: z.number().int().optional().describe('A 429: seconds to wait, as in its Retry-After header'),
  })
  .describe('Error: code from the catalogue, translated message');

export const idParams = z.object({ id: z.string().max(100) });

export const jsonObject = z.record(z.string(), z.unknown());

/** The error body for each status. */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [s, errorSchema]));

/** Response schemas: the success body (described, sent as is) and the error bodies. */
export const responses = (description: string, ...statuses: number[]) => ({
  200: z.unknown().describe(description),
  ...errorResponses(...statuses),
});
export const created = (description: string, ...statuses: number[]) => ({
  201: z.unknown().describe(description),
  ...errorResponses(...statuses),
});

/** The row offset of a 1-based page. */
export const pageOffset = (query: { page: number; limit: number }) => (query.page - 1) * query.limit;
