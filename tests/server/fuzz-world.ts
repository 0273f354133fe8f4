import { threadId } from '../../src/domain/chat';
import { syncCollections } from '../../src/domain/sync-rules';
import { createAccessTokens } from '../../server/modules/auth/session';
import { eq } from 'drizzle-orm';
import { tracks as trackRows } from '../../server/db/schema/catalog';
import { contractsWorld } from './contracts-fixtures';
import { FORM_TYPE, formPayload } from './support/fuzz-requests';
import { openTestSession } from './support/sessions';
import { createTestUser, TEST_AUTH_SECRET, type TestUser } from './sync-fixtures';

/** The callers the fuzz suite sends each input as (issue 24 §5). */
export const fuzzRoles = ['anonymous', 'customer', 'owner', 'admin', 'outsider'] as const;
export type FuzzRole = (typeof fuzzRoles)[number];

const tokens = createAccessTokens(new TextEncoder().encode(TEST_AUTH_SECRET));

type Json = Record<string, unknown>;

/**
 * The licensing world of the contracts suites (tests/server/contracts-fixtures.ts, its legal entities
 * wired) plus an admin, a user the admin may block, and one of each object an operation names (a scene, a
 * compilation, a task, a playlist, a contract, a chat message): their ids are what the fuzzed requests
 * carry, so the handlers go past 404 into their logic.
 */
export async function fuzzWorld(target: 'pglite' | 'postgres') {
  const w = await contractsWorld(target, { wired: true });
  const { creator, ownerA, outsider } = w.users;
  const admin = await createTestUser(w.t.database, ['admin']);
  const victim = await w.user();
  const id = async (who: TestUser, method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) => {
    const res = await w.call(who, method, url, payload);
    return res.statusCode < 300 ? (res.json() as Json) : undefined;
  };
  const project = w.project._id;
  const info = (await id(creator, 'GET', `/project/info-project/${project}`)) as {
    episodes: { _id: string; workspaceId: string }[];
  };
  const episode = info.episodes[0]!;
  const workspace = (await id(creator, 'GET', `/project/info-workspace/${episode.workspaceId}`)) as {
    entries: { trackId: string }[];
  };
  const scene = await id(creator, 'POST', `/project/create-scene/${episode.workspaceId}`, {
    description: 'Storm',
    sceneType: 'featured',
    start: '00:01:00',
    end: '00:02:00',
  });
  const compilation = await id(creator, 'POST', `/project/create-compilation/${project}`, { name: 'Mix' });
  const task = await id(creator, 'POST', '/task/create', { ownerId: ownerA.id, title: 'Main theme' });
  const playlist = await id(creator, 'POST', '/playlist/create', { name: 'Fuzz' });
  const [contract] = (await w.ok<Json[]>(creator, 'POST', '/contract/create', {
    projectId: project,
    entryIds: [w.entries.a1],
  })) as (Json | undefined)[];
  const orders = (await id(creator, 'GET', '/order/info')) as { data: { _id: string }[] };
  const notices = (await id(ownerA, 'GET', '/notifications/info')) as
    { data?: { _id: string }[] } | undefined;
  const entity = (await id(creator, 'GET', '/legal-entity/info')) as { entity: { _id: string } };
  const album = await w.t.app.inject({
    method: 'POST',
    url: '/api/album/create',
    headers: { ...ownerA.headers('owner'), 'content-type': FORM_TYPE },
    payload: formPayload({ title: 'Fuzz album', artist: 'Fuzz band' }),
  });
  const albumId = album.statusCode === 201 ? [(album.json() as { _id: string })._id] : [];
  const artistIds = (
    await w.t.database.db
      .select({ id: trackRows.mainArtistId })
      .from(trackRows)
      .where(eq(trackRows.ownerId, ownerA.id))
  ).map((row) => row.id);
  const teamThread = threadId(project, null);
  const message = await id(creator, 'POST', `/chat/send/${teamThread}`, { text: 'Hello' });

  const idsOf = (...values: (Json | undefined)[]) =>
    values.map((value) => value?._id).filter((value): value is string => typeof value === 'string');
  const tracks = [...new Set(workspace.entries.map((entry) => entry.trackId))];
  const scenes = (scene as { scenes?: { _id: string }[] } | undefined)?.scenes?.map((s) => s._id) ?? [];
  const orderIds = orders.data.map((order) => order._id);
  const entityId = entity.entity._id;
  /** Real ids by the name of the field or path parameter carrying them. */
  const byName: Record<string, string[]> = {
    collection: [...syncCollections],
    projectId: [project],
    workspaceId: [episode.workspaceId],
    projectWorkspaceId: [episode.workspaceId],
    episodeId: [episode._id],
    sceneId: scenes,
    compilationId: idsOf(compilation),
    threadId: [teamThread, threadId(project, ownerA.id)],
    orderId: orderIds,
    contractId: idsOf(contract),
    entryId: Object.values(w.entries),
    trackId: tracks,
    tracksId: tracks,
    ownerId: [ownerA.id],
    userId: [outsider.id, w.users.editor.id, victim.id],
    ids: idsOf(contract),
  };
  /** Real ids for a path's `{id}`, by what the path is about. */
  const byPath: [RegExp, string[]][] = [
    [/workspace|cue-sheet/, [episode.workspaceId]],
    [/\/project\//, [project]],
    [/\/order\//, orderIds],
    [/\/contract\/|\/payment\//, idsOf(contract)],
    [/\/legal-entity\//, [entityId]],
    [/\/admin\/users\//, [victim.id]],
    [/\/admin\/tracks\/|\/track\/|favorite-tracks/, tracks],
    [/\/admin\/companies\//, [entityId]],
    [/\/album\//, albumId],
    [/\/artist\//, artistIds],
    [/\/playlist\//, idsOf(playlist)],
    [/\/notifications\//, idsOf(...(notices?.data ?? []))],
    [/\/task\//, idsOf(task)],
  ];
  const everyId = [
    ...new Set([...Object.values(byName).flat(), ...byPath.flatMap(([, ids]) => ids), ...idsOf(message)]),
  ].filter((value) => !(syncCollections as readonly string[]).includes(value));
  /** The ids of one operation's fields and parameters (tests/server/support/fuzz-inputs.ts `IdsFor`). */
  const idsFor =
    (path: string) =>
    (name: string): readonly string[] => {
      if (name === '*') return everyId;
      if (name === 'id') return byPath.find(([pattern]) => pattern.test(path))?.[1] ?? everyId;
      return byName[name] ?? byName[name.replace(/s$/, '')] ?? [];
    };

  const people: Record<Exclude<FuzzRole, 'anonymous'>, { user: TestUser; profile: string }> = {
    customer: { user: creator, profile: 'customer' },
    owner: { user: ownerA, profile: 'owner' },
    admin: { user: admin, profile: 'admin' },
    outsider: { user: outsider, profile: 'customer' },
  };
  /**
   * A role's headers with a session of its own, new for each operation: a fuzzed logout or password
   * change ends a session, never the next operation's.
   */
  const headersOf = async (role: FuzzRole): Promise<Record<string, string>> => {
    if (role === 'anonymous') return { 'x-user-profile': 'customer' };
    const { user, profile } = people[role];
    const { cookie } = await openTestSession(w.t.database.db, tokens, { id: user.id, roles: user.roles });
    return { cookie, 'x-user-profile': profile };
  };
  return { w, t: w.t, idsFor, headersOf };
}

export type FuzzWorld = Awaited<ReturnType<typeof fuzzWorld>>;
