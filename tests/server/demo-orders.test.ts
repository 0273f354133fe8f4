import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTracks } from '../../server/demo/catalogue-data';
import { demoRequests } from '../../server/demo/seed-orders';
import { legalEntitiesRepository } from '../../server/modules/legal-entities/index';
import { ordersRepository } from '../../server/modules/orders/index';
import { projectsRepository } from '../../server/modules/projects/index';
import { startTestApp, type TestApp } from './support/harness';
import { testEnv, type TestUser } from './sync-fixtures';
import { seedDemoProjectsOverStandIns } from './demo-projects';
import type { RequestLineApi } from '../../src/domain/api/orders';

/**
 * The demo's requests (server/demo/seed-orders.ts), seeded with the demo projects over stand-in tracks of
 * the demo titles (the audio catalogue is tests/server/demo-catalogue.test.ts's): the demo owner opens
 * onto a queue with orders in every status, the label has some, and each sees only their own.
 */
describe('the demo requests and proposals', () => {
  let t: TestApp;
  let customer: TestUser;
  let owner: TestUser;
  let label: TestUser;

  beforeAll(async () => {
    t = await startTestApp('pglite', testEnv);
    const seeded = await seedDemoProjectsOverStandIns(t);
    ({ customer, owner, label } = seeded);
    expect(seeded.made).toBe(2);
  });
  afterAll(() => t?.close());

  const queue = async (who: TestUser) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/project/request-owner?limit=100',
      headers: who.headers('owner'),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: RequestLineApi[]; total: number };
  };

  it('opens the demo owner onto a busy queue with orders in every status', async () => {
    const { data } = await queue(owner);
    expect(new Set(data.map((line) => line.order.status))).toEqual(
      new Set(['requested', 'pending', 'approved', 'approved_partially', 'rejected']),
    );
    expect(new Set(data.map((line) => line.proposal.status))).toEqual(
      new Set(['requested', 'proposed', 'approved', 'rejected']),
    );
    expect(
      data.every((line) => demoTracks.find((track) => track.title === line.track.title)?.owner === 'owner'),
    ).toBe(true);
    expect(new Set(data.map((line) => line.project.name))).toEqual(
      new Set(['The Lighthouse Keeper', 'White Nights']),
    );
    const requested = demoRequests.flatMap((request) => request.tracks);
    const labelTitles = new Set(
      demoTracks.filter((track) => track.owner === 'label').map((track) => track.title),
    );
    expect(data).toHaveLength(requested.filter((title) => !labelTitles.has(title)).length);
    const activity = await t.app.inject({
      method: 'GET',
      url: '/api/project/project-activity',
      headers: owner.headers('owner'),
    });
    expect(activity.json()).toEqual({ activity: true });
  });

  it("clears the demo owner's Requests dot once the queue's orders are seen, member of the projects though (issue 26 §3)", async () => {
    const orderIds = [...new Set((await queue(owner)).data.map((line) => line.order._id))];
    const ask = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: owner.headers('owner') })).json() as unknown;
    expect(await ask('/api/project/project-activity?scope=requests')).toEqual({ activity: true });
    const marked = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/track-activity',
      headers: owner.headers('owner'),
      payload: { orderIds, scope: 'requests' },
    });
    expect(marked.json()).toEqual({ activity: false });
    expect(await ask('/api/project/project-activity?scope=requests')).toEqual({ activity: false });
    // The demo owner is a member of the demo projects: their entries' activity is still theirs to see.
    expect(await ask('/api/project/project-activity')).toEqual({ activity: true });
  });

  it("gives the label its own orders only, and the projects' statuses follow the answers", async () => {
    const { data } = await queue(label);
    expect(data.map((line) => [line.track.title, line.order.status]).sort()).toEqual([
      ['Fjord Crossing', 'pending'],
      ['Velvet Hours', 'approved'],
    ]);
    const projects = projectsRepository(t.database.db);
    const { rows } = await projects.page(customer.id, { page: 1, limit: 10 });
    expect(rows.map((row) => [row.name, row.status]).sort()).toEqual([
      ['The Lighthouse Keeper', 'partially_agreed'],
      ['White Nights', 'partially_agreed'],
    ]);
    const entries = (await Promise.all(rows.map((row) => projects.liveWorkspaces(row.id))))
      .flat()
      .flatMap((workspace) => workspace.entries);
    expect(entries.map((entry) => entry.status)).toEqual(
      expect.arrayContaining(['edits', 'archived', 'requested', 'agreed', 'rejected']),
    );
    const orders = await ordersRepository(t.database.db).memberPage(customer.id, { page: 1, limit: 100 });
    expect(orders.total).toBe(8);
    // Each request names the demo customer's company, the customer party of its contracts.
    const licensee = await legalEntitiesRepository(t.database.db).membershipOf(customer.id);
    expect(licensee?.entityId).toEqual(expect.any(String));
    expect(orders.rows.map((order) => order.legalEntityId)).toEqual(
      orders.rows.map(() => licensee!.entityId),
    );
  });
});
