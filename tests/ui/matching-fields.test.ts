import { describe, expect, it } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordFormSchema } from '../../src/domain/forms';
import { withMatchingFields } from '../../src/ui/components/matching-fields';

const resolver = withMatchingFields(
  zodResolver(resetPasswordFormSchema),
  'password',
  'confirmPassword',
  'validation.passwordsMismatch',
);
const options = { fields: {}, shouldUseNativeValidation: false } as const;
const run = (password: string, confirmPassword: string) =>
  resolver({ password, confirmPassword }, undefined, options);

describe('withMatchingFields (docs/product.md §5 "Passwords do not match" alongside other errors)', () => {
  it('reports the mismatch even when another field is invalid', async () => {
    const result = await run('short', 'other');
    expect(result.errors.password?.message).toBe('validation.passwordTooShort');
    expect(result.errors.confirmPassword?.message).toBe('validation.passwordsMismatch');
  });

  it('keeps the schema answer when the fields match or the confirmation is empty', async () => {
    const valid = await run('long-enough-1', 'long-enough-1');
    expect(valid.errors).toEqual({});
    expect(valid.values).toEqual({ password: 'long-enough-1', confirmPassword: 'long-enough-1' });
    const empty = await run('long-enough-1', '');
    expect(empty.errors.confirmPassword?.message).toBe('validation.passwordRequired');
  });

  it('leaves a single mismatch message when the schema already found it', async () => {
    const result = await run('long-enough-1', 'long-enough-2');
    expect(result.errors.confirmPassword?.message).toBe('validation.passwordsMismatch');
    expect(Object.keys(result.errors)).toEqual(['confirmPassword']);
  });
});
