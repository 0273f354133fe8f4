import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { socketEvents, type NotificationEvent } from '../../src/domain/sync-protocol';
import { ACCESS_COOKIE, createAccessTokens } from '../../server/modules/auth/session';
import { connected, connectSocket, joinRoom, nextEvent } from './realtime-client';
import { TEST_AUTH_SECRET } from './sync-fixtures';
import './support/provided';

const baseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const tokens = createAccessTokens(new TextEncoder().encode(TEST_AUTH_SECRET));

async function sql(connectionString: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Record<string, string>[];
  } finally {
    await client.end();
  }
}

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts `node --import tsx server/main.ts` and waits until /api/health answers. */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cueline-mp-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: 'off',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, url };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start within 60 s');
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function insertUser(databaseUrl: string, roles: string[]) {
  const tag = crypto.randomBytes(6).toString('hex');
  const [row] = await sql(
    databaseUrl,
    `insert into users (email, password_hash, first_name, last_name, roles, email_confirmed_at)
     values ($1, 'x', 'Multi', $2, $3, now()) returning id`,
    [`mp-${tag}@example.test`, tag, roles],
  );
  const id = row!.id!;
  const sessionId = crypto.randomUUID();
  await sql(
    databaseUrl,
    `insert into refresh_tokens (user_id, family_id, token_hash, expires_at)
     values ($1, $2, $3, now() + interval '1 day')`,
    [id, sessionId, crypto.randomBytes(32).toString('hex')],
  );
  const access = await tokens.sign({ id, roles: roles as ('customer' | 'admin')[], sessionId });
  return { id, sessionId, cookie: `${ACCESS_COOKIE}=${access}` };
}

describe.runIf(Boolean(baseUrl && redisUrl))('two server processes sharing rooms through Redis', () => {
  const name = `cueline_mp_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  let databaseUrl: string;
  const servers: ChildProcess[] = [];
  let a: { url: string };
  let b: { url: string };
  let socket: Socket | undefined;

  beforeAll(async () => {
    // A copy of the run's migrated database (tests/server/support/global-setup.ts): the servers' own
    // migrations then have nothing to do.
    const template = inject('postgresTemplate');
    await sql(baseUrl!, `create database ${name}${template ? ` template ${template}` : ''}`);
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    const env = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl!, AUTH_SECRET: TEST_AUTH_SECRET };
    const first = await startServer(env);
    servers.push(first.child);
    const second = await startServer(env);
    servers.push(second.child);
    a = first;
    b = second;
  });
  afterAll(async () => {
    socket?.close();
    await Promise.all(servers.map(stopServer));
    if (baseUrl) await sql(baseUrl, `drop database if exists ${name} with (force)`);
  });

  it('delivers a notification created on process A to a socket on process B', async () => {
    const admin = await insertUser(databaseUrl, ['admin']);
    const user = await insertUser(databaseUrl, ['customer']);
    socket = connectSocket(b.url, user.cookie);
    await connected(socket);
    expect(await joinRoom(socket, user.id)).toEqual({ ok: true });

    const received = nextEvent<NotificationEvent>(socket, socketEvents.notification, 10_000);
    const hint = nextEvent<{ collection: string; seq: number }>(socket, socketEvents.sync, 10_000);
    const res = await fetch(`${a.url}/api/admin/notifications`, {
      method: 'POST',
      headers: { cookie: admin.cookie, 'x-user-profile': 'admin', 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'News', message: 'Across processes', userId: user.id }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ count: 1 });
    expect(await received).toEqual({
      subType: 'News',
      message: 'Across processes',
      messageKey: null,
      params: {},
      objectId: null,
    });
    expect(await hint).toMatchObject({ collection: 'notifications' });
  });

  it('a logout on process A ends the session on process B too: its cache, its requests and its socket', async () => {
    const user = await insertUser(databaseUrl, ['customer']);
    const info = (base: string) => fetch(`${base}/api/user/info`, { headers: { cookie: user.cookie } });
    // B has checked the session and keeps it as live in its cache.
    expect((await info(b.url)).status).toBe(200);
    const onB = connectSocket(b.url, user.cookie);
    await connected(onB);
    const closed = nextEvent<string>(onB, 'disconnect', 10_000);

    const res = await fetch(`${a.url}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie: user.cookie, 'x-user-profile': 'customer' },
    });
    expect(res.status).toBe(204);
    expect((await info(a.url)).status).toBe(401);
    expect(await closed).toBe('io server disconnect');
    // Well within B's cache time (LIVE_CACHE_MS): only the announcement can have told it.
    await expect.poll(async () => (await info(b.url)).status, { timeout: 5000 }).toBe(401);
    onB.close();
  });
});
