import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractApi } from '../../src/domain/api/contracts';
import { buildApp, type App } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { signGuards } from '../../server/db/schema/contracts';
import { createMailer } from '../../server/mail/index';
import type { CaughtMail } from '../support/smtp';
import { contractsWorld } from './contracts-fixtures';
import { databaseTargets } from './support/harness';

type World = Awaited<ReturnType<typeof contractsWorld>>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * docs/decisions/0033-signing-code-limits.md: codes a minute apart and five an hour per signer and document,
 * answered 429 with Retry-After and the wait in the caller's language; wrong tries counted across codes,
 * the tenth locking the document's signing for a day with a mail; the code never in the mail's subject.
 */
describe.each(databaseTargets)('contracts: limits on signing codes on %s', (target) => {
  let w: World;
  const docs: ContractApi[] = [];
  let ownerEmail = '';

  beforeAll(async () => {
    w = await contractsWorld(target);
    for (const entry of [w.entries.a1, w.entries.a2, w.entries.a3]) {
      const [made] = await w.ok<ContractApi[]>(w.users.creator, 'POST', '/contract/create', {
        projectId: w.project._id,
        entryIds: [entry],
      });
      docs.push(made!);
    }
    ownerEmail = await w.emailOf(w.users.ownerA);
  }, 60_000);
  afterAll(() => w?.t.close());

  const askCode = (id: string, language = 'en') =>
    w.call(w.users.ownerA, 'POST', `/contract/sign-code/${id}`, undefined, language);
  const sign = (id: string, code: string, sha256: string) =>
    w.call(w.users.ownerA, 'POST', `/contract/sign/${id}`, { code, sha256 });
  const codeMails = () =>
    w.t.smtp.mails.filter((mail) => mail.to.includes(ownerEmail) && /: \d{6}\b/.test(mail.text));
  const codeIn = (mail: CaughtMail) => /: (\d{6})\b/.exec(mail.text)![1]!;

  it('answers a second code within a minute and a sixth within an hour with 429 and the wait', async () => {
    const [first, second] = docs;
    const mailsBefore = codeMails().length;
    expect((await askCode(first!._id)).statusCode).toBe(200);

    const soon = await askCode(first!._id);
    expect(soon.statusCode).toBe(429);
    expect(soon.headers['retry-after']).toBe('60');
    expect(soon.json()).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 60 });
    expect(soon.json().message).toBe(
      'A new code can be requested in 1 minute. Use the code from the last email meanwhile.',
    );
    expect((await askCode(first!._id, 'ru')).json().message).toBe(
      'Новый код можно запросить через 1 минуту. Пока используйте код из последнего письма.',
    );
    // Per document: another document's code may be asked for at once.
    expect((await askCode(second!._id)).statusCode).toBe(200);

    for (let n = 2; n <= 5; n++) {
      w.clock.advance(MINUTE + 1000);
      expect((await askCode(first!._id)).statusCode).toBe(200);
    }
    w.clock.advance(MINUTE + 1000);
    const sixth = await askCode(first!._id);
    expect(sixth.statusCode).toBe(429);
    // Five codes 61 s apart: the first leaves the hour 5 × 61 s after it was asked for.
    const wait = Number(sixth.headers['retry-after']);
    expect(wait).toBeGreaterThan(HOUR / 1000 - 5 * 61 - 10);
    expect(wait).toBeLessThanOrEqual(HOUR / 1000 - 5 * 61);
    expect(sixth.json().message).toBe(
      `A new code can be requested in ${Math.ceil(wait / 60)} minutes. Use the code from the last email meanwhile.`,
    );

    // One mail per code given: six (five for the first document, one for the second), none for a 429.
    await w.t.smtp.waitFor(ownerEmail, () => codeMails().length - mailsBefore >= 6);
    const mails = codeMails().slice(mailsBefore);
    expect(mails).toHaveLength(6);
    for (const mail of mails) {
      expect(mail.subject).toBe('Your code to sign documents');
      expect(mail.subject).not.toContain(codeIn(mail));
    }

    // The last code still signs: the limits refuse new codes, not the one mailed.
    const signed = await sign(first!._id, codeIn(mails.at(-1)!), first!.sha256);
    expect(signed.statusCode).toBe(200);
    expect(signed.json().status).toBe('signed_owner');
  });

  it('counts wrong tries across new codes, locks the document for a day and mails the signer', async () => {
    const third = docs[2]!;
    const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
    const messages: string[] = [];
    for (let round = 0; round < 2; round++) {
      const code = await w.mailedCode(w.users.ownerA, third._id);
      for (let n = 0; n < 5; n++) messages.push((await sign(third._id, wrongFor(code), third.sha256)).body);
    }
    const answers = messages.map((body) => JSON.parse(body) as { statusCode: number; message: string });
    // A new code gives the code's five tries again, but not the document's budget of ten.
    expect(answers.slice(0, 9).map((answer) => answer.statusCode)).toEqual(Array(9).fill(400));
    expect(answers[4]!.message).toBe('Too many wrong tries. Request a new code.');
    expect(answers[8]!.message).toBe('The code is wrong. Tries left: 1.');
    expect(answers[9]).toMatchObject({
      statusCode: 429,
      message: 'Signing is locked after too many wrong codes. Try again in 24 hours.',
    });

    const lockMail = await w.t.smtp.waitFor(ownerEmail, (mail) => mail.subject.startsWith('Signing locked'));
    expect(lockMail.text).toContain(`There were 10 wrong codes within a day when signing ${third.number}`);
    expect(lockMail.text).toContain('change your password');

    // While locked: no code, and no try is evaluated, right or wrong.
    const refusedCode = await askCode(third._id);
    expect(refusedCode.statusCode).toBe(429);
    expect(Number(refusedCode.headers['retry-after'])).toBeGreaterThan(24 * 3600 - 60);
    expect((await sign(third._id, '123456', third.sha256)).statusCode).toBe(429);
    const [guard] = await w.t.database.db
      .select()
      .from(signGuards)
      .where(and(eq(signGuards.userId, w.users.ownerA.id), eq(signGuards.documentId, third._id)));
    expect(guard!.lockedUntil!.getTime()).toBeGreaterThan(w.clock.now().getTime() + 23 * HOUR);

    // A day later a right code signs.
    w.clock.advance(24 * HOUR + 1000);
    const code = await w.mailedCode(w.users.ownerA, third._id);
    const signed = await sign(third._id, code, third.sha256);
    expect(signed.statusCode).toBe(200);
    expect(signed.json().status).toBe('signed_owner');
  });

  it('gives one code to a burst, and shares the limits with another server on the same database', async () => {
    const second = docs[1]!;
    w.clock.advance(HOUR);
    // Eight at once: the guard's row lock counts them one after the other, and one code is given.
    const burst = await Promise.all(Array.from({ length: 8 }, () => askCode(second._id)));
    expect(burst.map((res) => res.statusCode).sort()).toEqual([200, ...Array(7).fill(429)]);
    // Another app, on its own connection to the database (PGlite: the one embedded database).
    const own: Database | undefined = w.t.config.databaseUrl
      ? await openDatabase({ databaseUrl: w.t.config.databaseUrl })
      : undefined;
    const mailer = createMailer({
      smtpUrl: w.t.smtp.url,
      dataDir: w.t.config.dataDir,
      from: 'x@cueline.local',
    });
    const other: App = await buildApp({
      config: w.t.config,
      database: own ?? w.t.database,
      mailer,
      logger: false,
      now: w.clock.now,
      parties: {
        forUser: async (userId) => w.memberships.get(userId) ?? null,
        get: async (entityId) =>
          [...w.memberships.values()].find((membership) => membership.entity._id === entityId)?.entity ??
          null,
      },
    });
    try {
      await other.ready();
      const res = await other.inject({
        method: 'POST',
        url: `/api/contract/sign-code/${second._id}`,
        headers: w.users.ownerA.headers(),
      });
      expect(res.statusCode).toBe(429);
      // The wait of the code the burst was given, less the real seconds it took to build the second app.
      const wait = Number(res.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
    } finally {
      await other.close();
      await mailer.close?.();
      await own?.close();
    }
  });
});
