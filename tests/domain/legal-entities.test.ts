import { describe, expect, it } from 'vitest';
import { translate } from '../../src/domain/messages';
import { notificationTarget } from '../../src/domain/notifications';
import {
  acceptMemberSchema,
  accountKeyMatches,
  ALL_RIGHTS,
  canManageMembers,
  canSign,
  corrAccountKeyMatches,
  crossFieldErrors,
  hasAllRights,
  hasRight,
  isCompanyTin,
  isPersonalTin,
  legalEntityFieldsSchema,
  normalizeRights,
  type LegalEntityFields,
  LEGAL_ENTITY_NOTIFICATION_SUBTYPE,
  type MemberRights,
} from '../../src/domain/legal-entities';

/** Published details of real banks and companies (their TINs and the banks' correspondent accounts). */
const banks = [
  { bik: '044525225', corrAccount: '30101810400000000225' }, // Sberbank, Moscow
  { bik: '044525593', corrAccount: '30101810200000000593' }, // Alfa-Bank
  { bik: '044525974', corrAccount: '30101810145250000974' }, // T-Bank
  { bik: '044030653', corrAccount: '30101810500000000653' }, // Sberbank, St Petersburg
];
const companyTins = ['7707083893', '7736207543', '7728168971', '7710140679', '7702070139'];
const personalTins = ['500100732259', '773370857141'];
/** Settlement accounts whose keys, computed with the BIK, are right. */
const accounts = [
  { bik: '044525225', account: '40702810638000000000' },
  { bik: '044525225', account: '40802810700000054321' },
  { bik: '044525593', account: '40702810800000012345' },
  { bik: '044030653', account: '40702810755000000111' },
  { bik: '044525974', account: '40702810300000000777' },
];

/** The same number with one digit changed (+1 modulo 10) at `index`. */
const oneDigitOff = (value: string, index: number) =>
  value.slice(0, index) + String((Number(value[index]) + 1) % 10) + value.slice(index + 1);

const sberbank: LegalEntityFields = {
  name: 'PJSC Sberbank',
  type: 'company',
  tin: '7707083893',
  address: '19 Vavilova St, Moscow',
  signatoryName: 'Herman Gref',
  signatoryPosition: 'Chief Executive Officer',
  bik: '044525225',
  bank: 'PJSC Sberbank',
  corrAccount: '30101810400000000225',
  account: '40702810638000000000',
};

describe('TIN check digits', () => {
  it('accepts published company and personal TINs', () => {
    for (const tin of companyTins) expect(isCompanyTin(tin), tin).toBe(true);
    for (const tin of personalTins) expect(isPersonalTin(tin), tin).toBe(true);
  });

  it('refuses a TIN with any one digit changed', () => {
    for (const tin of companyTins)
      for (let index = 0; index < 10; index++) expect(isCompanyTin(oneDigitOff(tin, index))).toBe(false);
    for (const tin of personalTins)
      for (let index = 0; index < 12; index++) expect(isPersonalTin(oneDigitOff(tin, index))).toBe(false);
  });

  it('refuses the wrong length and non-digits', () => {
    expect(isCompanyTin('770708389')).toBe(false);
    expect(isCompanyTin('500100732259')).toBe(false);
    expect(isPersonalTin('7707083893')).toBe(false);
    expect(isCompanyTin('77070838a3')).toBe(false);
  });

  it('refuses region code 00, though the check digits of these TINs fit', () => {
    // all-zero TINs and ones starting 00 whose check digits were computed to fit (issue 24 §6)
    const company = ['0000000000', '0012345673'];
    const personal = ['000000000000', '001234567887'];
    for (const tin of company) expect(isCompanyTin(tin), tin).toBe(false);
    for (const tin of personal) expect(isPersonalTin(tin), tin).toBe(false);
    for (const tin of company)
      expect(crossFieldErrors({ ...sberbank, tin })).toEqual({ tin: 'validation.tinRegion' });
    for (const tin of personal)
      expect(crossFieldErrors({ ...sberbank, type: 'personal', tin })).toEqual({
        tin: 'validation.tinRegion',
      });
    // the same numbers from region 01 are refused on their check digits instead
    expect(crossFieldErrors({ ...sberbank, tin: '0112345673' })).toEqual({ tin: 'validation.tinCheck' });
  });
});

describe('account control keys computed with the BIK', () => {
  it('accepts published correspondent accounts and valid settlement accounts', () => {
    for (const { bik, corrAccount } of banks) expect(corrAccountKeyMatches(corrAccount, bik), bik).toBe(true);
    for (const { bik, account } of accounts) expect(accountKeyMatches(account, bik), account).toBe(true);
  });

  it('refuses an account with any one digit changed, or paired with another bank', () => {
    for (const { bik, corrAccount } of banks)
      for (let index = 3; index < 20; index++)
        expect(corrAccountKeyMatches(oneDigitOff(corrAccount, index), bik)).toBe(false);
    for (const { bik, account } of accounts)
      for (let index = 0; index < 20; index++)
        expect(accountKeyMatches(oneDigitOff(account, index), bik)).toBe(false);
    expect(corrAccountKeyMatches('30101810400000000225', '044030653')).toBe(false);
    expect(accountKeyMatches('40702810638000000000', '044525593')).toBe(false);
    // the account the brief suggests has a wrong key with Sberbank's BIK
    expect(accountKeyMatches('40702810938000000000', '044525225')).toBe(false);
  });

  it('refuses a correspondent account that does not start 301', () => {
    expect(corrAccountKeyMatches('40101810400000000225', '044525225')).toBe(false);
  });
});

describe('the legal-entity form', () => {
  const errorsOf = (input: object) => {
    const result = legalEntityFieldsSchema.safeParse(input);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('accepts Sberbank and strips spaces typed between digit groups', () => {
    const parsed = legalEntityFieldsSchema.parse({ ...sberbank, account: '4070 2810 6380 0000 0000' });
    expect(parsed.account).toBe('40702810638000000000');
  });

  it('gives each wrong field its own message', () => {
    expect(
      errorsOf({
        ...sberbank,
        tin: oneDigitOff(sberbank.tin, 9),
        corrAccount: oneDigitOff(sberbank.corrAccount, 19),
        account: oneDigitOff(sberbank.account, 5),
      }),
    ).toEqual({
      tin: 'validation.tinCheck',
      corrAccount: 'validation.corrAccountKey',
      account: 'validation.accountKey',
    });
    expect(errorsOf({ ...sberbank, bik: '04452522', corrAccount: '3010', account: 'x' })).toEqual({
      bik: 'validation.bik',
      corrAccount: 'validation.corrAccountFormat',
      account: 'validation.accountFormat',
    });
    expect(errorsOf({ ...sberbank, tin: '123' })).toEqual({ tin: 'validation.tinDigits' });
    expect(errorsOf({ ...sberbank, name: ' ', type: 'partnership' })).toEqual({
      name: 'validation.required',
      type: 'validation.unknownOption',
    });
  });

  it('checks the TIN length against the type', () => {
    expect(crossFieldErrors({ ...sberbank, type: 'personal' })).toEqual({
      tin: 'validation.tinPersonalLength',
    });
    expect(crossFieldErrors({ ...sberbank, tin: '500100732259' })).toEqual({
      tin: 'validation.tinCompanyLength',
    });
    expect(crossFieldErrors({ ...sberbank, type: 'personal', tin: '500100732259' })).toEqual({});
  });

  it('has the messages in English and Russian', () => {
    expect(translate('en', 'validation.accountKey')).toMatch(/settlement account/i);
    expect(translate('ru', 'validation.accountKey')).toMatch(/Расчётный счёт/);
    expect(translate('ru', 'validation.tinNotFound')).toBe('Компания с таким ИНН не найдена.');
  });
});

describe('company roles and rights', () => {
  const member = (
    role: MemberRights['role'],
    rights: number[],
    status: MemberRights['status'] = 'active',
  ) => ({
    role,
    rights,
    status,
  });

  it('gives the main_admin every right, signing included', () => {
    expect(canSign(member('main_admin', []))).toBe(true);
    for (const right of ALL_RIGHTS) expect(hasRight(member('main_admin', []), right)).toBe(true);
  });

  it('gives others only their rights, and a pending request none', () => {
    expect(canSign(member('supervisor', [1, 2, 3]))).toBe(true);
    expect(canSign(member('editor', [1, 2]))).toBe(false);
    expect(canSign(member('admin', [1, 2, 3, 4, 5], 'pending'))).toBe(false);
    expect(canManageMembers(member('admin', [5]))).toBe(true);
    expect(hasRight(member('manager', [1, 4]), 4)).toBe(true);
    expect(hasRight(null, 1)).toBe(false);
  });

  it('reads "all rights" as 1–5 and drops unknown numbers', () => {
    expect(hasAllRights([5, 4, 3, 2, 1])).toBe(true);
    expect(hasAllRights([1, 2, 3, 4])).toBe(false);
    expect(normalizeRights([5, 1, 1, 9])).toEqual([1, 5]);
  });

  it('asks for a role and refuses main_admin or unknown rights when accepting', () => {
    const userId = '11111111-1111-4111-8111-111111111111';
    expect(acceptMemberSchema.safeParse({ userId, role: 'editor', rights: [1, 2] }).success).toBe(true);
    expect(acceptMemberSchema.safeParse({ userId }).error?.issues[0]?.message).toBe('validation.selectRole');
    expect(acceptMemberSchema.safeParse({ userId, role: 'main_admin' }).success).toBe(false);
    expect(acceptMemberSchema.safeParse({ userId, role: 'admin', rights: [6] }).success).toBe(false);
  });
});

describe('the notifications of join requests', () => {
  it('open the roles tab of the settings, for either profile', () => {
    expect(notificationTarget(LEGAL_ENTITY_NOTIFICATION_SUBTYPE, 'e1', 'customer')).toBe('/users/roles');
    expect(notificationTarget(LEGAL_ENTITY_NOTIFICATION_SUBTYPE, 'e1', 'owner')).toBe('/users/roles');
    expect(notificationTarget(LEGAL_ENTITY_NOTIFICATION_SUBTYPE, 'e1', 'admin')).toBeNull();
  });
});
