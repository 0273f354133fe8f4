import type { AdminCompany, AdminCompanyDetail } from '../../../src/domain/admin/companies';
import type { CompanyRole, LegalEntityType, MemberStatus } from '../../../src/domain/legal-entities';
import type { AdminCompanyMemberRow, AdminCompanyRow } from './admin-companies.repository';

export function toAdminCompany(row: AdminCompanyRow): AdminCompany {
  return {
    _id: row.id,
    name: row.name,
    type: row.type as LegalEntityType,
    tin: row.tin,
    members: row.members,
    verified: row.verifiedAt !== null,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminCompanyDetail(
  row: AdminCompanyRow,
  members: AdminCompanyMemberRow[],
): AdminCompanyDetail {
  return {
    ...toAdminCompany(row),
    address: row.address,
    signatoryName: row.signatoryName,
    signatoryPosition: row.signatoryPosition,
    memberList: members.map((member) => ({
      ...member,
      role: member.role as CompanyRole,
      status: member.status as MemberStatus,
    })),
  };
}
