import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OrderApi } from '../../src/domain/api/orders';
import type { ProjectApi, WorkspaceApi } from '../../src/domain/api/projects';
import { users } from '../../server/db/schema/users';
import type { EntityMembership, PartyDirectory } from '../../server/modules/contracts/index';
import { createTrack } from './library-fixtures';
import { startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const terms = { media: ['tv', 'internet'], territory: ['RU', 'KZ'], termMonths: 24, uses: 'many' };
export const ALL_RIGHTS = [1, 2, 3, 4, 5];

/** An entity for the in-test legal entities port. */
export function entity(name: string, tin: string): EntityMembership['entity'] {
  return {
    _id: crypto.randomUUID(),
    name,
    type: 'company',
    tin,
    address: `1 ${name} Street, Moscow`,
    signatoryName: `${name} Director`,
    signatoryPosition: 'General Director',
    bik: '044525225',
    bank: 'Sberbank',
    corrAccount: '30101810400000000225',
    account: '40702810938000000001',
  };
}

/**
 * The licensing world the contracts suites share: a customer team (creator, editor, a member, a viewer,
 * an editor without a company), two owners and an outsider with a company of their own; a project with
 * approved order lines of both owners; and an in-test legal entities port the tests may change.
 */
export async function contractsWorld(
  target: 'pglite' | 'postgres',
  options: { wired?: boolean; env?: Record<string, string> } = {},
) {
  const memberships = new Map<string, EntityMembership>();
  const parties: PartyDirectory = {
    forUser: async (userId) => memberships.get(userId) ?? null,
    get: async (entityId) =>
      [...memberships.values()].find((membership) => membership.entity._id === entityId)?.entity ?? null,
  };
  // The app's clock runs with the real one, moved ahead by `clock.advance` (past a signing code's wait).
  let ahead = 0;
  const clock = {
    now: () => new Date(Date.now() + ahead),
    advance: (ms: number) => void (ahead += ms),
  };
  // Wired: the app's own legal entities module answers, and the entities are created through its API.
  const t: TestApp = await startTestApp(
    target,
    { ...testEnv, ...options.env },
    options.wired ? { now: clock.now } : { parties, now: clock.now },
  );
  const user = (roles: ('customer' | 'owner')[] = ['customer']) => createTestUser(t.database, roles);
  const [creator, editor, member, viewer, companyless, outsider, ownerA, ownerB, ownerClerk] = [
    await user(),
    await user(),
    await user(),
    await user(),
    await user(),
    await user(),
    await user(['owner']),
    await user(['owner']),
    await user(['owner']),
  ];
  const customerEntity = entity('Night Ferry Films', '7707083893');
  const ownerEntity = entity('Aurora Records', '7736207543');
  memberships.set(creator.id, { entity: customerEntity, member: { role: 'main_admin', rights: ALL_RIGHTS } });
  memberships.set(editor.id, { entity: customerEntity, member: { role: 'editor', rights: [1, 2] } });
  memberships.set(ownerA.id, { entity: ownerEntity, member: { role: 'main_admin', rights: ALL_RIGHTS } });
  memberships.set(ownerClerk.id, { entity: ownerEntity, member: { role: 'manager', rights: [1] } });
  memberships.set(outsider.id, {
    entity: entity('Other Studio', '7728168971'),
    member: { role: 'main_admin', rights: ALL_RIGHTS },
  });

  const call = (who: TestUser, method: Method, url: string, payload?: object, language = 'en') =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...who.headers(), 'accept-language': language },
      ...(payload ? { payload } : {}),
    });
  const ok = async <T>(who: TestUser, method: Method, url: string, payload?: object): Promise<T> => {
    const res = await call(who, method, url, payload);
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as T;
  };
  const refused = async (
    who: TestUser,
    method: Method,
    url: string,
    payload: object | undefined,
    status: number,
  ) => {
    const res = await call(who, method, url, payload);
    if (res.statusCode !== status)
      throw new Error(`${method} ${url}: ${res.statusCode}, not ${status}: ${res.body}`);
    return res.json().message as string;
  };
  const emailOf = async (who: TestUser) =>
    (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, who.id)))[0]!.email;
  const addMember = async (projectId: string, who: TestUser, role: string) =>
    ok(creator, 'POST', `/project/add-member/${projectId}`, { email: await emailOf(who), role });

  if (options.wired)
    for (const [who, details] of [
      [creator, customerEntity],
      [ownerA, ownerEntity],
    ] as const) {
      const { _id: _, ...fields } = details;
      await ok(who, 'POST', '/legal-entity/create', { ...fields, account: '40702810638000000000' });
    }

  const tracks = {
    a1: await createTrack(t.database, ownerA.id, 'Aurora'),
    a2: await createTrack(t.database, ownerA.id, 'Amber'),
    a3: await createTrack(t.database, ownerA.id, 'Azure'),
    b1: await createTrack(t.database, ownerB.id, 'Basalt'),
    c1: await createTrack(t.database, ownerA.id, 'Cobalt'),
  };
  const project = await ok<ProjectApi>(creator, 'POST', '/project/create', {
    name: 'Night Ferry',
    type: 'film',
  });
  for (const [who, role] of [
    [editor, 'editor'],
    [companyless, 'editor'],
    [member, 'user'],
    [viewer, 'viewer'],
  ] as const)
    await addMember(project._id, who, role);
  const withEpisode = await ok<ProjectApi>(creator, 'POST', `/project/create-episode/${project._id}`, {
    number: 1,
    duration: '01:30:00',
  });
  const workspaceId = withEpisode.episodes[0]!.workspaceId!;
  const added = await ok<WorkspaceApi>(creator, 'PATCH', `/project/add-track/${project._id}`, {
    tracksId: Object.values(tracks).map((track) => track.id),
    projectWorkspaceId: workspaceId,
  });
  const entryOf = (trackId: string) => added.entries.find((entry) => entry.trackId === trackId)!._id;
  const entries = {
    a1: entryOf(tracks.a1.id),
    a2: entryOf(tracks.a2.id),
    a3: entryOf(tracks.a3.id),
    b1: entryOf(tracks.b1.id),
    c1: entryOf(tracks.c1.id),
  };
  const orders = await ok<OrderApi[]>(creator, 'POST', '/order/create', {
    projectId: project._id,
    entryIds: [entries.a1, entries.a2, entries.a3, entries.b1],
    terms,
  });
  const orderOf = (ownerId: string) => orders.find((order) => order.ownerId === ownerId)!._id;
  await ok(ownerA, 'PATCH', `/order/propose/${orderOf(ownerA.id)}`, {
    lines: [
      { entryId: entries.a1, price: 100_000_00, noVat: false, share: 100 },
      { entryId: entries.a2, price: 50_000_33, noVat: true, share: 50 },
      { entryId: entries.a3, price: 10_000_00, noVat: false, share: 100 },
    ],
  });
  await ok(creator, 'PATCH', `/order/approve/${orderOf(ownerA.id)}`, {
    entryIds: [entries.a1, entries.a2, entries.a3],
  });
  await ok(ownerB, 'PATCH', `/order/propose/${orderOf(ownerB.id)}`, {
    lines: [{ entryId: entries.b1, price: 7_000_00, noVat: false, share: 100 }],
  });
  await ok(creator, 'PATCH', `/order/approve/${orderOf(ownerB.id)}`, { entryIds: [entries.b1] });

  const entryStatus = async (id: string) =>
    (await ok<WorkspaceApi>(creator, 'GET', `/project/info-workspace/${workspaceId}`)).entries.find(
      (entry) => entry._id === id,
    )!.status;

  /**
   * Asks for a code as `who` and reads it from the body of the mail the loopback SMTP server received. When
   * the last code is too recent (429), the clock moves on by the wait the answer gives, and it asks again.
   */
  const mailedCode = async (who: TestUser, id: string, more?: string[]) => {
    const email = await emailOf(who);
    const seen = new Set(t.smtp.mails);
    const ask = () => call(who, 'POST', `/contract/sign-code/${id}`, more ? { ids: more } : undefined);
    let res = await ask();
    if (res.statusCode === 429) {
      clock.advance(Number(res.headers['retry-after']) * 1000);
      res = await ask();
    }
    if (res.statusCode !== 200) throw new Error(`sign-code ${id}: ${res.statusCode} ${res.body}`);
    const mail = await t.smtp.waitFor(email, (candidate) => !seen.has(candidate));
    return /: (\d{6})\b/.exec(mail.text)![1]!;
  };

  return {
    t,
    memberships,
    users: { creator, editor, member, viewer, companyless, outsider, ownerA, ownerB, ownerClerk },
    entities: { customerEntity, ownerEntity },
    project,
    workspaceId,
    entries,
    call,
    ok,
    refused,
    addMember,
    user,
    entryStatus,
    mailedCode,
    clock,
    emailOf,
  };
}
