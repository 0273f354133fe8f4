// Admin user search per keystroke over 10,000 users (issue 14): `node bench/admin-user-search.mjs`.
// Starts the app on a fresh PostgreSQL database with the demo data (bench/notifications-server.mjs), adds
// 10,000 users in one statement, signs in as the demo admin and types each query one character at a time:
// every keystroke is one `GET /api/admin/users?search=<prefix>&limit=20`, timed from the request to the
// parsed answer. Prints a markdown table of p50/p95/max; progress goes to stderr.
import pg from 'pg';
import { summary } from './bench-server.mjs';
import { startBenchServer } from './notifications-server.mjs';

const USERS = 10_000;
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const first = [
  'Anna',
  'Boris',
  'Clara',
  'Dmitri',
  'Elena',
  'Fyodor',
  'Galina',
  'Hugo',
  'Irina',
  'Jonas',
  'Ksenia',
  'Leon',
];
const last = [
  'Ivanova',
  'Smith',
  'Kowalski',
  'Petrov',
  'Garcia',
  'Novak',
  'Larsen',
  'Moreau',
  'Sokolov',
  'Brown',
];
/** What an admin types: a surname, an e-mail fragment, a first name + surname, a rare address. */
const queries = ['sokolov', 'user4242@', 'elena moreau', 'bench.example', 'zzz-nobody'];

async function addUsers(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, roles, email_confirmed_at)
       SELECT 'user' || n || '@bench.example', 'x',
              ($2::text[])[1 + n % array_length($2::text[], 1)],
              ($3::text[])[1 + (n / 7) % array_length($3::text[], 1)],
              CASE WHEN n % 10 = 0 THEN ARRAY['owner'] ELSE ARRAY['customer'] END, now()
       FROM generate_series(1, $1::int) AS n`,
      [USERS, first, last],
    );
    await client.query('ANALYZE users');
    return (await client.query('SELECT count(*)::int AS n FROM users')).rows[0].n;
  } finally {
    await client.end();
  }
}

async function adminCookie(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-user-profile': 'admin', origin: baseUrl },
    body: JSON.stringify({ email: 'admin@cueline.demo', password: 'cueline-demo' }),
  });
  if (!response.ok) throw new Error(`admin login failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function keystroke(baseUrl, cookie, prefix) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/admin/users?limit=20&search=${encodeURIComponent(prefix)}`, {
    headers: { cookie, 'x-user-profile': 'admin' },
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`search failed: ${response.status} ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, total: body.total };
}

const server = await startBenchServer();
try {
  console.error(`users in the database: ${await addUsers(server.databaseUrl)}`);
  const cookie = await adminCookie(server.baseUrl);
  for (let i = 0; i < 20; i += 1) await keystroke(server.baseUrl, cookie, 'warm');
  const all = [];
  const rows = [];
  for (const query of queries) {
    const samples = [];
    let total = 0;
    for (let round = 0; round < ROUNDS; round += 1)
      for (let length = 1; length <= query.length; length += 1) {
        const answer = await keystroke(server.baseUrl, cookie, query.slice(0, length));
        samples.push(answer.ms);
        total = answer.total;
      }
    all.push(...samples);
    rows.push({ query, ...summary(samples), matches: total });
    console.error(`${query}: done`);
  }
  const line = (cells) => `| ${cells.join(' | ')} |`;
  console.log(line(['Query typed', 'keystrokes', 'p50', 'p95', 'max', 'matches (full query)']));
  console.log(line(['---', '---', '---', '---', '---', '---']));
  const ms = (value) => `${value.toFixed(1)} ms`;
  for (const row of rows)
    console.log(line([`\`${row.query}\``, row.n, ms(row.p50), ms(row.p95), ms(row.max), row.matches]));
  const overall = summary(all);
  console.log(line(['all', overall.n, ms(overall.p50), ms(overall.p95), ms(overall.max), '']));
} finally {
  await server.stop();
}
