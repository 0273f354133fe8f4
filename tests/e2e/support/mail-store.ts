import fs from 'node:fs';
import path from 'node:path';
import type { CaughtMail } from '../../support/smtp';

/** A caught mail as the global setup writes it to disk for the test processes. */
export interface StoredMail {
  to: string[];
  subject: string;
  text: string;
  html: string | false;
  attachments: { filename: string; contentType: string; size: number; contentBase64: string }[];
}

export function toStoredMail(mail: CaughtMail): StoredMail {
  return {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? '',
      contentType: attachment.contentType,
      size: attachment.size,
      contentBase64: attachment.content.toString('base64'),
    })),
  };
}

/** Writes one mail atomically (write, then rename) so a reader never sees half a file. */
export function writeStoredMail(dir: string, index: number, mail: StoredMail) {
  const name = `${String(index).padStart(5, '0')}.json`;
  const temp = path.join(dir, `.${name}.tmp`);
  fs.writeFileSync(temp, JSON.stringify(mail));
  fs.renameSync(temp, path.join(dir, name));
}

export function readStoredMails(dir: string): StoredMail[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as StoredMail);
}
