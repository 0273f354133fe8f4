import type { EffectHandler } from '../outbox/worker';
import type { Mailer } from './mailer';

/**
 * Delivers `mail` effects: an external delivery (server/outbox/worker.ts), so each mail is sent alone,
 * outside any transaction; a failed send (SMTP down) is retried with back-off, one sent is removed. A
 * crash between sending and removing would send it again: mail is at least once, never lost.
 */
export function mailDelivery(mailer: Mailer): EffectHandler<'mail'> {
  return {
    external: true,
    async deliver(_tx, mails) {
      for (const { attachments, ...mail } of mails)
        await mailer.send({
          ...mail,
          ...(attachments && {
            attachments: attachments.map(({ contentBase64, ...attachment }) => ({
              ...attachment,
              content: Buffer.from(contentBase64, 'base64'),
            })),
          }),
        });
      return () => undefined;
    },
  };
}
