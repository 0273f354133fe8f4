import Fastify, { type FastifyInstance } from 'fastify';

interface Seen {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** The network edge: a loopback API whose session, failures and delays each test sets. */
export function createFakeApi() {
  const app: FastifyInstance = Fastify({ forceCloseConnections: true }); // closing ends every connection, kept-alive or not
  const state = {
    sessionValid: true,
    refreshAllowed: true,
    refreshRestores: true,
    refreshDrops: false,
    refreshDelayMs: 100,
    refreshes: 0,
    hits: new Map<string, number>(),
    seen: [] as Seen[],
  };
  const count = (key: string) => state.hits.set(key, (state.hits.get(key) ?? 0) + 1).get(key)!;
  const unauthorized = { statusCode: 401, code: 'UNAUTHORIZED', message: 'User is not authorized' };

  app.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.addHook('onRequest', async (request) => {
    state.seen.push({ method: request.method, url: request.url, headers: request.headers, body: undefined });
  });
  app.addHook('preHandler', async (request) => {
    state.seen.at(-1)!.body = request.body;
  });
  app.get('/api/echo', async (request) => ({ query: request.query }));
  app.post('/api/echo', async (request) => ({
    contentType: request.headers['content-type'],
    body: request.body,
  }));
  app.delete('/api/echo', async (request) => ({ body: request.body }));
  app.post('/api/empty', async (_request, reply) => reply.status(204).send());
  app.all('/api/protected/:name', async (request, reply) => {
    count(`protected:${request.method}`);
    return state.sessionValid ? { ok: true, method: request.method } : reply.status(401).send(unauthorized);
  });
  app.post('/api/auth/refresh', async (_request, reply) => {
    state.refreshes += 1;
    await new Promise((resolve) => setTimeout(resolve, state.refreshDelayMs));
    if (state.refreshDrops) return void _request.raw.socket.destroy();
    if (!state.refreshAllowed)
      return reply
        .status(401)
        .send({ statusCode: 401, code: 'INVALID_REFRESH_TOKEN', message: 'Invalid refresh token.' });
    if (state.refreshRestores) state.sessionValid = true;
    return { ok: true };
  });
  app.post('/api/auth/login', async (_request, reply) =>
    reply.status(401).send({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid credentials.' }),
  );
  app.patch('/api/user/update-password', async (_request, reply) => reply.status(401).send(unauthorized));
  app.get('/api/auth/confirm-signup', async () => ({ ok: true }));
  app.all('/api/status/:code', async (request, reply) => {
    const { code } = request.params as { code: string };
    const attempt = count(`status:${request.method}:${code}`);
    if (!state.sessionValid) return reply.status(401).send(unauthorized);
    const { succeedOn } = request.query as { succeedOn?: string };
    if (succeedOn && attempt >= Number(succeedOn)) return { attempt };
    return reply.status(Number(code)).send('');
  });
  app.post('/api/conflict', async (request, reply) => {
    const { withMessage } = request.query as { withMessage?: string };
    return withMessage
      ? reply.status(409).send({
          statusCode: 409,
          code: 'USER_EXISTS',
          message: 'That email is taken, sorry.',
          fields: { email: 'Taken.' },
        })
      : reply.status(409).send('');
  });
  app.get('/api/system/version', async () => ({ version: `v${count('version')}` }));
  app.get('/api/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    return { late: true };
  });
  return { app, state };
}

/** The URL of a port that was just free and is closed again: requests to it fail to connect. */
export async function closedPortUrl() {
  const probe = Fastify();
  await probe.listen({ port: 0, host: '127.0.0.1' });
  const address = probe.server.address();
  await probe.close();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 9}/api`;
}
