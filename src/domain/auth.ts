import { z } from 'zod';
import { accountRoles, languages, profileRoles } from './roles';

/**
 * Account schemas shared by the forms (react-hook-form resolver) and the API (request validation).
 * Messages are catalogue keys (messages.ts); each side translates them.
 */
const passwordMinLength = 8;

const trimmed = (max: number) => z.string().trim().max(max, { message: 'validation.tooLong' });
const requiredName = trimmed(100).min(1, { message: 'validation.required' });

export const emailSchema = z
  .string({ message: 'validation.emailRequired' })
  .trim()
  .min(1, { message: 'validation.emailRequired' })
  .max(254, { message: 'validation.tooLong' })
  .pipe(z.email({ message: 'validation.invalidEmail' }))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ message: 'validation.passwordRequired' })
  .min(1, { message: 'validation.passwordRequired' })
  .min(passwordMinLength, { message: 'validation.passwordTooShort' })
  .max(200, { message: 'validation.tooLong' });

/** E.164-like: a plus and 10 to 15 digits; spaces, dashes and brackets are ignored. */
const phoneSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s\-()]/g, ''))
  .pipe(z.string().regex(/^\+\d{10,15}$/, { message: 'validation.invalidPhone' }));

const optionalText = (schema: z.ZodType<string>) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

export const signupSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: requiredName,
  lastName: requiredName,
  middleName: optionalText(trimmed(100)),
  phone: optionalText(phoneSchema),
  role: z.enum(profileRoles, { message: 'validation.selectRole' }),
  newsletter: z.boolean().optional().default(false),
  termsAccepted: z.literal(true, { message: 'validation.termsRequired' }),
});
export type SignupInput = z.input<typeof signupSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ message: 'validation.passwordRequired' })
    .min(1, { message: 'validation.passwordRequired' }),
});
export type LoginInput = z.input<typeof loginSchema>;

export const tokenQuerySchema = z.object({
  token: z.string().min(1, { message: 'validation.noConfirmToken' }),
});

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({ password: passwordSchema });

export const updateProfileSchema = z.object({
  firstName: requiredName.optional(),
  lastName: requiredName.optional(),
  middleName: z.union([trimmed(100), z.null()]).optional(),
  phone: z.union([phoneSchema, z.literal(''), z.null()]).optional(),
  newsletter: z.boolean().optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** What `PATCH /api/user/update-profile` takes: the profile form's fields, and the interface language. */
export const accountUpdateSchema = updateProfileSchema.extend({
  /** The language the user reads the interface in; mails to them are written in it. */
  language: z.enum(languages).optional(),
});

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, { message: 'validation.passwordRequired' }),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const addRoleSchema = z.object({ role: z.enum(profileRoles, { message: 'validation.selectRole' }) });

/** What `GET /api/user/info` returns. */
export const userInfoSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string().nullable(),
  phone: z.string().nullable(),
  newsletter: z.boolean(),
  roles: z.array(z.enum(accountRoles)),
  images: z.array(z.object({ url: z.string(), width: z.number(), height: z.number() })),
  photoUrl: z.string().nullable(),
  language: z.enum(['en', 'ru']),
  createdAt: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
