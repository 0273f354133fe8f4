import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operation } from '../../src/domain/api/operation';
import { PROFILE_HEADER } from '../../src/domain/http';
import { userInfo } from '../../src/domain/api/users';
import { ACCESS_COOKIE } from '../../server/modules/auth/session';
import { signedIn } from './auth-support';
import { startTestApp, type TestApp } from './support/harness';
import { allOperations } from './support/operations';

interface DocumentedOperation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

interface Reference {
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
  paths: Record<string, Record<string, DocumentedOperation>>;
}

const documentedPath = (op: Operation) => `/api${op.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;

/** The API reference (/api/docs/json): what `npm run lint:api` lints, here checked against the operations. */
describe('the API reference', () => {
  let t: TestApp;
  let reference: Reference;
  let operations: Operation[];
  const documented = (op: Operation) => reference.paths[documentedPath(op)]![op.method.toLowerCase()]!;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    reference = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Reference;
    operations = await allOperations();
  });
  afterAll(() => t?.close());

  it('declares the access cookie and the profile header as security schemes', () => {
    const schemes = Object.values(reference.components.securitySchemes);
    expect(schemes).toContainEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: ACCESS_COOKIE }),
    );
    expect(schemes).toContainEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: PROFILE_HEADER }),
    );
  });

  it('gives every operation a summary, its id as a unique operationId and tags', () => {
    const ids = new Set<string>();
    for (const op of operations) {
      const entry = documented(op);
      expect(entry.summary, op.id).toMatch(/\S/);
      expect(entry.operationId, op.id).toBe(op.id);
      expect(entry.tags?.length, op.id).toBeGreaterThan(0);
      ids.add(entry.operationId!);
    }
    expect(ids.size).toBe(operations.length);
  });

  it('names the security each operation needs, from declared schemes, or explicitly none', () => {
    const declared = Object.keys(reference.components.securitySchemes);
    const cookieScheme = declared.find((name) => reference.components.securitySchemes[name]!.in === 'cookie');
    const headerScheme = declared.find((name) => reference.components.securitySchemes[name]!.in === 'header');
    for (const op of operations) {
      const security = documented(op).security;
      expect(Array.isArray(security), op.id).toBe(true);
      const required = Object.keys(security![0] ?? {});
      for (const name of required) expect(declared, op.id).toContain(name);
      expect(required.includes(cookieScheme!), op.id).toBe(op.access === 'session');
      expect(required.includes(headerScheme!), op.id).toBe(op.method !== 'GET');
      if (op.access === 'public' && op.method === 'GET') expect(security, op.id).toEqual([]);
    }
  });

  it('documents a 4xx answer for every operation that takes input, and 401 for those needing a session', () => {
    let withInput = 0;
    for (const op of operations) {
      const entry = documented(op);
      const statuses = Object.keys(entry.responses);
      if (entry.parameters?.length || entry.requestBody) {
        withInput += 1;
        expect(statuses, op.id).toContain('400');
      }
      expect(
        statuses.some((status) => /^4\d\d$/.test(status)),
        op.id,
      ).toBe(true);
      if (op.access === 'session') expect(statuses, op.id).toContain('401');
    }
    expect(withInput).toBeGreaterThan(30);
  });

  it('answers 401 without the access cookie where it documents a session', async () => {
    // Operations a request without a body reaches the handler of: every path parameter filled in.
    const reachable = operations.filter(
      (op) =>
        op.access === 'session' &&
        !op.body &&
        (!op.query || op.query.safeParse({}).success) &&
        (!op.params || op.params.safeParse(fill(op)).success),
    );
    expect(reachable.length).toBeGreaterThan(10);
    for (const op of reachable) {
      const res = await t.app.inject({
        method: op.method,
        url: documentedPath(op).replace(/\{[A-Za-z]+\}/g, 'x'),
        headers: { [PROFILE_HEADER]: 'customer' },
      });
      // A visitor without any session cookie asking who they are is answered `null` (docs/decisions/0056).
      if (op.id === userInfo.id) expect([res.statusCode, res.body], op.id).toEqual([200, 'null']);
      else expect(res.statusCode, op.id).toBe(401);
    }
  });

  it('answers the 403 it documents on a public read when the profile header names a role the session lacks', async () => {
    const { cookies } = await signedIn(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/system/version',
      cookies,
      headers: { [PROFILE_HEADER]: 'admin' },
    });
    expect(res.statusCode).toBe(403);
    expect(Object.keys(reference.paths['/api/system/version']!.get!.responses)).toContain('403');
  });
});

/** Every path parameter of an operation set to `x`. */
function fill(op: Operation): Record<string, string> {
  return Object.fromEntries([...op.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [name!, 'x']));
}
