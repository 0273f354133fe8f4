import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractApi } from '../../src/domain/api/contracts';
import type { PaymentPage } from '../../src/domain/api/contracts-payments';
import { threadId } from '../../src/domain/chat';
import { syncCollections, type SyncCollection } from '../../src/domain/sync-protocol';
import { tasks } from '../../server/db/schema/tasks';
import { favouritesService } from '../../server/modules/library/favourites.service';
import { listensRepository } from '../../server/modules/library/listens.repository';
import { playlistsService } from '../../server/modules/library/playlists.service';
import { notificationService } from '../../server/modules/notifications/notifications.service';
import { createReplicatedCollections } from '../../server/sync/collections';
import { pullDocuments } from '../../server/sync/pull';
import { fakeFavouritesStore, fakeNotificationsStore, fakePlaylists } from './support/fakes';
import { contractsWorld } from './contracts-fixtures';
import { createTrack } from './library-fixtures';
import { databaseTargets } from './support/harness';
import { createTestUser, seedNotifications, type TestUser } from './sync-fixtures';

type World = Awaited<ReturnType<typeof contractsWorld>>;

/**
 * The collection registry as the sync routes serve it, for `pullDocuments` itself: pull reads only each
 * collection's table, visibility and documents, so the services its pushes would call are stand-ins.
 */
function registry() {
  const playlists = playlistsService({
    ...fakePlaylists(new Set()).store,
    covers: { save: async () => '', remove: async () => undefined },
  });
  const notifications = notificationService(fakeNotificationsStore([]).store, () => new Date());
  const favourites = favouritesService({
    store: fakeFavouritesStore(new Set()).store,
    now: () => new Date(),
  });
  const chat = {
    applyCreate: async () => {
      throw new Error('not pushed to in this test');
    },
  };
  return createReplicatedCollections({ playlists, notifications, favourites, chat });
}
type Doc = Record<string, unknown> & { id: string; seq: number; _deleted: boolean };

/**
 * How a document of a collection leaves a user's view through the product's own operations: `show` makes
 * one the viewer sees and answers its id; `withdraw` takes it away (removal from the project, another
 * owner's thread, deletion) and goes on writing to it where the product can, with `marker` in the text.
 */
interface WithdrawalCase {
  viewer(): TestUser;
  show(): Promise<string>;
  withdraw(id: string): Promise<void>;
  /** A text written to the document (or beside it) after it left the viewer's view. */
  marker?: string;
}

/**
 * server/sync/README.md, "Rules"; src/sync/SPEC.md rule 6 (issue 24 §1): a document that left a user's
 * view — deleted, or no longer visible — reaches that user as its id, seq and `_deleted` only, from
 * checkpoint 0 and from the last checkpoint alike, for every replicated collection.
 */
describe.each(databaseTargets)('withdrawn documents carry nothing of themselves on %s', (target) => {
  let w: World;
  /** The project member removed from the project, and the member who becomes one of its owners. */
  let leaver: TestUser;
  let composer: TestUser;
  let admin: TestUser;
  let contract: ContractApi;

  const pull = async (who: TestUser, collection: SyncCollection, from: number) => {
    const documents: Doc[] = [];
    const bodies: string[] = [];
    for (let checkpoint = from; ;) {
      const res = await w.call(who, 'GET', `/sync/${collection}/pull?checkpoint=${checkpoint}&limit=1000`);
      expect(res.statusCode, res.body).toBe(200);
      bodies.push(res.body);
      const page = res.json() as { documents: Doc[]; checkpoint: { seq: number } };
      documents.push(...page.documents);
      checkpoint = page.checkpoint.seq;
      if (page.documents.length < 1000) return { documents, checkpoint, body: bodies.join('\n') };
    }
  };
  const workspaceId = async () => {
    const { documents } = await pull(w.users.creator, 'workspaces', 0);
    return documents.find((doc) => doc.projectId === w.project._id && !doc._deleted)!.id;
  };
  const removeLeaver = () =>
    w.ok(w.users.creator, 'DELETE', `/project/remove-member/${w.project._id}`, { userId: leaver.id });

  /**
   * A document of the world's project that `leaver` loses with it (back in the project first, when an
   * earlier case removed them), and what goes on after.
   */
  const projectCase = (show: () => Promise<string>, after?: () => Promise<unknown>): WithdrawalCase => ({
    viewer: () => leaver,
    show: async () => {
      await w.addMember(w.project._id, leaver, 'editor').catch(() => undefined);
      return show();
    },
    withdraw: async () => {
      await removeLeaver();
      await after?.();
    },
  });
  /** A request that succeeds, whatever it answers. */
  const done = async (who: TestUser, method: 'DELETE', url: string) => {
    const res = await w.call(who, method, url);
    expect(res.statusCode, res.body).toBeLessThan(300);
  };
  const ownerBThread = () => threadId(w.project._id, w.users.ownerB.id);

  const cases: Record<SyncCollection, WithdrawalCase> = {
    notifications: {
      viewer: () => leaver,
      show: async () => (await seedNotifications(w.t.database, leaver.id, 1))[0]!.id,
      withdraw: (id) => done(admin, 'DELETE', `/admin/notifications/${id}`),
    },
    tracks: {
      viewer: () => w.users.ownerA,
      show: async () => (await createTrack(w.t.database, w.users.ownerA.id, 'Withdrawn tune')).id,
      withdraw: (id) => done(w.users.ownerA, 'DELETE', `/track/delete/${id}`),
    },
    favourites: {
      viewer: () => w.users.creator,
      show: async () => {
        const track = await createTrack(w.t.database, w.users.ownerB.id);
        await w.ok(w.users.creator, 'PATCH', `/user/favorite-tracks/${track.id}`);
        const { documents } = await pull(w.users.creator, 'favourites', 0);
        return documents.find((doc) => doc.trackId === track.id)!.id;
      },
      withdraw: async (id) => {
        const { documents } = await pull(w.users.creator, 'favourites', 0);
        const trackId = documents.find((doc) => doc.id === id)!.trackId as string;
        await done(w.users.creator, 'DELETE', `/user/favorite-tracks/${trackId}`);
      },
    },
    history: {
      viewer: () => w.users.creator,
      show: async () => {
        const track = await createTrack(w.t.database, w.users.ownerB.id);
        return (await listensRepository(w.t.database.db).record(listenOf(w.users.creator, track.id))).row.id;
      },
      // A newer listen pushes it out of a history that keeps one (HISTORY_LIMIT in the product).
      withdraw: async () => {
        const track = await createTrack(w.t.database, w.users.ownerB.id);
        await listensRepository(w.t.database.db).record(listenOf(w.users.creator, track.id));
      },
    },
    playlists: {
      viewer: () => w.users.creator,
      show: async () =>
        (await w.ok<{ _id: string }>(w.users.creator, 'POST', '/playlist/create', { name: 'Cues to drop' }))
          ._id,
      withdraw: (id) => done(w.users.creator, 'DELETE', `/playlist/delete/${id}`),
    },
    projects: projectCase(async () => w.project._id),
    workspaces: projectCase(workspaceId),
    orders: projectCase(async () => {
      const { documents } = await pull(leaver, 'orders', 0);
      return documents.find((doc) => doc.ownerId === w.users.ownerA.id && !doc._deleted)!.id;
    }),
    tasks: {
      viewer: () => w.users.creator,
      show: async () =>
        (
          await w.ok<{ _id: string }>(w.users.creator, 'POST', '/task/create', {
            ownerId: w.users.ownerA.id,
            title: 'Foghorn',
          })
        )._id,
      // No command withdraws a task yet: the row is soft-deleted as one would, through its trigger.
      withdraw: async (id) => {
        await w.t.database.db
          .update(tasks)
          .set({ deleted: true, title: 'Renamed after deletion' })
          .where(eq(tasks.id, id));
      },
      marker: 'Renamed after deletion',
    },
    messages: {
      viewer: () => composer,
      show: async () => {
        await w.ok(w.users.ownerB, 'GET', `/chat/threads/${w.project._id}`);
        return (
          await w.ok<{ _id: string }>(w.users.ownerB, 'POST', `/chat/send/${ownerBThread()}`, {
            text: 'Basalt terms',
          })
        )._id;
      },
      // The composer places a track of their own: owner B's thread is no longer theirs to read.
      withdraw: async () => {
        const track = await createTrack(w.t.database, composer.id, 'Winch');
        await w.ok(w.users.creator, 'PATCH', `/project/add-track/${w.project._id}`, {
          tracksId: [track.id],
          projectWorkspaceId: await workspaceId(),
        });
        await w.ok(w.users.ownerB, 'POST', `/chat/send/${ownerBThread()}`, { text: 'Secret after the move' });
      },
      marker: 'Secret after the move',
    },
    documents: projectCase(async () => contract._id),
    payments: projectCase(
      async () =>
        (await w.ok<PaymentPage>(w.users.creator, 'GET', '/payment/info?role=customer')).data[0]!._id,
      async () => {
        const invoice = (await w.ok<PaymentPage>(w.users.ownerA, 'GET', '/payment/info?role=owner')).data[0]!;
        await w.ok(w.users.ownerA, 'PATCH', `/payment/confirm/${invoice._id}`);
      },
    ),
  };

  const listenOf = (who: TestUser, trackId: string) => ({
    userId: who.id,
    trackId,
    at: new Date(),
    repeatSince: new Date(0),
    keep: 1,
  });

  beforeAll(async () => {
    w = await contractsWorld(target);
    admin = await createTestUser(w.t.database, ['admin']);
    leaver = await w.user();
    composer = await createTestUser(w.t.database, ['owner', 'customer']);
    await w.addMember(w.project._id, leaver, 'editor');
    await w.addMember(w.project._id, composer, 'editor');
    const made = await w.ok<ContractApi[]>(w.users.creator, 'POST', '/contract/create', {
      projectId: w.project._id,
      entryIds: [w.entries.a1],
    });
    contract = made[0]!;
    // Signed by both sides, the contract issues its invoice (docs/licensing.md §6).
    for (const who of [w.users.ownerA, w.users.creator])
      contract = await w.ok<ContractApi>(who, 'POST', `/contract/sign/${contract._id}`, {
        code: await w.mailedCode(who, contract._id),
        sha256: contract.sha256,
      });
    expect(contract.status).toBe('signed_completed');
  }, 90_000);
  afterAll(() => w?.t.close());

  const collections = registry();

  it('has a case for every replicated collection', () => {
    expect(Object.keys(cases).sort()).toEqual([...syncCollections].sort());
    expect(Object.keys(collections).sort()).toEqual([...syncCollections].sort());
  });

  it.each([...syncCollections])(
    '%s: a withdrawn document is its id, seq and _deleted, nothing else',
    async (name) => {
      const { viewer, show, withdraw, marker } = cases[name];
      const id = await show();
      // On a loaded PostgreSQL the pull may hold back a seq still being committed: wait for the document.
      await expect
        .poll(async () => (await pull(viewer(), name, 0)).documents.some((doc) => doc.id === id), {
          timeout: 15_000,
        })
        .toBe(true);
      const before = await pull(viewer(), name, 0);
      expect(
        before.documents.find((doc) => doc.id === id),
        `${name} is seen first`,
      ).toMatchObject({ _deleted: false });
      await withdraw(id);
      // The same for the withdrawal.
      await expect
        .poll(async () =>
          (await pull(viewer(), name, before.checkpoint)).documents.some((doc) => doc.id === id),
        )
        .toBe(true);
      for (const from of [0, before.checkpoint]) {
        await expect
          .poll(async () => (await pull(viewer(), name, from)).documents.some((doc) => doc.id === id), {
            timeout: 15_000,
          })
          .toBe(true);
        const after = await pull(viewer(), name, from);
        // Pull itself too, before the route's response schema has a say.
        const direct = await pullDocuments(w.t.database.db, collections[name], viewer().id, from, 1000);
        for (const [how, documents] of [
          ['route', after.documents],
          ['pullDocuments', direct.documents as Doc[]],
        ] as const) {
          const withdrawn = documents.filter((doc) => doc.id === id);
          expect(withdrawn, `${name} by ${how} from ${from}`).toEqual([
            { id, seq: expect.any(Number), _deleted: true },
          ]);
          expect(withdrawn[0]!.seq).toBeGreaterThan(before.checkpoint);
          if (marker) expect(JSON.stringify(documents)).not.toContain(marker);
        }
        if (marker) expect(after.body).not.toContain(marker);
      }
    },
  );
});
