import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, AuditEntry } from '../../src/domain/admin';
import type { AdminCompany, AdminCompanyDetail } from '../../src/domain/admin/companies';
import type { LegalEntityFieldsInput, LegalEntityInfoApi } from '../../src/domain/legal-entities';
import { caller, userWithPassword } from './admin-support';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';

interface Page<T> {
  data: T[];
  page: number;
  limit: number;
  total: number;
}

/** Real banks' details; settlement accounts whose keys match the BIK. */
const harbour: LegalEntityFieldsInput = {
  name: 'Harbour Films LLC',
  type: 'company',
  tin: '7707083893',
  address: '19 Vavilova St, Moscow',
  signatoryName: 'Anna Petrova',
  signatoryPosition: 'General Director',
  bik: '044525225',
  bank: 'PJSC Sberbank',
  corrAccount: '30101810400000000225',
  account: '40702810638000000000',
};
const northLabel: LegalEntityFieldsInput = {
  ...harbour,
  name: 'North Label LLC',
  tin: '7728168971',
  bik: '044525593',
  bank: 'JSC Alfa-Bank',
  corrAccount: '30101810200000000593',
  account: '40702810800000012345',
};

describe.each(databaseTargets)('admin companies on %s', (target) => {
  let t: TestApp;
  let admin: TestUser;
  let founder: TestUser & { email: string };
  let joiner: TestUser & { email: string };
  let harbourId: string;
  let api: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    api = caller(t);
    admin = await createTestUser(t.database, ['admin']);
    founder = await userWithPassword(t, ['customer'], { firstName: 'Anna', lastName: 'Petrova' });
    joiner = await userWithPassword(t, ['customer'], { firstName: 'Ivan', lastName: 'Sokolov' });
    const created = await api.ok<LegalEntityInfoApi>(founder, 'POST', '/legal-entity/create', harbour);
    harbourId = created.entity!._id;
    await api.ok(joiner, 'POST', '/legal-entity/join', { tin: harbour.tin });
    const other = await createTestUser(t.database, ['owner']);
    await api.ok(other, 'POST', '/legal-entity/create', northLabel);
  });
  afterAll(() => t?.close());

  it('finds entities by part of the name or the TIN, with active member counts, unverified at first', async () => {
    const all = await api.ok<Page<AdminCompany>>(admin, 'GET', '/admin/companies');
    expect(all.total).toBe(2);
    const byName = await api.ok<Page<AdminCompany>>(admin, 'GET', '/admin/companies?search=harbour');
    expect(byName.data).toEqual([
      expect.objectContaining({
        _id: harbourId,
        name: harbour.name,
        tin: harbour.tin,
        members: 1,
        verified: false,
      }),
    ]);
    const byTin = await api.ok<Page<AdminCompany>>(admin, 'GET', '/admin/companies?search=77281');
    expect(byTin.data.map((company) => company.name)).toEqual([northLabel.name]);
    const paged = await api.ok<Page<AdminCompany>>(admin, 'GET', '/admin/companies?limit=1&page=2');
    expect(paged).toMatchObject({ page: 2, limit: 1, total: 2 });
    expect(paged.data).toHaveLength(1);
    const literal = await api.ok<Page<AdminCompany>>(admin, 'GET', '/admin/companies?search=%25');
    expect(literal.total).toBe(0);
    expect((await api.call(admin, 'GET', '/admin/companies?limit=1000')).statusCode).toBe(400);
  });

  it('shows one entity with its members and join requests: name, e-mail, role, rights, status', async () => {
    const detail = await api.ok<AdminCompanyDetail>(admin, 'GET', `/admin/companies/${harbourId}`);
    expect(detail).toMatchObject({ _id: harbourId, address: harbour.address, members: 1, verified: false });
    expect(detail.memberList).toEqual([
      {
        userId: founder.id,
        name: 'Anna Petrova',
        email: founder.email,
        role: 'main_admin',
        rights: [1, 2, 3, 4, 5],
        status: 'active',
      },
      expect.objectContaining({
        userId: joiner.id,
        name: 'Ivan Sokolov',
        email: joiner.email,
        status: 'pending',
      }),
    ]);
    expect((await api.call(admin, 'GET', `/admin/companies/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await api.call(admin, 'GET', '/admin/companies/nope')).statusCode).toBe(404);
  });

  it("shows each user's company, or the one they ask to join, in the admin users list", async () => {
    const found = await api.ok<Page<AdminUser>>(admin, 'GET', `/admin/users?search=${founder.email}`);
    expect(found.data[0]?.company).toEqual({ _id: harbourId, name: harbour.name, status: 'active' });
    const asking = await api.ok<Page<AdminUser>>(admin, 'GET', `/admin/users?search=${joiner.email}`);
    expect(asking.data[0]?.company).toEqual({ _id: harbourId, name: harbour.name, status: 'pending' });
    const alone = await api.ok<Page<AdminUser>>(admin, 'GET', '/admin/users?search=nobody-at-all');
    expect(alone.total).toBe(0);
    const blocked = await api.ok<AdminUser>(admin, 'PATCH', `/admin/users/block/${joiner.id}`, {
      reason: 'spam',
    });
    expect(blocked.company?.name).toBe(harbour.name);
    const unblocked = await api.ok<AdminUser>(admin, 'PATCH', `/admin/users/unblock/${joiner.id}`);
    expect(unblocked.company?.status).toBe('pending');
  });

  it('verifies and unverifies an entity, shows the mark to its members and writes both to the audit log', async () => {
    const verified = await api.ok<AdminCompanyDetail>(
      admin,
      'PATCH',
      `/admin/companies/verify/${harbourId}`,
      {
        verified: true,
      },
    );
    expect(verified.verified).toBe(true);
    expect(Date.parse(verified.verifiedAt!)).not.toBeNaN();
    expect(verified.memberList).toHaveLength(2);
    const mine = await api.ok<LegalEntityInfoApi>(founder, 'GET', '/legal-entity/info');
    expect(mine.entity?.verified).toBe(true);
    const listed = await api.ok<Page<AdminCompany>>(admin, 'GET', '/admin/companies?search=7707083893');
    expect(listed.data[0]?.verified).toBe(true);

    const unverified = await api.ok<AdminCompanyDetail>(
      admin,
      'PATCH',
      `/admin/companies/verify/${harbourId}`,
      {
        verified: false,
      },
    );
    expect(unverified).toMatchObject({ verified: false, verifiedAt: null });
    expect((await api.ok<LegalEntityInfoApi>(founder, 'GET', '/legal-entity/info')).entity?.verified).toBe(
      false,
    );

    const audit = await api.ok<Page<AuditEntry>>(admin, 'GET', '/admin/audit?limit=10');
    const company = audit.data.filter((entry) => entry.targetType === 'legal_entity');
    expect(company.map((entry) => entry.action)).toEqual(['company.unverify', 'company.verify']);
    expect(company[1]).toMatchObject({
      admin: { _id: admin.id },
      targetId: harbourId,
      details: { name: harbour.name, tin: harbour.tin },
      userAgent: 'admin-suite',
    });
  });

  it('answers an unknown entity or a bad body without touching the audit log', async () => {
    const before = (await api.ok<Page<AuditEntry>>(admin, 'GET', '/admin/audit')).total;
    const unknown = await api.call(admin, 'PATCH', `/admin/companies/verify/${crypto.randomUUID()}`, {
      verified: true,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await api.call(admin, 'PATCH', `/admin/companies/verify/${harbourId}`, {})).statusCode).toBe(400);
    expect(
      (await api.call(admin, 'PATCH', `/admin/companies/verify/${harbourId}`, { verified: 'yes' }))
        .statusCode,
    ).toBe(400);
    expect((await api.ok<Page<AuditEntry>>(admin, 'GET', '/admin/audit')).total).toBe(before);
  });

  it('refuses the Companies routes to anonymous callers, customers, owners and members of the entity', async () => {
    for (const [method, url, body] of [
      ['GET', '/admin/companies', undefined],
      ['GET', `/admin/companies/${harbourId}`, undefined],
      ['PATCH', `/admin/companies/verify/${harbourId}`, { verified: true }],
    ] as const) {
      expect((await api.call(null, method, url, body)).statusCode, `${url} anonymous`).toBe(401);
      expect((await api.call(founder, method, url, body)).statusCode, `${url} as a member`).toBe(403);
    }
    const stillUnverified = await api.ok<AdminCompanyDetail>(admin, 'GET', `/admin/companies/${harbourId}`);
    expect(stillUnverified.verified).toBe(false);
  });
});
