import type { z } from 'zod';
import type { feedbackSchema } from '../../../src/domain/feedback';
import { translate } from '../../../src/domain/messages';
import { AppError } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { detectImage, imageContentType, imageExtension } from '../../media/image-type';
import type { MediaStore } from '../../media/media-store';
import type { FeedbackRepository } from './feedback.repository';

export interface FeedbackServiceDeps {
  repo: FeedbackRepository;
  media: MediaStore;
  mailer: Mailer;
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
    /** Keeps the message (and its png/jpg attachment, checked by its bytes) and mails it to support. */
    async send(
      userId: string,
      input: z.output<typeof feedbackSchema>,
      attachment?: Attachment,
    ): Promise<void> {
      const kind = attachment ? detectImage(attachment.data) : null;
      if (attachment && !kind) throw unsupported();
      const sender = await deps.repo.findSender(userId);
      if (!sender) throw new AppError('UNAUTHORIZED');
      const stored =
        attachment && kind ? await deps.media.savePrivate('feedback', attachment.data, kind) : null;
      await deps.repo.insert({
        userId,
        type: input.type,
        message: input.message,
        attachmentFile: stored,
        attachmentType: kind ? imageContentType[kind] : null,
      });
      const from = `${sender.firstName} ${sender.lastName} <${sender.email}>`;
      await deps.mailer.send({
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
