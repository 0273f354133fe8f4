import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type {
  LegalEntityApi,
  LegalEntityFieldsInput,
  LegalEntityInfoApi,
  LegalEntityMemberApi,
} from '../../src/domain/legal-entities';
import { LEGAL_ENTITY_NOTIFICATION_SUBTYPE } from '../../src/domain/legal-entities';
import { notifications } from '../../server/db/schema/notifications';
import { createStore } from '../../server/db/transaction';
import { legalEntitiesRepository, legalEntitiesService } from '../../server/modules/legal-entities/index';
import { outboxRepository } from '../../server/outbox/outbox.repository';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';

type Method = 'GET' | 'POST' | 'PATCH';

/** Real banks' details; settlement accounts whose keys match the BIK. */
const sberbank: LegalEntityFieldsInput = {
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
const alfa: LegalEntityFieldsInput = {
  ...sberbank,
  name: 'North Label LLC',
  tin: '7728168971',
  bik: '044525593',
  bank: 'JSC Alfa-Bank',
  corrAccount: '30101810200000000593',
  account: '40702810800000012345',
};

describe.each(databaseTargets)('legal entities API on %s', (target) => {
  let t: TestApp;
  let admin: TestUser;
  let joiner: TestUser;
  let second: TestUser;
  let outsider: TestUser;
  let otherAdmin: TestUser;
  let entityId: string;

  const call = (user: TestUser | null, method: Method, url: string, payload?: object, language = 'en') =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(user ? user.headers() : { 'x-user-profile': 'customer' }), 'accept-language': language },
      ...(payload ? { payload } : {}),
    });
  const ok = async <T>(user: TestUser, method: Method, url: string, payload?: object) => {
    const res = await call(user, method, url, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as T;
  };
  const info = (user: TestUser) => ok<LegalEntityInfoApi>(user, 'GET', '/legal-entity/info');
  const noticesOf = (userId: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, userId), eq(notifications.subType, LEGAL_ENTITY_NOTIFICATION_SUBTYPE)),
      );

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    admin = await createTestUser(t.database, ['customer']);
    joiner = await createTestUser(t.database, ['customer']);
    second = await createTestUser(t.database, ['customer']);
    outsider = await createTestUser(t.database, ['owner']);
    otherAdmin = await createTestUser(t.database, ['owner']);
  });
  afterAll(() => t?.close());

  it('answers every field that is wrong with its own message, in English and Russian', async () => {
    const wrong = { ...sberbank, tin: '7707083894', corrAccount: '30101810400000000226', bik: '044525225' };
    const en = await call(admin, 'POST', '/legal-entity/create', {
      ...wrong,
      account: '4070281063800000000',
    });
    expect(en.statusCode).toBe(400);
    expect(en.json().fields).toEqual({
      tin: "The TIN's check digits are wrong. Check the number.",
      corrAccount: 'The correspondent account does not match the BIK. Check both numbers.',
      account: 'Settlement account must be 20 digits.',
    });
    const ru = await call(
      admin,
      'POST',
      '/legal-entity/create',
      { ...sberbank, account: '40702810638000000001' },
      'ru',
    );
    expect(ru.statusCode).toBe(400);
    expect(ru.json().fields).toEqual({
      account: 'Расчётный счёт не соответствует БИК. Проверьте оба номера.',
    });
    const personal = await call(admin, 'POST', '/legal-entity/create', { ...sberbank, type: 'personal' });
    expect(personal.json().fields).toEqual({ tin: "An individual entrepreneur's TIN has 12 digits." });
    expect((await info(admin)).entity).toBeNull();
  });

  it('refuses an all-zero TIN and any TIN of region 00, though their check digits fit', async () => {
    for (const fields of [
      { ...sberbank, tin: '0000000000' },
      { ...sberbank, tin: '0012345673' },
      { ...sberbank, type: 'personal', tin: '000000000000' },
    ]) {
      const res = await call(admin, 'POST', '/legal-entity/create', fields);
      expect(res.statusCode, fields.tin).toBe(400);
      expect(res.json().fields).toEqual({
        tin: 'A TIN cannot start with 00: there is no region with that code. Check the number.',
      });
    }
    const ru = await call(admin, 'POST', '/legal-entity/create', { ...sberbank, tin: '0000000000' }, 'ru');
    expect(ru.json().fields.tin).toMatch(/^ИНН не может начинаться с 00/);
    expect((await info(admin)).entity).toBeNull();
  });

  it('refuses a caller without a session', async () => {
    expect((await call(null, 'POST', '/legal-entity/create', sberbank)).statusCode).toBe(401);
    expect((await call(null, 'GET', '/legal-entity/info')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/legal-entity/join', { tin: sberbank.tin })).statusCode).toBe(401);
  });

  it('creates the entity with its creator as main_admin holding all rights', async () => {
    const res = await call(admin, 'POST', '/legal-entity/create', sberbank);
    expect(res.statusCode, res.body).toBe(201);
    const { entity } = res.json() as LegalEntityInfoApi;
    expect(entity).toMatchObject({ ...sberbank, role: 'main_admin', rights: [1, 2, 3, 4, 5], requests: [] });
    expect(entity!.members).toEqual([expect.objectContaining({ userId: admin.id, role: 'main_admin' })]);
    entityId = entity!._id;
    expect((await info(admin)).entity?._id).toBe(entityId);
  });

  it('refuses a second entity with the same TIN, and a second entity for the same user', async () => {
    const taken = await call(otherAdmin, 'POST', '/legal-entity/create', sberbank, 'ru');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/ИНН уже зарегистрировано/);
    const again = await call(admin, 'POST', '/legal-entity/create', alfa);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already belong to a legal entity.');
  });

  it('answers an unknown TIN on join with "Company with this TIN not found" in the caller\'s language', async () => {
    const en = await call(joiner, 'POST', '/legal-entity/join', { tin: '7736207543' });
    expect(en.statusCode).toBe(404);
    expect(en.json().message).toBe('Company with this TIN not found.');
    const ru = await call(joiner, 'POST', '/legal-entity/join', { tin: '7736207543' }, 'ru');
    expect(ru.json().message).toBe('Компания с таким ИНН не найдена.');
    expect((await call(joiner, 'POST', '/legal-entity/join', { tin: '12' })).statusCode).toBe(400);
  });

  it('files a join request, notifies the main_admin and shows it to managers only', async () => {
    const joined = await ok<LegalEntityInfoApi>(joiner, 'POST', '/legal-entity/join', { tin: sberbank.tin });
    expect(joined).toMatchObject({ entity: null, request: { entityId, name: sberbank.name } });
    await ok(second, 'POST', '/legal-entity/join', { tin: sberbank.tin });
    const again = await call(joiner, 'POST', '/legal-entity/join', { tin: sberbank.tin });
    expect(again.statusCode).toBe(409);
    const notices = await noticesOf(admin.id);
    expect(notices).toHaveLength(2);
    expect(notices[0]!.objectId).toBe(entityId);
    const mine = (await info(admin)).entity!;
    expect(mine.requests.map((request) => request.userId).sort()).toEqual([joiner.id, second.id].sort());
    expect(mine.members).toHaveLength(1);
  });

  it('lets only a manager of the entity answer requests: 404 to outsiders, 403 to members without right 5', async () => {
    const accept = { userId: second.id, role: 'editor' };
    expect((await call(null, 'PATCH', `/legal-entity/accept-member/${entityId}`, accept)).statusCode).toBe(
      401,
    );
    expect(
      (await call(outsider, 'PATCH', `/legal-entity/accept-member/${entityId}`, accept)).statusCode,
    ).toBe(404);
    expect((await call(joiner, 'PATCH', `/legal-entity/accept-member/${entityId}`, accept)).statusCode).toBe(
      404,
    );
    expect((await call(admin, 'PATCH', '/legal-entity/accept-member/nope', accept)).statusCode).toBe(404);
    const member = await ok<LegalEntityMemberApi>(admin, 'PATCH', `/legal-entity/accept-member/${entityId}`, {
      userId: joiner.id,
      role: 'editor',
    });
    expect(member).toMatchObject({ userId: joiner.id, role: 'editor', rights: [1, 2], status: 'active' });
    expect((await noticesOf(joiner.id)).map((notice) => notice.message)).toEqual([
      `Your request to join ${sberbank.name} was accepted.`,
    ]);
    const forbidden = await call(joiner, 'PATCH', `/legal-entity/accept-member/${entityId}`, accept);
    expect(forbidden.statusCode).toBe(403);
    expect((await call(joiner, 'PATCH', `/legal-entity/change/${entityId}`, { bank: 'X' })).statusCode).toBe(
      403,
    );
    const seen = (await info(joiner)).entity!;
    expect(seen).toMatchObject({ role: 'editor', rights: [1, 2], requests: [] });
    expect(seen.members).toHaveLength(2);
  });

  it("changes a member's role and rights, never the main_admin's, and asks for a role", async () => {
    const changed = await ok<LegalEntityMemberApi>(
      admin,
      'PATCH',
      `/legal-entity/accept-member/${entityId}`,
      {
        userId: joiner.id,
        role: 'supervisor',
        rights: [3, 1, 5],
      },
    );
    expect(changed.rights).toEqual([1, 3, 5]);
    const main = await call(joiner, 'PATCH', `/legal-entity/accept-member/${entityId}`, {
      userId: admin.id,
      role: 'editor',
    });
    expect(main.statusCode).toBe(403);
    const noRole = await call(admin, 'PATCH', `/legal-entity/accept-member/${entityId}`, {
      userId: joiner.id,
    });
    expect(noRole.json().fields).toEqual({ role: 'First select a role.' });
    const unknown = await call(admin, 'PATCH', `/legal-entity/accept-member/${entityId}`, {
      userId: outsider.id,
      role: 'editor',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("gives other modules a user's entity and rights, and who may sign for it", async () => {
    const service = legalEntitiesService({
      ...createStore(t.database.db, (handle) => ({
        legalEntities: legalEntitiesRepository(handle),
        outbox: outboxRepository(handle),
      })),
      now: () => new Date(),
    });
    const mine = await service.forUser(joiner.id);
    expect(mine).toMatchObject({
      entity: { _id: entityId, tin: sberbank.tin, signatoryName: sberbank.signatoryName },
      member: { userId: joiner.id, role: 'supervisor', rights: [1, 3, 5], status: 'active' },
    });
    expect(await service.forUser(second.id)).toBeNull(); // a request still waiting
    expect(await service.forUser(outsider.id)).toBeNull();
    expect((await service.membersWithRight(entityId, 3)).sort()).toEqual([admin.id, joiner.id].sort());
    expect(await service.membersWithRight(entityId, 4)).toEqual([admin.id]);
    expect((await service.get(entityId))?.name).toBe(sberbank.name);
    expect(await service.get('nope')).toBeNull();
  });

  it('declines a request: the request is gone and its author told', async () => {
    // joiner now holds right 5 and may decline
    const declined = await call(joiner, 'PATCH', `/legal-entity/decline-member/${entityId}`, {
      userId: second.id,
    });
    expect(declined.json()).toEqual({ userId: second.id, declined: true });
    expect(await info(second)).toEqual({ entity: null, request: null });
    expect((await noticesOf(second.id))[0]?.message).toBe(
      `Your request to join ${sberbank.name} was declined.`,
    );
    const member = await call(admin, 'PATCH', `/legal-entity/decline-member/${entityId}`, {
      userId: joiner.id,
    });
    expect(member.statusCode).toBe(404);
  });

  it('edits the details, checking the whole entity again', async () => {
    const bad = await call(admin, 'PATCH', `/legal-entity/change/${entityId}`, { bik: '044030653' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['account', 'corrAccount']);
    const moved = await ok<LegalEntityApi>(admin, 'PATCH', `/legal-entity/change/${entityId}`, {
      bik: alfa.bik,
      bank: alfa.bank,
      corrAccount: alfa.corrAccount,
      account: alfa.account,
    });
    expect(moved).toMatchObject({ _id: entityId, bik: alfa.bik, tin: sberbank.tin, name: sberbank.name });
  });

  it("keeps another company's entity unreadable and unchangeable", async () => {
    const created = await ok<LegalEntityInfoApi>(otherAdmin, 'POST', '/legal-entity/create', {
      ...alfa,
      type: 'personal',
      tin: '500100732259',
    });
    const otherId = created.entity!._id;
    expect((await info(otherAdmin)).entity?.members.map((m) => m.userId)).toEqual([otherAdmin.id]);
    expect((await call(admin, 'PATCH', `/legal-entity/change/${otherId}`, { name: 'Mine' })).statusCode).toBe(
      404,
    );
    expect(
      (await call(otherAdmin, 'PATCH', `/legal-entity/change/${entityId}`, { name: 'Mine' })).statusCode,
    ).toBe(404);
    const taken = await call(otherAdmin, 'PATCH', `/legal-entity/change/${otherId}`, {
      type: 'company',
      tin: sberbank.tin,
    });
    expect(taken.statusCode).toBe(409);
    expect((await info(otherAdmin)).entity?.tin).toBe('500100732259');
  });
});
