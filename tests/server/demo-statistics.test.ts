import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStatistics } from '../../server/demo/demo.repository';
import { statisticsRepository, statisticsService } from '../../server/modules/statistics/index';
import type { SessionUser } from '../../server/modules/auth/session';
import { databaseTargets, openTestDatabase } from './support/harness';
import { createTrack } from './library-fixtures';
import { createTestUser } from './sync-fixtures';

/** The demo's plays (server/demo/seed-statistics.ts): several weeks of them, rolled up like live ones. */
describe.each(databaseTargets)('demo statistics on %s', (target) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase(target);
  });
  afterAll(() => database?.close());

  it('seeds weeks of plays, favourites and downloads for the owners’ tracks, once', async () => {
    const owner = await createTestUser(database, ['owner']);
    for (let i = 0; i < 6; i++) await createTrack(database, owner.id);
    const now = new Date();
    const made = await seedStatistics(database, [owner.id], now);
    expect(made).toBeGreaterThan(1000);
    expect(await seedStatistics(database, [owner.id], now)).toBe(0);

    const service = statisticsService({ repo: statisticsRepository(database.db) });
    const user = { id: owner.id, role: 'owner' } as SessionUser;
    const to = now.toISOString().slice(0, 10);
    const from = new Date(now.getTime() - 42 * 86_400_000).toISOString().slice(0, 10);
    const summary = await service.summary(user, { from, to });
    expect(summary.plays).toBe(made);
    expect(summary.listeners).toBeGreaterThan(10);
    expect(summary.favourites).toBeGreaterThan(0);
    expect(summary.downloads).toBe(30);
    const weeks = await service.series(user, { from, to, metric: 'plays', interval: 'week' });
    expect(weeks.data.filter((point) => point.value > 0).length).toBeGreaterThanOrEqual(6);
  });
});
