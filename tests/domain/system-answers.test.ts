import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  demoAccounts,
  systemVersion,
  type DemoAccount as SchemaDemoAccount,
} from '../../src/domain/api/system';
import { readDemoAccounts, readVersion, type DemoAccount } from '../../src/domain/system-answers';

/** The hand-written readers answer what the operations' response schemas parse. */
const account = {
  email: 'customer@demo.test',
  password: 'demo-pass',
  name: 'Demo customer',
  role: 'customer',
};

describe('readVersion', () => {
  it.each<[string, unknown]>([
    ['a version', { version: '1.2.3' }],
    ['an empty version', { version: '' }],
    ['extra keys', { version: '1', build: 7 }],
    ['a numeric version', { version: 1 }],
    ['no version', {}],
    ['null', null],
    ['an array', ['1']],
  ])('%s: the same answer as the schema', (_, value) => {
    const parsed = systemVersion.response.safeParse(value);
    expect(readVersion(value)).toEqual(parsed.success ? parsed.data : null);
  });
});

describe('readDemoAccounts', () => {
  it.each<[string, unknown]>([
    ['no accounts', { accounts: [] }],
    ['every role', { accounts: ['customer', 'owner', 'admin'].map((role) => ({ ...account, role })) }],
    ['extra keys', { accounts: [{ ...account, id: 1 }], demo: true }],
    ['an unknown role', { accounts: [{ ...account, role: 'label' }] }],
    ['a missing password', { accounts: [{ ...account, password: undefined }] }],
    ['a numeric name', { accounts: [{ ...account, name: 5 }] }],
    ['an account that is null', { accounts: [null] }],
    ['accounts not an array', { accounts: account }],
    ['no accounts key', {}],
    ['null', null],
  ])('%s: the same answer as the schema', (_, value) => {
    const parsed = demoAccounts.response.safeParse(value);
    expect(readDemoAccounts(value)).toEqual(parsed.success ? parsed.data : null);
  });

  it('keeps the accounts and drops unknown keys', () => {
    expect(readDemoAccounts({ accounts: [{ ...account, id: 1 }] })).toEqual({ accounts: [account] });
  });

  it('has the type the schema infers', () => {
    expectTypeOf<DemoAccount>().toEqualTypeOf<SchemaDemoAccount>();
  });
});
