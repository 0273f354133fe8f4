import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from './auth-support';
import { databaseTargets, profileHeaders, startTestApp, type TestApp } from './support/harness';

/**
 * Clients that send `content-type: application/json` on every request, with an empty body where an
 * endpoint takes none, are answered as if they had sent no header. Every bodiless operation of the API
 * reference is tried, so a route added later is covered without a line here.
 */
type Operation = { method: string; path: string };

function bodilessOperations(doc: {
  paths: Record<string, Record<string, { requestBody?: unknown }>>;
}): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(
        ([method, operation]) =>
          ['get', 'post', 'put', 'patch', 'delete'].includes(method) && !operation.requestBody,
      )
      .map(([method]) => ({ method: method.toUpperCase(), path })),
  );
}

describe.each(databaseTargets)('an empty JSON body (%s)', (target) => {
  let t: TestApp;
  let cookie: string;
  let operations: Operation[];
  beforeAll(async () => {
    t = await startTestApp(target);
    const user = await signedIn(t);
    cookie = `cueline_access=${user.cookies.cueline_access}`;
    operations = bodilessOperations((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json());
  });
  afterAll(() => t.close());

  const send = (operation: Operation, json: boolean) =>
    t.app.inject({
      method: operation.method as 'GET',
      url: operation.path.replace(/\{[^}]+\}/g, crypto.randomUUID()),
      headers: { ...profileHeaders(), cookie, ...(json ? { 'content-type': 'application/json' } : {}) },
      payload: json ? '' : undefined,
    });

  it('is no body on every endpoint that takes none', async () => {
    expect(operations.length).toBeGreaterThan(20);
    expect(operations).toContainEqual({ method: 'POST', path: '/api/auth/logout' });
    const refused: string[] = [];
    for (const operation of operations) {
      const withHeader = await send(operation, true);
      if (withHeader.statusCode !== 400) continue;
      // A 400 is fine only when the endpoint answers the request without the header the same way.
      const without = await send(operation, false);
      if (without.statusCode !== 400)
        refused.push(`${operation.method} ${operation.path}: ${withHeader.body}`);
    }
    expect(refused).toEqual([]);
  });

  it('still refuses malformed JSON with a clear 400', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/read-all',
      headers: { ...profileHeaders(), cookie, 'content-type': 'application/json' },
      payload: '{"unfinished": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
  });
});
