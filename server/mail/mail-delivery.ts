import type { EffectHandler } from '../outbox/worker';
import type { Mailer } from './mailer';

/**
 * Delivers `mail` effects: sends each one, alone, inside the delivering transaction, so a failed send
 * (SMTP down) leaves its row to the outbox sweep and one sent is removed. A crash between sending and
 * that transaction's commit would send it again: mail is at least once, never lost.
 */
export function mailDelivery(mailer: Mailer): EffectHandler<'mail'> {
  return {
    oneByOne: true,
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
