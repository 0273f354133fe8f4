// Signing-code limits under a flood (issue 24 §2): `node bench/sign-code-limits.mjs`.
// Starts the server (`node --import tsx server/main.ts`, no client build) on a free port with a temp DATA_DIR,
// the demo data on embedded PGlite (or BENCH_DATABASE_URL) and a loopback SMTP server that counts the mails.
// Signs in as the demo customer, picks a document awaiting their signature, and for BENCH_SECONDS (20)
// 8 clients each loop: ask for a code (`POST /api/contract/sign-code/{id}`), then try a wrong code
// (`POST /api/contract/sign/{id}`), as a stolen session without the mailbox would. Prints a markdown table;
// progress goes to stderr. docs/decisions/0033-signing-code-limits.md gives the limits it should show.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { freePort } from './bench-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CLIENTS = 8;
const WRONG = '000000';

/** A loopback SMTP server counting what it receives, by subject. */
async function mailCounter() {
  const subjects = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        subjects.push(/^Subject: (.*)$/m.exec(raw)?.[1] ?? '');
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    subjects,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function startServer(smtpUrl) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cueline-bench-sign-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      SMTP_URL: smtpUrl,
      DEMO: 'on',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000',
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('no /api/health within 300 s');
}

async function customerSession(baseUrl) {
  const headers = { 'content-type': 'application/json', 'x-user-profile': 'customer' };
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'customer@cueline.demo', password: 'cueline-demo' }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const list = await fetch(`${baseUrl}/api/contract/info?role=customer&tab=awaiting_signature`, {
    headers: { cookie },
  }).then((r) => r.json());
  const document = list.data?.find((candidate) => candidate.status === 'signed_owner');
  if (!document) throw new Error(`no document awaits the demo customer's signature: ${JSON.stringify(list)}`);
  return { headers: { ...headers, cookie }, document };
}

/** One client's loop until `until`: a code, then a wrong try; every answer tallied. */
async function client(baseUrl, session, until, tally) {
  const { headers, document } = session;
  const post = async (kind, url, body) => {
    const response = await fetch(`${baseUrl}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const answer = await response.json();
    tally.push({ kind, status: response.status, message: answer.message ?? '' });
  };
  while (Date.now() < until) {
    await post('code', `/api/contract/sign-code/${document._id}`, {});
    await post('sign', `/api/contract/sign/${document._id}`, { code: WRONG, sha256: document.sha256 });
  }
}

function table(tally, subjects, seconds) {
  const of = (kind) => tally.filter((answer) => answer.kind === kind);
  const count = (answers, status) => answers.filter((answer) => answer.status === status).length;
  const codes = of('code');
  const signs = of('sign');
  const evaluated = signs.filter((answer) =>
    /^(The code is wrong|Too many wrong tries)/.test(answer.message),
  );
  const lockedAt = signs.findIndex((answer) => answer.message.startsWith('Signing is locked'));
  const codeMails = subjects.filter((subject) => subject.startsWith('Your code')).length;
  const lockMails = subjects.filter((subject) => subject.startsWith('Signing locked')).length;
  const rows = [
    ['code requests sent', codes.length],
    ['code requests answered 200', count(codes, 200)],
    ['code requests answered 429', count(codes, 429)],
    ['sign tries sent', signs.length],
    ['sign tries answered 400 (wrong, no tries, no live code)', count(signs, 400)],
    ['sign tries answered 429 (locked)', count(signs, 429)],
    ['wrong tries evaluated', evaluated.length + (lockedAt >= 0 ? 1 : 0)],
    ['wrong tries evaluated before the lock', lockedAt >= 0 ? evaluated.length + 1 : 'not locked'],
    ['code mails sent', codeMails],
    ['lock mails sent', lockMails],
  ];
  console.log(`\n${CLIENTS} clients, ${seconds} s, one signer and document\n`);
  console.log('| Measure | Count |\n| --- | --- |');
  for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
}

const mail = await mailCounter();
const server = await startServer(mail.url);
try {
  const session = await customerSession(server.baseUrl);
  console.error(`signing ${session.document.number} as the demo customer for ${SECONDS} s`);
  const tally = [];
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(Array.from({ length: CLIENTS }, () => client(server.baseUrl, session, until, tally)));
  // The outbox delivers mail after the transaction: a moment for the last ones to arrive.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  table(tally, mail.subjects, SECONDS);
} finally {
  await server.stop();
  await mail.close();
}
