import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string | false;
  raw: string;
  parsed: ParsedMail;
}

/** A real SMTP server on loopback that keeps what it receives, so tests exercise real SMTP framing. */
export async function startSmtpCatcher() {
  const mails: CaughtMail[] = [];
  const waiters: { match: (m: CaughtMail) => boolean; resolve: (m: CaughtMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed = await simpleParser(raw);
        const mail: CaughtMail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: parsed.html,
          raw,
          parsed,
        };
        mails.push(mail);
        for (const waiter of [...waiters]) {
          if (waiter.match(mail)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Resolves with the first mail (already received or arriving) to `to` matching `match`. */
    waitFor(
      to: string,
      match: (mail: CaughtMail) => boolean = () => true,
      timeoutMs = 10_000,
    ): Promise<CaughtMail> {
      const test = (m: CaughtMail) => m.to.includes(to.toLowerCase()) && match(m);
      const found = mails.find(test);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({ match: test, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;

/** The first http(s) link in a mail's text. */
export const linkIn = (mail: CaughtMail) => /https?:\/\/\S+/.exec(mail.text)?.[0] ?? '';
