import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderApi } from '../../src/domain/api/orders';
import type { WorkspaceApi } from '../../src/domain/api/projects';
import { foldStatistics } from '../../server/modules/statistics/statistics-fold';
import { contractsWorld } from './contracts-fixtures';
import { createTrack } from './library-fixtures';
import { databaseTargets } from './support/harness';

type World = Awaited<ReturnType<typeof contractsWorld>>;
const terms = { media: ['tv'], territory: ['RU'], termMonths: 12, uses: 1 };

/**
 * The orders' statistics (migration 0045, docs/decisions/0037 "Orders' row triggers"): a proposal sent
 * whenever an order becomes pending and a line proposed, an approval whenever an order becomes approved
 * (fully or partly) and a line approved; any other update of an order or a line counts nothing.
 */
describe.each(databaseTargets)('the statistics of orders on %s', (target) => {
  let w: World;

  beforeAll(async () => {
    w = await contractsWorld(target);
  }, 60_000);
  afterAll(() => w?.t.close());

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await w.t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  /** The owner's and the tracks' order counters, summed over every day, after a fold. */
  async function counters(ownerId: string, trackIds: string[]) {
    await foldStatistics(w.t.database.db);
    const [owner] = await rows<Record<string, string>>(
      sql`SELECT coalesce(sum(requests), 0) AS requests, coalesce(sum(proposals), 0) AS proposals,
                 coalesce(sum(approved), 0) AS approved
            FROM statistics_owner_days WHERE owner_id = ${ownerId}::uuid`,
    );
    const [lines] = await rows<Record<string, string>>(
      sql`SELECT coalesce(sum(proposals), 0) AS proposals, coalesce(sum(approved), 0) AS approved
            FROM statistics_track_days
           WHERE track_id IN (${sql.join(
             trackIds.map((id) => sql`${id}::uuid`),
             sql`, `,
           )})`,
    );
    return {
      owner: { proposals: Number(owner!.proposals), approved: Number(owner!.approved) },
      lines: { proposals: Number(lines!.proposals), approved: Number(lines!.approved) },
    };
  }

  it('counts each proposal and approval once, per order and per line, and nothing else', async () => {
    const owner = w.users.ownerA;
    const tracks = [await createTrack(w.t.database, owner.id), await createTrack(w.t.database, owner.id)];
    const added = await w.ok<WorkspaceApi>(w.users.creator, 'PATCH', `/project/add-track/${w.project._id}`, {
      tracksId: tracks.map((track) => track.id),
      projectWorkspaceId: w.workspaceId,
    });
    const entryIds = tracks.map((track) => added.entries.find((entry) => entry.trackId === track.id)!._id);
    const trackIds = tracks.map((track) => track.id);
    const [order] = await w.ok<OrderApi[]>(w.users.creator, 'POST', '/order/create', {
      projectId: w.project._id,
      entryIds,
      terms,
    });
    const start = await counters(owner.id, trackIds);
    const since = (now: Awaited<ReturnType<typeof counters>>) => ({
      owner: {
        proposals: now.owner.proposals - start.owner.proposals,
        approved: now.owner.approved - start.owner.approved,
      },
      lines: { proposals: now.lines.proposals, approved: now.lines.approved },
    });
    const propose = (price: number, comment?: string) =>
      w.ok<OrderApi>(owner, 'PATCH', `/order/propose/${order!._id}`, {
        lines: entryIds.map((entryId) => ({ entryId, price, share: 100 })),
        ...(comment ? { comment } : {}),
      });

    await propose(100_00);
    expect(since(await counters(owner.id, trackIds))).toEqual({
      owner: { proposals: 1, approved: 0 },
      lines: { proposals: 2, approved: 0 },
    });

    // A pending proposal changed (a comment) stays pending: no new proposal; nor does an update of anything
    // but the status.
    await propose(100_00, 'Festival cut only');
    await w.t.database.db.execute(
      sql`UPDATE orders SET version = version + 1 WHERE id = ${order!._id}::uuid`,
    );
    await w.t.database.db.execute(
      sql`UPDATE order_lines SET comment = 'checked' WHERE order_id = ${order!._id}::uuid`,
    );
    expect(since(await counters(owner.id, trackIds))).toEqual({
      owner: { proposals: 1, approved: 0 },
      lines: { proposals: 2, approved: 0 },
    });

    // Rejected, then proposed again: a second proposal of the order and of each line.
    await w.ok(w.users.creator, 'PATCH', `/order/reject/${order!._id}`, { reason: 'Over budget' });
    const again = await propose(80_00);
    expect(since(await counters(owner.id, trackIds))).toEqual({
      owner: { proposals: 2, approved: 0 },
      lines: { proposals: 4, approved: 0 },
    });

    // One line approved: the order approved partly (one approval), one line approved.
    await w.ok(w.users.creator, 'PATCH', `/order/approve/${order!._id}`, {
      entryIds: [entryIds[0]],
      version: again.version,
    });
    expect(since(await counters(owner.id, trackIds))).toEqual({
      owner: { proposals: 2, approved: 1 },
      lines: { proposals: 4, approved: 1 },
    });
  });
});
