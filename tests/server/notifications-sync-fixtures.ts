import { startTestApp, type TestApp } from './support/harness';
import { createTestUser, seedNotifications, testEnv, type TestUser } from './sync-fixtures';

/** A notification as the sync endpoints carry it. */
export type NotificationDoc = {
  id: string;
  seq: number;
  read: boolean;
  message: string;
  updatedAt: string;
  _deleted: boolean;
} & Record<string, unknown>;

/** An app with two users, alice and bob, holding `counts` seeded notifications each. */
export async function twoUsersWithNotifications(
  target: 'pglite' | 'postgres',
  counts: { alice: number; bob: number },
) {
  const t = await startTestApp(target, testEnv);
  const alice = await createTestUser(t.database);
  const bob = await createTestUser(t.database);
  await seedNotifications(t.database, alice.id, counts.alice);
  await seedNotifications(t.database, bob.id, counts.bob);
  return { t, alice, bob };
}

/** The sync pull and push as a user, on the suite's app (`app` reads it once beforeAll has started it). */
export function syncRequests(app: () => TestApp) {
  return {
    async pull(user: TestUser, query: string) {
      const res = await app().app.inject({
        method: 'GET',
        url: `/api/sync/notifications/pull?${query}`,
        headers: user.headers(),
      });
      return {
        status: res.statusCode,
        body: res.json() as { documents: NotificationDoc[]; checkpoint: { seq: number } },
      };
    },
    push: (user: TestUser, rows: unknown[], collection = 'notifications') =>
      app().app.inject({
        method: 'POST',
        url: `/api/sync/${collection}/push`,
        headers: user.headers(),
        payload: { rows },
      }),
  };
}
