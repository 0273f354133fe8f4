import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { feedbackAttachmentMaxBytes, feedbackSchema } from '../../../src/domain/feedback';
import { AppError } from '../../http/errors';
import { parseFields, readMultipart } from '../../media/multipart';
import { errorResponses } from '../../http/schemas';
import { operationRoute } from '../../http/operation';
import { sendFeedback } from '../../../src/domain/api/feedback';
import { requireUser } from '../auth/index';
import type { FeedbackService } from './feedback.service';

const formDescription = feedbackSchema
  .extend({ attachment: z.string().optional().describe('png or jpg image, at most 5 MB') })
  .nullish()
  .describe('multipart/form-data');

/** `/api/email/feedback`: the feedback form, stored and mailed to support. */
export async function feedbackRoutes(
  app: FastifyInstance,
  { feedback: service }: { feedback: FeedbackService },
) {
  const errors = errorResponses(400, 401, 413, 415);
  operationRoute(
    app,
    sendFeedback,
    { tags: ['feedback'], body: formDescription, status: 201, errors },
    async (request, reply) => {
      const { id } = requireUser(request);
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_FILE', 'error.400');
      const { fields, files } = await readMultipart(request, {
        fileSize: feedbackAttachmentMaxBytes,
        fileFields: ['attachment'],
      });
      const input = parseFields(feedbackSchema, fields);
      const file = files.attachment;
      await service.send(id, input, file ? { data: file.data, filename: file.filename } : undefined);
      return reply.status(201).send({ ok: true as const });
    },
  );
}
