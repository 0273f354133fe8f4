import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { allOperations } from './support/operations';

describe.each(databaseTargets)('system endpoints on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t?.close());

  it('reports health when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('returns the version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/system/version' });
    expect(res.json()).toEqual({ version: t.config.version });
  });

  it('answers unknown API paths with a JSON 404 in the caller’s language', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Resource not found. Please check the address.',
    });
    const ru = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'accept-language': 'ru-RU,ru;q=0.9' },
    });
    expect(ru.json().message).toBe('Ресурс не найден. Проверьте адрес.');
  });

  it('refuses a mutating request without x-user-profile or from another origin', async () => {
    const noProfile = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(noProfile.statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'x-user-profile': 'customer', origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/health');
  });

  it('lists every API operation in the OpenAPI document', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const op of await allOperations()) {
      const documented = `/api${op.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
      expect(paths[documented]?.[op.method.toLowerCase()], op.id).toBeDefined();
    }
  });

  it('documents forms as multipart and bytes answers as binary of their content types', async () => {
    type Documented = {
      requestBody?: { content: Record<string, unknown> };
      responses: Record<string, { content?: Record<string, { schema: { format?: string } }> }>;
    };
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Documented>>;
    };
    const operations = await allOperations();
    expect(operations.filter((op) => op.answer === 'bytes').length).toBeGreaterThanOrEqual(4);
    for (const op of operations) {
      const documented = paths[`/api${op.path.replace(/:([A-Za-z]+)/g, '{$1}')}`]![op.method.toLowerCase()]!;
      if (op.bodyKind !== 'json')
        expect(Object.keys(documented.requestBody?.content ?? {}), op.id).toContain('multipart/form-data');
      if (op.answer !== 'bytes') continue;
      const content = documented.responses['200']?.content ?? {};
      expect(Object.keys(content), op.id).toEqual([...op.contentTypes]);
      for (const type of op.contentTypes) expect(content[type]?.schema.format, op.id).toBe('binary');
    }
  });

  it('fills limits into field messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'x-user-profile': 'customer' },
      payload: {
        email: 'long@example.com',
        password: 'long-enough-1',
        firstName: 'x'.repeat(101),
        lastName: 'Long',
        role: 'customer',
        termsAccepted: true,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.firstName).toBe('Too long: at most 100 characters.');
  });
});
