import { z } from 'zod';
import { feedbackSchema } from '../feedback';
import { defineOperation } from './operation';

/**
 * `POST /api/email/feedback` (docs/product.md §7): the feedback form, stored and mailed to support. It
 * travels only as multipart form data (the fields of `feedbackSchema` and an optional `attachment`
 * image); the server refuses a JSON body.
 */
export const sendFeedback = defineOperation({
  id: 'feedback.send',
  method: 'POST',
  path: '/email/feedback',
  summary: 'Send feedback to support',
  access: 'session',
  body: feedbackSchema,
  bodyKind: 'multipart',
  response: z.object({ ok: z.literal(true) }),
});
