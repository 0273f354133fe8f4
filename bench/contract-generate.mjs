// Contracts bench (issue 13), in Node: (a) a 50-track contract generated as .docx with its SHA-256 — the
// work `POST /api/contract/create` does per draft besides its SQL — over BENCH_ROUNDS rounds after one
// uncounted warm-up; (b) a signing code asked for (`POST /api/contract/sign-code/{id}` on the real app,
// in-memory PGlite) until the loopback SMTP server has accepted its mail, BENCH_CODES times. Prints a
// markdown table; progress goes to stderr.
// Usage: node --import tsx bench/contract-generate.mjs   (BENCH_ROUNDS=30; BENCH_CODES=20)
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { summary } from './bench-server.mjs';
import { contractDocx } from '../server/modules/contracts/docx/contract-docx.ts';
import { amountInWords, documentTotals } from '../src/domain/contracts/index.ts';
import { contractsWorld, entity } from '../tests/server/contracts-fixtures.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const CODES = Number(process.env.BENCH_CODES ?? 20);
const log = (message) => process.stderr.write(`${message}\n`);

function fiftyTrackContent() {
  const lines = Array.from({ length: 50 }, (_, index) => ({
    id: crypto.randomUUID(),
    entryId: crypto.randomUUID(),
    workspaceId: crypto.randomUUID(),
    episodeNumber: 1 + (index % 8),
    trackId: crypto.randomUUID(),
    trackTitle: `Track ${index + 1} — Северное сияние`,
    artistName: `Artist ${index + 1}`,
    terms: {
      media: ['tv', 'internet', 'streaming'],
      territory: ['RU', 'KZ', 'BY'],
      termMonths: 36,
      uses: null,
    },
    price: 25_000_00 + index * 1_337,
    noVat: index % 5 === 0,
    priceWithVat: 0,
    share: 100,
  }));
  for (const line of lines)
    line.priceWithVat = line.noVat ? line.price : line.price + Math.floor((line.price * 22 + 50) / 100);
  const totals = documentTotals(lines, 22);
  return {
    kind: 'contract',
    number: 'CL-2026-00050',
    date: '2026-11-26',
    contractNumber: null,
    projectName: 'Night Ferry',
    owner: { ...entity('Aurora Records', '7736207543'), id: crypto.randomUUID() },
    customer: { ...entity('Night Ferry Films', '7707083893'), id: crypto.randomUUID() },
    lines,
    totals,
    vatPercent: 22,
    totalInWordsRu: amountInWords(totals.gross, 'ru'),
    totalInWordsEn: amountInWords(totals.gross, 'en'),
    signatures: [],
  };
}

async function generation() {
  const content = fiftyTrackContent();
  const once = async () => {
    const started = performance.now();
    const bytes = await contractDocx(content);
    crypto.createHash('sha256').update(bytes).digest('hex');
    return { ms: performance.now() - started, size: bytes.length };
  };
  await once();
  const samples = [];
  let size = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const { ms, size: bytes } = await once();
    samples.push(ms);
    size = bytes;
  }
  log(`(a) ${ROUNDS} rounds, ${Math.round(size / 1024)} KiB each`);
  return summary(samples);
}

async function signCodeMail() {
  log('(b) building the app on PGlite with an approved request…');
  const w = await contractsWorld('pglite');
  try {
    const [contract] = await w.ok(w.users.creator, 'POST', '/contract/create', {
      projectId: w.project._id,
      entryIds: [w.entries.a1, w.entries.a2],
    });
    const email = (await w.ok(w.users.ownerA, 'GET', '/user/info')).email;
    const samples = [];
    for (let round = 0; round <= CODES; round += 1) {
      const seen = new Set(w.t.smtp.mails);
      const started = performance.now();
      await w.ok(w.users.ownerA, 'POST', `/contract/sign-code/${contract._id}`);
      await w.t.smtp.waitFor(email, (mail) => !seen.has(mail));
      if (round > 0) samples.push(performance.now() - started);
    }
    return summary(samples);
  } finally {
    await w.t.close();
  }
}

const ms = (value) => `${Math.round(value)} ms`;
const row = (name, stats, target) =>
  `| ${name} | ${stats.n} | ${ms(stats.p50)} | ${ms(stats.p95)} | ${ms(stats.max)} | ${target} | ${stats.p95 <= 1000 ? 'met' : 'missed'} |`;

const generated = await generation();
const mailed = await signCodeMail();
console.log('| Measure | n | p50 | p95 | max | Target | |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
console.log(row('(a) 50-track contract → .docx + SHA-256', generated, 'p95 ≤ 1 s'));
console.log(row('(b) sign-code request → mail accepted by SMTP', mailed, 'p95 ≤ 1 s'));
