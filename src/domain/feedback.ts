import { z } from 'zod';

/** Subjects of the feedback form (docs/product.md §7 `/email/feedback`). */
export const feedbackSubjects = [
  'bug_report',
  'feature_request',
  'general_inquiry',
  'technical_support',
  'business_proposal',
] as const;
export type FeedbackSubject = (typeof feedbackSubjects)[number];

/** The largest feedback attachment, in bytes (the accepted types: forms.ts). */
export const feedbackAttachmentMaxBytes = 5 * 1024 * 1024;

/** The text fields of the feedback form (docs/product.md §5: both 'Required field'); the attachment travels beside them as multipart. */
export const feedbackSchema = z.object({
  type: z.enum(feedbackSubjects, { message: 'validation.required' }).default('bug_report'),
  message: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(5000, { message: 'validation.tooLong' }),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;
