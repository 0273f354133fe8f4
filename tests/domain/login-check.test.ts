import { describe, expect, it } from 'vitest';
import { loginSchema } from '../../src/domain/auth';
import { checkLogin } from '../../src/domain/login-check';
import { translate } from '../../src/domain/messages';

/** The sign-in form's check by hand: the first message per field and the input that loginSchema gives. */
function bySchema(values: unknown) {
  const result = loginSchema.safeParse(values);
  if (result.success) return { errors: {}, input: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return { errors };
}

const cases: [string, { email?: unknown; password?: unknown }][] = [
  ['both filled', { email: 'ann@example.com', password: 'secret' }],
  ['spaces and capitals in the email', { email: '  Ann.Lee@Example.COM ', password: 'x' }],
  ['a one-character password', { email: 'a@b.co', password: ' ' }],
  ['both empty', { email: '', password: '' }],
  ['an email of spaces', { email: '   ', password: 'p' }],
  ['no @', { email: 'ann.example.com', password: 'p' }],
  ['no top-level domain', { email: 'ann@example', password: 'p' }],
  ['a one-letter top-level domain', { email: 'ann@example.c', password: 'p' }],
  ['a dot before @', { email: 'ann.@example.com', password: 'p' }],
  ['two dots', { email: 'ann..lee@example.com', password: 'p' }],
  ['a plus and an apostrophe', { email: "o'neil+tag@mail.example.org", password: 'p' }],
  ['a hyphenated domain', { email: 'a@my-host.example.io', password: 'p' }],
  ['a domain starting with a hyphen', { email: 'a@-host.io', password: 'p' }],
  ['a space inside', { email: 'an n@example.com', password: 'p' }],
  ['Cyrillic', { email: 'анна@пример.рф', password: 'p' }],
  ['255 characters', { email: `${'a'.repeat(243)}@example.com`, password: 'p' }],
  ['254 characters', { email: `${'a'.repeat(242)}@example.com`, password: 'p' }],
  ['255 characters, not an address', { email: 'a'.repeat(255), password: '' }],
  ['a missing email', { password: 'p' }],
  ['a numeric email', { email: 5, password: 'p' }],
  ['a missing password', { email: 'a@b.co' }],
  ['a numeric password', { email: 'a@b.co', password: 12345678 }],
];

describe('checkLogin', () => {
  it.each(cases)('%s: the same messages and input as loginSchema', (_, values) => {
    expect(checkLogin(values)).toEqual(bySchema(values));
  });

  it('names each problem with its catalogue key', () => {
    expect(checkLogin({ email: '', password: '' }).errors).toEqual({
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
    });
    expect(checkLogin({ email: 'nope', password: 'p' }).errors).toEqual({ email: 'validation.invalidEmail' });
    expect(checkLogin({ email: ` ${'A'.repeat(250)}@x.io`, password: 'p' }).errors).toEqual({
      email: 'validation.tooLong',
    });
    expect(checkLogin({ email: ' A@B.co ', password: 'p' }).input).toEqual({
      email: 'a@b.co',
      password: 'p',
    });
  });

  it.each([
    ['en', 'validation.emailRequired', 'Email must be filled.'],
    ['en', 'validation.passwordRequired', 'Password must be filled.'],
    ['en', 'validation.invalidEmail', 'Invalid email format.'],
    ['ru', 'validation.emailRequired', 'Email должен быть заполнен.'],
    ['ru', 'validation.passwordRequired', 'Пароль должен быть заполнен.'],
    ['ru', 'validation.invalidEmail', 'Неверный формат email.'],
  ] as const)('%s: %s reads "%s"', (language, key, text) => {
    expect(translate(language, key)).toBe(text);
  });
});
