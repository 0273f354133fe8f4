import type { z } from 'zod';
import type { feedbackSchema } from '../../../src/domain/feedback';
import { translate } from '../../../src/domain/messages';
import type { Store } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { detectImage, imageContentType, imageExtension } from '../../media/image-type';
import type { MediaStore } from '../../media/media-store';
import { mailEffect } from '../../outbox/effects';
import type { OutboxRepository } from '../../outbox/outbox.repository';
import type { FeedbackRepository } from './feedback.repository';

export interface FeedbackServiceDeps {
  store: Store<{ repo: FeedbackRepository; outbox: Pick<OutboxRepository, 'add'> }>;
  media: MediaStore;
  supportEmail: string;
}

export interface Attachment {
  data: Buffer;
  filename: string;
}

const unsupported = () =>
  new AppError(
    'UNSUPPORTED_FILE',
    'validation.supportedImages',
    {},
    { attachment: 'validation.supportedImages' },
  );

export function createFeedbackService(deps: FeedbackServiceDeps) {
  return {
    /**
     * Keeps the message (and its png/jpg attachment, checked by its bytes) and mails it to support: the
     * mail is an outbox effect of the same transaction, sent once it commits and retried while SMTP fails.
     */
    async send(
      userId: string,
      input: z.output<typeof feedbackSchema>,
      attachment?: Attachment,
    ): Promise<void> {
      const kind = attachment ? detectImage(attachment.data) : null;
      if (attachment && !kind) throw unsupported();
      const sender = await deps.store.repo.findSender(userId);
      if (!sender) throw new AppError('UNAUTHORIZED');
      const stored =
        attachment && kind ? await deps.media.savePrivate('feedback', attachment.data, kind) : null;
      const from = `${sender.firstName} ${sender.lastName} <${sender.email}>`;
      const mail = mailEffect({
        to: deps.supportEmail,
        subject: translate('en', 'mail.feedback.subject', { type: input.type }),
        text: translate('en', 'mail.feedback.body', { from, type: input.type, message: input.message }),
        attachments:
          attachment && kind
            ? [
                {
                  filename: safeName(attachment.filename, imageExtension[kind]),
                  content: attachment.data,
                  contentType: imageContentType[kind],
                },
              ]
            : undefined,
      });
      await deps.store.withTransaction(async (repos) => {
        await repos.repo.insert({
          userId,
          type: input.type,
          message: input.message,
          attachmentFile: stored,
          attachmentType: kind ? imageContentType[kind] : null,
        });
        await repos.outbox.add([mail]);
      });
    },
  };
}

/** The uploaded file name reduced to safe characters, with the extension of its real type. */
function safeName(filename: string, extension: string): string {
  const base =
    filename
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w.-]+/g, '_')
      .slice(0, 80) || 'attachment';
  return `${base}.${extension}`;
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
