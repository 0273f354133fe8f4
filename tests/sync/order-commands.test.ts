import { describe, expect, it } from 'vitest';
import type { OrderApi } from '../../src/domain/api/orders';
import type { ProjectApi, WorkspaceApi } from '../../src/domain/api/projects';
import type { AccountRole } from '../../src/domain/roles';
import { createApiClient, isApiError, type ApiClient } from '../../src/sync/api-client';
import type { LocalData } from '../../src/sync/local-data';
import { approveProposal, requestLicences } from '../../src/sync/orders/orders-commands';
import { proposeOrderLines } from '../../src/sync/orders/orders-api';
import { giveLegalEntity } from '../server/legal-entity-fixtures';
import { createTrack } from '../server/library-fixtures';
import { succeeded, syncSuite, type SyncServer, type TestUser } from './support';

function apiFor(server: SyncServer, user: TestUser, role: AccountRole): ApiClient {
  return createApiClient({
    baseUrl: `${server.baseUrl}/api`,
    getLanguage: () => 'en',
    getRole: () => role,
    onLoggedOut: () => undefined,
    fetch: (input, init) => {
      const request = new Request(input, init);
      request.headers.set('cookie', user.cookie);
      return fetch(request);
    },
  });
}

const stored = async (client: LocalData, id: string) => (await client.db.orders.findOne(id).exec())?.toJSON();

/**
 * docs/architecture.md "Commands": an order command writes the order it answers into the local `orders`
 * collection, and a 409 the order as it now is. The clients' sockets never connect (no sync hint) and no
 * test re-syncs after a command, so what a client holds after one is what the command wrote.
 */
describe('order commands write their answer into orders, against the real server', () => {
  const suite = syncSuite(['orders']);

  /** A project of `team` with one entry of a track of `owner`, requested through the team's client. */
  async function requested(team: TestUser, owner: TestUser, teamClient: LocalData) {
    const { server } = suite;
    await giveLegalEntity({ db: server.db }, team);
    const created = await server.api(team, 'POST', '/project/create', { name: 'Salt Road', type: 'film' });
    succeeded(created);
    const projectId = (created.body as ProjectApi)._id;
    const episode = await server.api(team, 'POST', `/project/create-episode/${projectId}`, {
      number: 1,
      duration: '01:00:00',
    });
    const workspaceId = (episode.body as ProjectApi).episodes[0]!.workspaceId!;
    const track = await createTrack({ db: server.db }, owner.id, 'Lantern');
    const added = await server.api(team, 'PATCH', `/project/add-track/${projectId}`, {
      tracksId: [track.id],
      projectWorkspaceId: workspaceId,
    });
    succeeded(added);
    const entryId = (added.body as WorkspaceApi).entries[0]!._id;
    const orders = await requestLicences(
      apiFor(server, team, 'customer'),
      {
        projectId,
        entryIds: [entryId],
        terms: { media: ['cinema'], territory: 'world', termMonths: 12, uses: 'many' },
      },
      teamClient.db,
    );
    return { order: orders[0]!, entryId };
  }

  it('writes the request and the proposal it answers, each on its own client, without a pull', async () => {
    const team = await suite.server.createUser();
    const owner = await suite.server.createUser(['owner']);
    const teamClient = (await suite.startClient(team)).client;
    const ownerClient = (await suite.startClient(owner)).client;
    const { order, entryId } = await requested(team, owner, teamClient);
    expect(await stored(teamClient, order.id)).toMatchObject({
      status: 'requested',
      version: 0,
      terms: { media: ['cinema'], territory: ['world'], termMonths: 12, uses: null },
    });
    expect(await stored(ownerClient, order.id)).toBeUndefined();

    const proposed = await proposeOrderLines(
      apiFor(suite.server, owner, 'owner'),
      order.id,
      { lines: [{ entryId, price: 120_000, share: 100 }], comment: 'For the festival cut', version: 0 },
      ownerClient.db,
    );
    const held = await stored(ownerClient, order.id);
    expect(held).toMatchObject({
      status: 'pending',
      version: proposed.version,
      proposalComment: 'For the festival cut',
    });
    expect(held!.lines[0]).toMatchObject({
      price: 120_000,
      priceWithVat: 146_400,
      share: 100,
      status: 'proposed',
    });
    // The team's client still holds the request until its pull: only the command's own client is written.
    expect(await stored(teamClient, order.id)).toMatchObject({ status: 'requested', version: 0 });

    // The pull still replaces what a command wrote (SPEC rule 16): the same order, with the server's seq.
    for (const client of [ownerClient, teamClient]) {
      client.replications.get('orders')!.state.reSync();
      await client.awaitInSync();
    }
    const pulled = await stored(ownerClient, order.id);
    expect(pulled).toMatchObject({ status: 'pending', version: proposed.version });
    expect(pulled!.seq).toBeGreaterThan(0);
    expect(await stored(teamClient, order.id)).toMatchObject({
      status: 'pending',
      version: proposed.version,
    });
  });

  it('on a 409 writes the order as it now is, on the owner’s side and the team’s alike', async () => {
    const team = await suite.server.createUser();
    const owner = await suite.server.createUser(['owner']);
    const teamClient = (await suite.startClient(team)).client;
    const ownerClient = (await suite.startClient(owner)).client;
    const { order, entryId } = await requested(team, owner, teamClient);
    const ownerApi = apiFor(suite.server, owner, 'owner');
    // The owner proposes from another tab: neither client has seen it.
    succeeded(
      await suite.server.api(owner, 'PATCH', `/order/propose/${order.id}`, {
        lines: [{ entryId, price: 90_000, share: 100 }],
        version: 0,
      }),
    );

    // The owner's client proposes from the version it holds (0): refused, and the current order written.
    const ownerRefusal = await proposeOrderLines(
      ownerApi,
      order.id,
      { lines: [{ entryId, price: 95_000, share: 100 }], version: 0 },
      ownerClient.db,
    ).catch((error: unknown) => error);
    expect(isApiError(ownerRefusal) && ownerRefusal.status).toBe(409);
    expect(isApiError(ownerRefusal) && ownerRefusal.text).toBe(
      'The proposal was changed in the meantime. Review the current version and send again.',
    );
    const ownerHeld = await stored(ownerClient, order.id);
    expect(ownerHeld).toMatchObject({ status: 'pending', version: 1 });
    expect(ownerHeld!.lines[0]).toMatchObject({ price: 90_000, status: 'proposed' });

    // The team approves from the request it holds (version 0): refused alike, and the proposal written.
    const teamRefusal = await approveProposal(
      apiFor(suite.server, team, 'customer'),
      order.id,
      [entryId],
      0,
      teamClient.db,
    ).catch((error: unknown) => error);
    expect(isApiError(teamRefusal) && teamRefusal.status).toBe(409);
    const teamHeld = await stored(teamClient, order.id);
    expect(teamHeld).toMatchObject({ status: 'pending', version: 1 });
    expect(teamHeld!.lines[0]).toMatchObject({ price: 90_000, priceWithVat: 109_800 });

    // Sent again from what the 409 wrote, the approval goes through and is written too.
    const approved = await approveProposal(
      apiFor(suite.server, team, 'customer'),
      order.id,
      [entryId],
      teamHeld!.version,
      teamClient.db,
    );
    expect(await stored(teamClient, order.id)).toMatchObject({
      status: 'approved',
      version: approved.version,
    });
  });

  it('keeps a newer order the collection already holds over an older answer', async () => {
    const team = await suite.server.createUser();
    const owner = await suite.server.createUser(['owner']);
    const teamClient = (await suite.startClient(team)).client;
    const { order } = await requested(team, owner, teamClient);
    const answer = (await suite.server.api(team, 'GET', `/order/info-order/${order.id}`)).body as OrderApi;
    expect(answer.version).toBe(0);
    const held = await teamClient.db.orders.findOne(order.id).exec();
    await held!.incrementalPatch({ version: 7, comment: 'pulled later' });
    const { writeOrderAnswers } = await import('../../src/db');
    const { toLocalIds } = await import('../../src/domain/api-ids');
    await writeOrderAnswers(teamClient.db, [toLocalIds(answer)]);
    expect(await stored(teamClient, order.id)).toMatchObject({ version: 7, comment: 'pulled later' });
  });
});
