import { z } from 'zod';
import type { MessageKey } from '../messages';
import { choice, id, requiredText } from '../projects/fields';
import {
  accountKeyMatches,
  corrAccountKeyMatches,
  hasTinRegion,
  isAccountFormat,
  isBik,
  isCompanyTin,
  isCorrAccountFormat,
  isPersonalTin,
} from './check-digits';
import { assignableRoles, companyRights } from './roles';

/**
 * The legal-entity form and the payloads of `/api/legal-entity/*` (docs/licensing.md §5). Each field's
 * own shape is checked by its schema; the checks that need two fields (the TIN against the type, the
 * accounts' keys against the BIK) by `crossFieldErrors`, so each wrong field gets its own message.
 */
export const legalEntityTypes = ['personal', 'company'] as const;
export type LegalEntityType = (typeof legalEntityTypes)[number];

export const LEGAL_NAME_MAX = 300;
export const LEGAL_ADDRESS_MAX = 500;
export const SIGNATORY_MAX = 200;

/** Digits typed with spaces or dashes between groups are read as the digits alone. */
const digitText = (pattern: RegExp, message: MessageKey) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value),
    z
      .string({ error: (issue) => (issue.input === undefined ? 'validation.required' : message) })
      .min(1, { message: 'validation.required' })
      .regex(pattern, { message }),
  );

export const tinSchema = digitText(/^(\d{10}|\d{12})$/, 'validation.tinDigits');

export const legalEntityShape = {
  name: requiredText(LEGAL_NAME_MAX),
  type: choice(legalEntityTypes),
  tin: tinSchema,
  address: requiredText(LEGAL_ADDRESS_MAX),
  signatoryName: requiredText(SIGNATORY_MAX),
  signatoryPosition: requiredText(SIGNATORY_MAX),
  bik: digitText(/^\d{9}$/, 'validation.bik'),
  bank: requiredText(LEGAL_NAME_MAX),
  corrAccount: digitText(/^301\d{17}$/, 'validation.corrAccountFormat'),
  account: digitText(/^\d{20}$/, 'validation.accountFormat'),
};

export type LegalEntityFields = {
  name: string;
  type: LegalEntityType;
  tin: string;
  address: string;
  signatoryName: string;
  signatoryPosition: string;
  bik: string;
  bank: string;
  corrAccount: string;
  account: string;
};

type CrossField = 'tin' | 'corrAccount' | 'account';

/**
 * The checks across fields, each only once its fields have the right shape: the TIN's length for the
 * type, its region code and its check digits; both accounts' control keys computed with the BIK.
 */
export function crossFieldErrors(fields: LegalEntityFields): Partial<Record<CrossField, MessageKey>> {
  const errors: Partial<Record<CrossField, MessageKey>> = {};
  if (!/^(\d{10}|\d{12})$/.test(fields.tin) || !legalEntityTypes.includes(fields.type)) {
    // the TIN's or the type's own message is given already
  } else if (fields.type === 'company' && fields.tin.length !== 10)
    errors.tin = 'validation.tinCompanyLength';
  else if (fields.type === 'personal' && fields.tin.length !== 12)
    errors.tin = 'validation.tinPersonalLength';
  else if (!hasTinRegion(fields.tin)) errors.tin = 'validation.tinRegion';
  else if (!(fields.type === 'company' ? isCompanyTin(fields.tin) : isPersonalTin(fields.tin)))
    errors.tin = 'validation.tinCheck';
  if (isBik(fields.bik)) {
    if (isCorrAccountFormat(fields.corrAccount) && !corrAccountKeyMatches(fields.corrAccount, fields.bik))
      errors.corrAccount = 'validation.corrAccountKey';
    if (isAccountFormat(fields.account) && !accountKeyMatches(fields.account, fields.bik))
      errors.account = 'validation.accountKey';
  }
  return errors;
}

/** `POST /api/legal-entity/create` and the create form. */
export const legalEntityFieldsSchema = z.object(legalEntityShape).superRefine((fields, context) => {
  for (const [path, message] of Object.entries(crossFieldErrors(fields)))
    context.addIssue({ code: 'custom', path: [path], message });
});
export type LegalEntityFieldsInput = z.input<typeof legalEntityFieldsSchema>;

/** `PATCH /api/legal-entity/change/{id}`: any of the fields; the whole entity is checked again after merging. */
export const legalEntityChangeSchema = z.object(legalEntityShape).partial();
export type LegalEntityChange = z.output<typeof legalEntityChangeSchema>;

/** `POST /api/legal-entity/join`. */
export const joinLegalEntitySchema = z.object({ tin: tinSchema });

const rightsSchema = z
  .array(z.number({ message: 'validation.unknownOption' }).int(), { message: 'validation.invalidType' })
  .max(companyRights.length * 2, { message: 'validation.atMostItems' })
  .refine((rights) => rights.every((right) => (companyRights as readonly number[]).includes(right)), {
    message: 'validation.unknownOption',
  });

/** `PATCH /api/legal-entity/accept-member/{id}`: accept a request, or change a member's role and rights. */
export const acceptMemberSchema = z.object({
  userId: id,
  role: choice(assignableRoles, 'validation.selectRole'),
  /** Left out: the role's default rights. */
  rights: rightsSchema.optional(),
});
export type AcceptMember = z.output<typeof acceptMemberSchema>;

/** `PATCH /api/legal-entity/decline-member/{id}`. */
export const declineMemberSchema = z.object({ userId: id });
