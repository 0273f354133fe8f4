import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { createStore } from '../../server/db/transaction';
import { mailDelivery } from '../../server/mail/mail-delivery';
import { createMailer, type Mailer } from '../../server/mail/index';
import { mailEffect } from '../../server/outbox/effects';
import { outbox as outboxTable } from '../../server/db/schema/outbox';
import { OUTBOX_LEASE_MS, outboxRepository, retryDelayMs } from '../../server/outbox/outbox.repository';
import { createOutboxWorker } from '../../server/outbox/worker';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp';
import { databaseTargets, openTestDatabase } from './support/harness';

/** SMTP that is down: a loopback port whose server was closed. */
async function downSmtpUrl() {
  const gone = await startSmtpCatcher();
  await gone.close();
  return gone.url;
}

describe.each(databaseTargets)('mail through the outbox on %s', (target) => {
  let database: Database;
  let smtp: SmtpCatcher;
  let down: Mailer;
  let up: Mailer;
  // The process's mail port: real SMTP, pointed at a server that is down until the test brings it up.
  let current: Mailer;
  const mailer: Mailer = { send: (mail) => current.send(mail) };
  const failures: unknown[] = [];
  // The workers' clock: a failed mail is tried again once its back-off has passed on it.
  let at = Date.now();
  const worker = () =>
    createOutboxWorker({
      db: database.db,
      now: () => new Date(at),
      handlers: {
        notification: { deliver: async () => () => undefined },
        syncHint: { deliver: async () => () => undefined },
        mail: mailDelivery(mailer),
      },
      onError: (error) => failures.push(error),
    });
  const pending = () => outboxRepository(database.db).pending();

  beforeAll(async () => {
    database = await openTestDatabase(target);
    smtp = await startSmtpCatcher();
    down = createMailer({ smtpUrl: await downSmtpUrl(), dataDir: '', from: 'cueline@example.test' });
    up = createMailer({ smtpUrl: smtp.url, dataDir: '', from: 'cueline@example.test' });
  });
  afterAll(async () => {
    await down?.close?.();
    await up?.close?.();
    await smtp?.close();
    await database?.close();
  });

  it('sends a committed mail whose first delivery failed (SMTP down) on a later run, once', async () => {
    current = down;
    const outbox = worker();
    const store = createStore(database.db, (db) => ({ outbox: outboxRepository(db) }), outbox.wake);
    const attachment = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    await store.withTransaction((repos) =>
      repos.outbox.add([
        mailEffect({
          to: 'support@example.test',
          subject: 'Retried',
          text: 'Sent once SMTP is back',
          attachments: [{ filename: 'shot.png', content: attachment, contentType: 'image/png' }],
        }),
      ]),
    );
    expect(failures).toHaveLength(1);
    expect(await pending()).toBe(1);
    expect(smtp.mails).toEqual([]);

    current = up;
    await outbox.drain();
    expect(smtp.mails).toEqual([]);
    at += retryDelayMs(1);
    await outbox.drain();
    await outbox.drain();
    expect(await pending()).toBe(0);
    expect(smtp.mails.map((mail) => [mail.to, mail.subject, mail.text.trim()])).toEqual([
      [['support@example.test'], 'Retried', 'Sent once SMTP is back'],
    ]);
    const [sent] = smtp.mails[0]!.parsed.attachments;
    expect(sent).toMatchObject({ filename: 'shot.png', contentType: 'image/png' });
    expect(Buffer.compare(sent!.content, attachment)).toBe(0);
  });

  it('sends each of several committed mails once, a failing one without repeating the others', async () => {
    smtp.mails.length = 0;
    const sent: string[] = [];
    // One recipient SMTP refuses for now; the others go through at once.
    current = {
      async send(mail) {
        if (mail.to === 'later@example.test' && sent.length < 2) throw new Error('mailbox busy');
        await up.send(mail);
        sent.push(mail.to);
      },
    };
    const outbox = worker();
    const store = createStore(database.db, (db) => ({ outbox: outboxRepository(db) }), outbox.wake);
    const mail = (to: string) => mailEffect({ to, subject: `To ${to}`, text: 'hello' });
    await store.withTransaction((repos) =>
      repos.outbox.add([mail('first@example.test'), mail('later@example.test'), mail('third@example.test')]),
    );
    expect(sent).toEqual(['first@example.test', 'third@example.test']);
    expect(await pending()).toBe(1);
    at += retryDelayMs(1);
    await outbox.drain();
    await outbox.drain();
    expect(await pending()).toBe(0);
    expect(smtp.mails.map((caught) => caught.to[0]).sort()).toEqual([
      'first@example.test',
      'later@example.test',
      'third@example.test',
    ]);
  });

  it('sends a mail outside any transaction: a slow SMTP server holds up no other write', async () => {
    let release!: () => void;
    const sending = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const hasStarted = new Promise<void>((resolve) => (started = resolve));
    current = {
      async send(mail) {
        started();
        await sending;
        await up.send(mail);
      },
    };
    const outbox = worker();
    const store = createStore(
      database.db,
      (db) => ({ outbox: outboxRepository(db) }),
      async () => undefined,
    );
    await store.withTransaction((repos) =>
      repos.outbox.add([mailEffect({ to: 'slow@example.test', subject: 'Slow', text: 'eventually' })]),
    );
    const delivery = outbox.wake();
    await hasStarted;
    // While the mail is being sent, the database takes other writes (PGlite has a single connection).
    await store.withTransaction((repos) =>
      repos.outbox.add([mailEffect({ to: 'next@example.test', subject: 'Next', text: 'written' })]),
    );
    // And another process's worker does not send the mail under way: it is leased.
    const other = worker();
    current = up;
    await other.drain();
    expect(smtp.mails.filter((mail) => mail.to[0] === 'slow@example.test')).toEqual([]);
    release();
    await delivery;
    await outbox.drain();
    expect(smtp.mails.filter((mail) => mail.to[0] === 'slow@example.test')).toHaveLength(1);
    expect(await pending()).toBe(0);
  });

  it('sends again, once the lease has passed, a mail whose sender crashed before removing it', async () => {
    const before = smtp.mails.length;
    const crashed = worker();
    current = {
      send: () => new Promise(() => undefined), // the process dies while sending: no answer, ever
    };
    const store = createStore(
      database.db,
      (db) => ({ outbox: outboxRepository(db) }),
      async () => undefined,
    );
    await store.withTransaction((repos) =>
      repos.outbox.add([mailEffect({ to: 'crash@example.test', subject: 'Crash', text: 'again' })]),
    );
    void crashed.wake();
    // The mail just added is the newest row; without an order PostgreSQL may list an older one last.
    await expect
      .poll(
        async () => (await database.db.select().from(outboxTable).orderBy(outboxTable.id)).at(-1)?.notBefore,
      )
      .not.toBeNull();
    current = up;
    const restarted = worker();
    await restarted.drain();
    expect(smtp.mails.length).toBe(before);
    at += OUTBOX_LEASE_MS;
    await restarted.drain();
    // Once, after the lease. (A mail an earlier test left to retry may fall due with the same clock move.)
    expect(smtp.mails.slice(before).filter((mail) => mail.to[0] === 'crash@example.test')).toHaveLength(1);
    expect(await pending()).toBe(0);
  });
});
