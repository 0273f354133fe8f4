import { describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { orderQuery, ownerOrdersQuery, projectOrdersQuery, requestQueueQuery } from '../../src/db';
import type { OrderApi } from '../../src/domain/api/orders';
import type { ProjectApi, WorkspaceApi } from '../../src/domain/api/projects';
import type { LocalData } from '../../src/sync/local-data';
import { giveLegalEntity } from '../server/legal-entity-fixtures';
import { createTrack } from '../server/library-fixtures';
import { succeeded, syncSuite, type TestUser } from './support';

describe('orders replication against the real server (docs/licensing.md §3)', () => {
  // Three clients at once: only `orders`, well under RxDB's 13 (COL23).
  const suite = syncSuite(['orders']);
  const startClient = async (user: TestUser) => (await suite.startClient(user)).client;

  const resync = async (client: LocalData) => {
    client.replications.get('orders')!.state.reSync();
    await client.awaitInSync();
  };

  it("pulls each owner's orders with only their lines, the team's with all, and follows a proposal", async () => {
    const creator = await suite.server.createUser();
    const ownerA = await suite.server.createUser(['owner']);
    const ownerB = await suite.server.createUser(['owner']);
    await giveLegalEntity({ db: suite.server.db }, creator);
    const created = await suite.server.api(creator, 'POST', '/project/create', {
      name: 'Glass Harbour',
      type: 'film',
    });
    succeeded(created);
    const projectId = (created.body as ProjectApi)._id;
    const episode = await suite.server.api(creator, 'POST', `/project/create-episode/${projectId}`, {
      number: 1,
      duration: '01:30:00',
    });
    const workspaceId = (episode.body as ProjectApi).episodes[0]!.workspaceId!;
    const a = await createTrack({ db: suite.server.db }, ownerA.id, 'Anchor');
    const b = await createTrack({ db: suite.server.db }, ownerB.id, 'Beacon');
    const added = await suite.server.api(creator, 'PATCH', `/project/add-track/${projectId}`, {
      tracksId: [a.id, b.id],
      projectWorkspaceId: workspaceId,
    });
    succeeded(added);
    const entryIds = (added.body as WorkspaceApi).entries.map((entry) => entry._id);
    const made = await suite.server.api(creator, 'POST', '/order/create', {
      projectId,
      entryIds,
      terms: { media: ['cinema'], territory: 'world', termMonths: null, uses: 3 },
    });
    succeeded(made);
    const orders = made.body as OrderApi[];
    const orderA = orders.find((order) => order.ownerId === ownerA.id)!;

    const team = await startClient(creator);
    const clientA = await startClient(ownerA);
    const clientB = await startClient(ownerB);
    expect(
      (await firstValueFrom(projectOrdersQuery(team.db, projectId))).map((order) => order.id).sort(),
    ).toEqual(orders.map((order) => order._id).sort());
    const queueA = await firstValueFrom(requestQueueQuery(clientA.db, ownerA.id));
    expect(queueA.map(({ line, order }) => [line.trackTitle, order.projectName, order.terms])).toEqual([
      ['Anchor', 'Glass Harbour', { media: ['cinema'], territory: ['world'], termMonths: null, uses: 3 }],
    ]);
    const inB = await firstValueFrom(ownerOrdersQuery(clientB.db, ownerB.id));
    expect(inB.flatMap((order) => order.lines.map((line) => line.trackTitle))).toEqual(['Beacon']);
    expect(await firstValueFrom(orderQuery(clientB.db, orderA._id))).toBeNull();

    succeeded(
      await suite.server.api(ownerA, 'PATCH', `/order/propose/${orderA._id}`, {
        lines: [{ entryId: orderA.lines[0]!.entryId, price: 150_00, share: 100 }],
        version: 0,
      }),
    );
    await resync(team);
    const seen = await firstValueFrom(orderQuery(team.db, orderA._id));
    expect(seen).toMatchObject({ status: 'pending', version: 1 });
    expect(seen!.lines[0]).toMatchObject({ price: 150_00, priceWithVat: 183_00, status: 'proposed' });
  });
});
