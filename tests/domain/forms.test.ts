import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  feedbackSchema,
  feedbackSubjects,
  fieldStatus,
  isSupportedImage,
  resetPasswordFormSchema,
  signupFormSchema,
  toFormData,
} from '../../src/domain/forms';

const firstIssue = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('field status (docs/product.md §5)', () => {
  it.each([
    ['text', { message: 'x' }, 'error'],
    ['', { message: 'x' }, 'error'],
    [undefined, 'validation.required', 'error'],
    ['text', undefined, 'valid'],
    [0, undefined, 'valid'],
    [false, undefined, 'valid'],
    [['a'], undefined, 'valid'],
    [[], undefined, 'default'],
    ['', undefined, 'default'],
    [undefined, undefined, 'default'],
    [null, null, 'default'],
  ] as const)('value %o with error %o → %s', (value, error, status) => {
    expect(fieldStatus(value, error)).toBe(status);
  });
});

describe('form data (docs/product.md §5)', () => {
  it('sends arrays as repeated name[] entries', () => {
    const data = toFormData({ genres: ['rock', 'jazz'], ids: [1, 2] });
    expect(data.getAll('genres[]')).toEqual(['rock', 'jazz']);
    expect(data.getAll('ids[]')).toEqual(['1', '2']);
    expect(data.has('genres')).toBe(false);
  });

  it('sends dates as ISO strings and booleans as true/false', () => {
    const date = new Date(Date.UTC(2025, 4, 6, 7, 8, 9));
    const data = toFormData({ releaseDate: date, explicit: true, instrumental: false, tempo: 120 });
    expect(data.get('releaseDate')).toBe('2025-05-06T07:08:09.000Z');
    expect(data.get('explicit')).toBe('true');
    expect(data.get('instrumental')).toBe('false');
    expect(data.get('tempo')).toBe('120');
  });

  it('sends files as files', async () => {
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });
    const data = toFormData({ cover: file, covers: [file] });
    const sent = data.get('cover');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('cover.png');
    expect(new Uint8Array(await (sent as File).arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
    expect(data.getAll('covers[]')).toHaveLength(1);
  });

  it('skips empty values', () => {
    const data = toFormData({ a: undefined, b: null, c: '', d: [], e: 'kept', f: [null, '', 'x'] });
    expect([...data.keys()]).toEqual(['e', 'f[]']);
    expect(data.getAll('f[]')).toEqual(['x']);
  });
});

describe('feedback form (docs/product.md §5, §9)', () => {
  const png = new File(['x'], 'shot.png', { type: 'image/png' });

  it('defaults the subject to bug_report and requires a message', () => {
    const result = feedbackSchema.safeParse({ message: '' });
    expect(firstIssue(result)).toEqual([{ path: 'message', message: 'validation.required' }]);
    expect(feedbackSchema.parse({ message: 'Hello' })).toMatchObject({
      type: 'bug_report',
      message: 'Hello',
    });
  });

  it('knows the five subjects and rejects others as required', () => {
    expect(feedbackSubjects).toEqual([
      'bug_report',
      'feature_request',
      'general_inquiry',
      'technical_support',
      'business_proposal',
    ]);
    for (const type of feedbackSubjects)
      expect(feedbackSchema.safeParse({ type, message: 'm' }).success).toBe(true);
    expect(firstIssue(feedbackSchema.safeParse({ type: 'spam', message: 'm' }))).toEqual([
      { path: 'type', message: 'validation.required' },
    ]);
  });

  it('accepts one optional png or jpg image', () => {
    expect(feedbackSchema.safeParse({ message: 'm', attachment: png }).success).toBe(true);
    expect(
      feedbackSchema.safeParse({ message: 'm', attachment: new File(['x'], 'a.jpg', { type: 'image/jpeg' }) })
        .success,
    ).toBe(true);
    expect(feedbackSchema.safeParse({ message: 'm', attachment: null }).success).toBe(true);
    const gif = feedbackSchema.safeParse({
      message: 'm',
      attachment: new File(['x'], 'a.gif', { type: 'image/gif' }),
    });
    expect(firstIssue(gif)).toEqual([{ path: 'attachment', message: 'validation.supportedImages' }]);
    expect(feedbackSchema.safeParse({ message: 'm', attachment: [png, png] }).success).toBe(false);
  });

  it.each([
    [{ name: 'a.png', type: 'image/png' }, true],
    [{ name: 'a.JPG', type: '' }, true],
    [{ name: 'a.jpeg', type: '' }, true],
    [{ name: 'a.webp', type: '' }, false],
    [{ name: 'a.png', type: 'application/pdf' }, false],
  ])('supported image %o → %s', (file, supported) => {
    expect(isSupportedImage(file)).toBe(supported);
  });
});

describe('password confirmation forms', () => {
  const signup = {
    email: 'a@b.co',
    password: 'secret-123',
    confirmPassword: 'secret-123',
    firstName: 'Ann',
    lastName: 'Lee',
    role: 'customer',
    termsAccepted: true,
  };

  it('signup needs matching passwords on top of the signup rules', () => {
    expect(signupFormSchema.safeParse(signup).success).toBe(true);
    expect(firstIssue(signupFormSchema.safeParse({ ...signup, confirmPassword: 'other-123' }))).toEqual([
      { path: 'confirmPassword', message: 'validation.passwordsMismatch' },
    ]);
    expect(firstIssue(signupFormSchema.safeParse({ ...signup, termsAccepted: false }))).toEqual([
      { path: 'termsAccepted', message: 'validation.termsRequired' },
    ]);
  });

  it('reset password needs matching passwords', () => {
    expect(
      resetPasswordFormSchema.safeParse({ password: 'secret-123', confirmPassword: 'secret-123' }).success,
    ).toBe(true);
    expect(
      firstIssue(
        resetPasswordFormSchema.safeParse({ password: 'secret-123', confirmPassword: 'secret-124' }),
      ),
    ).toEqual([{ path: 'confirmPassword', message: 'validation.passwordsMismatch' }]);
    expect(
      firstIssue(resetPasswordFormSchema.safeParse({ password: 'short', confirmPassword: 'short' })),
    ).toEqual([{ path: 'password', message: 'validation.passwordTooShort' }]);
  });

  it('change password needs the current one and a matching new one', () => {
    const valid = { currentPassword: 'old', newPassword: 'secret-123', confirmPassword: 'secret-123' };
    expect(changePasswordFormSchema.safeParse(valid).success).toBe(true);
    expect(firstIssue(changePasswordFormSchema.safeParse({ ...valid, currentPassword: '' }))).toEqual([
      { path: 'currentPassword', message: 'validation.passwordRequired' },
    ]);
    expect(firstIssue(changePasswordFormSchema.safeParse({ ...valid, confirmPassword: 'x' }))).toEqual([
      { path: 'confirmPassword', message: 'validation.passwordsMismatch' },
    ]);
  });
});
