import { z } from 'zod';
import { passwordSchema, signupSchema } from './auth';
import { feedbackSchema as feedbackFieldsSchema, feedbackSubjects } from './feedback';

export { feedbackSubjects };

/** The field state of a form (docs/product.md §5), kept apart from the schemas so a form can show it without them. */
export { fieldStatus, type FieldStatus } from './field-status';

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function appendValue(data: FormData, name: string, value: unknown) {
  if (value === undefined || value === null || value === '') return;
  if (value instanceof Blob) data.append(name, value);
  else if (value instanceof Date) data.append(name, value.toISOString());
  else if (typeof value === 'object') data.append(name, JSON.stringify(value));
  else data.append(name, String(value));
}

/**
 * Builds multipart form data (docs/product.md §5): arrays as repeated `name[]`, dates as ISO strings,
 * files and blobs as files, booleans as 'true'/'false'; empty values are skipped.
 */
export function toFormData(values: Record<string, unknown>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (isEmpty(value)) continue;
    if (Array.isArray(value)) value.forEach((item) => appendValue(data, `${name}[]`, item));
    else appendValue(data, name, value);
  }
  return data;
}

/** Attachment types the feedback form accepts (docs/product.md §5, §9). */
const feedbackImageExtensions = ['png', 'jpg', 'jpeg'] as const;
const feedbackImageTypes = ['image/png', 'image/jpeg', 'image/jpg'];

/** Whether a chosen file is a png/jpg/jpeg image, judged by its type or, failing that, its name. */
export function isSupportedImage(file: { name: string; type: string }): boolean {
  if (file.type) return feedbackImageTypes.includes(file.type.toLowerCase());
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  return (feedbackImageExtensions as readonly string[]).includes(extension);
}

const isFileLike = (value: unknown): value is { name: string; type: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { name?: unknown }).name === 'string' &&
  typeof (value as { type?: unknown }).type === 'string';

/** The feedback form (docs/product.md §5): the API's fields plus one optional png/jpg image. */
export const feedbackSchema = feedbackFieldsSchema.extend({
  attachment: z
    .custom<File>((value) => isFileLike(value) && isSupportedImage(value), {
      message: 'validation.supportedImages',
    })
    .nullish(),
});
export type FeedbackFormInput = z.input<typeof feedbackSchema>;

const confirmField = z
  .string({ message: 'validation.passwordRequired' })
  .min(1, { message: 'validation.passwordRequired' });

/** Signup (src/domain/auth.ts) plus the repeated password. */
export const signupFormSchema = signupSchema
  .extend({ confirmPassword: confirmField })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'validation.passwordsMismatch',
    path: ['confirmPassword'],
  });
export type SignupFormInput = z.input<typeof signupFormSchema>;

export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: confirmField })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'validation.passwordsMismatch',
    path: ['confirmPassword'],
  });
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

export const changePasswordFormSchema = z
  .object({
    currentPassword: z
      .string({ message: 'validation.passwordRequired' })
      .min(1, { message: 'validation.passwordRequired' }),
    newPassword: passwordSchema,
    confirmPassword: confirmField,
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'validation.passwordsMismatch',
    path: ['confirmPassword'],
  });
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;
