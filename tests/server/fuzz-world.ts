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

type World = Awaited<ReturnType<typeof contractsWorld>>;

const idsOf = (...values: (Json | undefined)[]) =>
  values.map((value) => value?._id).filter((value): value is string => typeof value === 'string');

/** A request's answer when it succeeded. */
const answer = async (w: World, who: TestUser, method: 'POST' | 'GET', url: string, payload?: object) => {
  const res = await w.call(who, method, url, payload);
  return res.statusCode < 300 ? (res.json() as Json) : undefined;
};

/**
 * A contract signed by both and a supplement changing its terms, its price awaiting the owner: the ids
 * the price operations (docs/decisions/0053) are fuzzed with, so they reach past their 409.
 */
async function changeSupplement(w: World) {
  const { creator, ownerA } = w.users;
  const [draft] = await w.ok<Json[]>(creator, 'POST', '/contract/create', {
    projectId: w.project._id,
    entryIds: [w.entries.a2],
  });
  let signed = draft!;
  for (const who of [ownerA, creator])
    signed = await w.ok<Json>(who, 'POST', `/contract/sign/${String(signed._id)}`, {
      code: await w.mailedCode(who, String(signed._id)),
      sha256: signed.sha256,
    });
  const terms = { media: ['tv', 'cinema'], territory: 'world', termMonths: 60, uses: 'many' };
  return w.ok<Json>(creator, 'POST', `/contract/create-supplement/${String(signed._id)}`, {
    changes: [{ entryId: w.entries.a2, terms }],
  });
}

/** The project's objects: its episode's workspace and tracks, a scene, a compilation, the orders, a contract. */
async function projectObjects(w: World) {
  const { creator } = w.users;
  const project = w.project._id;
  const info = (await answer(w, creator, 'GET', `/project/info-project/${project}`)) as {
    episodes: { _id: string; workspaceId: string }[];
  };
  const episode = info.episodes[0]!;
  const workspace = (await answer(w, creator, 'GET', `/project/info-workspace/${episode.workspaceId}`)) as {
    entries: { trackId: string }[];
  };
  const scene = (await answer(w, creator, 'POST', `/project/create-scene/${episode.workspaceId}`, {
    description: 'Storm',
    sceneType: 'featured',
    start: '00:01:00',
    end: '00:02:00',
  })) as { scenes?: { _id: string }[] } | undefined;
  const compilation = await answer(w, creator, 'POST', `/project/create-compilation/${project}`, {
    name: 'Mix',
  });
  const [contract] = await w.ok<Json[]>(creator, 'POST', '/contract/create', {
    projectId: project,
    entryIds: [w.entries.a1],
  });
  const orders = (await answer(w, creator, 'GET', '/order/info')) as { data: { _id: string }[] };
  return {
    project,
    episode: episode._id,
    workspace: episode.workspaceId,
    tracks: [...new Set(workspace.entries.map((entry) => entry.trackId))],
    scenes: scene?.scenes?.map((row) => row._id) ?? [],
    compilations: idsOf(compilation),
    contracts: idsOf(contract, await changeSupplement(w)),
    orders: orders.data.map((order) => order._id),
  };
}

/** Everyone's other objects: a task, a playlist, notifications, the company, an album, artists, a message. */
async function otherObjects(w: World) {
  const { creator, ownerA } = w.users;
  const task = await answer(w, creator, 'POST', '/task/create', { ownerId: ownerA.id, title: 'Main theme' });
  const playlist = await answer(w, creator, 'POST', '/playlist/create', { name: 'Fuzz' });
  const notices = (await answer(w, ownerA, 'GET', '/notifications/info')) as { data?: Json[] } | undefined;
  const entity = (await answer(w, creator, 'GET', '/legal-entity/info')) as { entity: { _id: string } };
  const album = await w.t.app.inject({
    method: 'POST',
    url: '/api/album/create',
    headers: { ...ownerA.headers('owner'), 'content-type': FORM_TYPE },
    payload: formPayload({ title: 'Fuzz album', artist: 'Fuzz band' }),
  });
  const artists = await w.t.database.db
    .select({ id: trackRows.mainArtistId })
    .from(trackRows)
    .where(eq(trackRows.ownerId, ownerA.id));
  const message = await answer(w, creator, 'POST', `/chat/send/${threadId(w.project._id, null)}`, {
    text: 'Hello',
  });
  return {
    tasks: idsOf(task),
    playlists: idsOf(playlist),
    notifications: idsOf(...(notices?.data ?? [])),
    entity: entity.entity._id,
    albums: album.statusCode === 201 ? idsOf(album.json() as Json) : [],
    artists: artists.map((row) => row.id).filter((id): id is string => typeof id === 'string'),
    messages: idsOf(message),
  };
}

type Objects = Awaited<ReturnType<typeof projectObjects>> & Awaited<ReturnType<typeof otherObjects>>;

/**
 * The ids of one operation's fields and parameters (tests/server/support/fuzz-inputs.ts `IdsFor`): by the
 * field's name, a path's `{id}` by what the path is about, every id for `*`.
 */
function idLookup(w: World, o: Objects, victim: TestUser) {
  const { ownerA, outsider, editor } = w.users;
  const byName: Record<string, string[]> = {
    collection: [...syncCollections],
    projectId: [o.project],
    workspaceId: [o.workspace],
    projectWorkspaceId: [o.workspace],
    episodeId: [o.episode],
    sceneId: o.scenes,
    compilationId: o.compilations,
    threadId: [threadId(o.project, null), threadId(o.project, ownerA.id)],
    orderId: o.orders,
    contractId: o.contracts,
    entryId: Object.values(w.entries),
    trackId: o.tracks,
    tracksId: o.tracks,
    ownerId: [ownerA.id],
    userId: [outsider.id, editor.id, victim.id],
    ids: o.contracts,
  };
  const byPath: [RegExp, string[]][] = [
    [/workspace|cue-sheet/, [o.workspace]],
    [/\/project\//, [o.project]],
    [/\/order\//, o.orders],
    [/\/contract\/|\/payment\//, o.contracts],
    [/\/legal-entity\/|\/admin\/companies\//, [o.entity]],
    [/\/admin\/users\//, [victim.id]],
    [/\/admin\/tracks\/|\/track\/|favorite-tracks/, o.tracks],
    [/\/album\//, o.albums],
    [/\/artist\//, o.artists],
    [/\/playlist\//, o.playlists],
    [/\/notifications\//, o.notifications],
    [/\/task\//, o.tasks],
  ];
  const everyId = [
    ...new Set([...Object.values(byName).flat(), ...byPath.flatMap(([, ids]) => ids), ...o.messages]),
  ].filter((value) => !(syncCollections as readonly string[]).includes(value));
  return (path: string) =>
    (name: string): readonly string[] => {
      if (name === '*') return everyId;
      if (name === 'id') return byPath.find(([pattern]) => pattern.test(path))?.[1] ?? everyId;
      return byName[name] ?? byName[name.replace(/s$/, '')] ?? [];
    };
}

/**
 * The licensing world of the contracts suites (tests/server/contracts-fixtures.ts, its legal entities
 * wired) plus an admin, a user the admin may block, and one of each object an operation names: their ids
 * are what the fuzzed requests carry, so the handlers go past 404 into their logic.
 */
export async function fuzzWorld(target: 'pglite' | 'postgres') {
  const w = await contractsWorld(target, { wired: true });
  const admin = await createTestUser(w.t.database, ['admin']);
  const victim = await w.user();
  const objects = { ...(await projectObjects(w)), ...(await otherObjects(w)) };
  const people: Record<Exclude<FuzzRole, 'anonymous'>, { user: TestUser; profile: string }> = {
    customer: { user: w.users.creator, profile: 'customer' },
    owner: { user: w.users.ownerA, profile: 'owner' },
    admin: { user: admin, profile: 'admin' },
    outsider: { user: w.users.outsider, profile: 'customer' },
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
  return { t: w.t, idsFor: idLookup(w, objects, victim), headersOf };
}

export type FuzzWorld = Awaited<ReturnType<typeof fuzzWorld>>;
