import type { AdminCompanyDetail, AdminCompanyQuery } from '../../../src/domain/admin/companies';
import { isUuid } from '../../../src/domain/ids';
import type { Store } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { pageOffset } from '../../http/schemas';
import type { AdminCompaniesRepository } from './admin-companies.repository';
import { toAdminCompany, toAdminCompanyDetail } from './admin-company-documents';
import type { AdminActor, AdminPorts, Audited } from './admin.service';

interface CompanyActionsDeps {
  store: Store<AdminPorts>;
  now: () => Date;
  audited: Audited;
}

/** The Companies section: find legal entities, read one with its members, verify or unverify it. */
export function adminCompanyActions({ store, now, audited }: CompanyActionsDeps) {
  const entityId = (id: string) => {
    if (!isUuid(id)) throw new AppError('NOT_FOUND');
    return id;
  };

  async function detail(companies: AdminCompaniesRepository, id: string): Promise<AdminCompanyDetail> {
    const row = await companies.byId(id);
    if (!row) throw new AppError('NOT_FOUND');
    return toAdminCompanyDetail(row, await companies.members(id));
  }

  return {
    async companies(query: AdminCompanyQuery) {
      const { rows, total } = await store.companies.page({ ...query, offset: pageOffset(query) });
      return { data: rows.map(toAdminCompany), page: query.page, limit: query.limit, total };
    },

    company: (id: string) => detail(store.companies, entityId(id)),

    /** Marks the entity verified (documents drafted from now on show it) or takes the mark away. */
    async verify(actor: AdminActor, id: string, verified: boolean) {
      entityId(id);
      const action = verified ? 'company.verify' : 'company.unverify';
      return audited(actor, action, { type: 'legal_entity', id }, async (repos) => {
        const changed = await repos.companies.setVerified(id, verified ? now() : null);
        if (!changed) throw new AppError('NOT_FOUND');
        return {
          result: await detail(repos.companies, id),
          details: { name: changed.name, tin: changed.tin },
        };
      });
    },
  };
}
