import type { LegalEntityMemberRow, LegalEntityRow } from '../../db/schema/legal-entities';
import {
  canManageMembers,
  type CompanyRole,
  type LegalEntityApi,
  type LegalEntityFields,
  type LegalEntityMemberApi,
  type LegalEntityType,
  type MemberRights,
  type MemberStatus,
  type MyLegalEntityApi,
} from '../../../src/domain/legal-entities';
import type { MemberWithUser } from './legal-entities.repository';

/** The fields of a stored entity, as the form has them. */
export const fieldsOf = (row: LegalEntityRow): LegalEntityFields => ({
  name: row.name,
  type: row.type as LegalEntityType,
  tin: row.tin,
  address: row.address,
  signatoryName: row.signatoryName,
  signatoryPosition: row.signatoryPosition,
  bik: row.bik,
  bank: row.bank,
  corrAccount: row.corrAccount,
  account: row.account,
});

export const toLegalEntityApi = (row: LegalEntityRow): LegalEntityApi => ({
  _id: row.id,
  ...fieldsOf(row),
  verified: row.verifiedAt !== null,
  createdAt: row.createdAt.toISOString(),
});

export const rightsOf = (row: LegalEntityMemberRow): MemberRights => ({
  role: row.role as CompanyRole,
  rights: row.rights,
  status: row.status as MemberStatus,
});

export const toMemberApi = (row: MemberWithUser): LegalEntityMemberApi => ({
  userId: row.userId,
  name: row.name,
  email: row.email,
  role: row.role as CompanyRole,
  rights: row.rights,
  status: row.status as MemberStatus,
  createdAt: row.createdAt.toISOString(),
});

/** My entity as I see it: the members always, the join requests only when I may answer them. */
export function toMyLegalEntity(
  entity: LegalEntityRow,
  me: LegalEntityMemberRow,
  people: MemberWithUser[],
): MyLegalEntityApi {
  const manager = canManageMembers(rightsOf(me));
  return {
    ...toLegalEntityApi(entity),
    role: me.role as CompanyRole,
    rights: me.rights,
    members: people.filter((person) => person.status === 'active').map(toMemberApi),
    requests: manager ? people.filter((person) => person.status === 'pending').map(toMemberApi) : [],
  };
}
