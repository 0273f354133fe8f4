import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { notifications } from '../../server/db/schema/notifications';
import { users } from '../../server/db/schema/users';
import { seedDemo } from '../../server/demo/seed';
import { databaseTargets, startTestApp, type TestApp } from '../server/support/harness';
import { describe, expect, openContext, test } from './support/e2e';
import { demo, demoPassword, expectPath, logIn, screenWait, visible } from './support/flows';
import { apiSession, bell, expectBadge, serverNotifications } from './support/notifications';

/**
 * Project notifications are made by the project module, which has no public endpoint for them yet: this
 * file runs the app in-process (the built client, the demo accounts) on its own database — PGlite, and
 * PostgreSQL too when TEST_DATABASE_URL is set — so the test can write one as that module would.
 */
describe.each(databaseTargets)('project notifications on %s', (target) => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    testApp = await startTestApp(target);
    await seedDemo({ database: testApp.database, log: () => undefined });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  /** Writes a notification row for the user with `email`, the way a module's service stores one. */
  async function insertNotification(
    email: string,
    row: { subType: string; message: string; objectId: string },
  ) {
    const { db } = testApp.database;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no user ${email}`);
    await db.insert(notifications).values({ userId: user.id, type: 'System', ...row });
  }

  test('clicking a project notification marks it read and opens the project', async ({ browser }) => {
    const projectId = `project-${Date.now().toString(36)}`;
    const message = `The project was renamed ${Date.now().toString(36)}`;
    await insertNotification(demo.customer.email, {
      subType: 'Change Project',
      message,
      objectId: projectId,
    });
    const customer = await apiSession(demo.customer.email, demoPassword, 'customer', baseUrl);
    const context = await openContext(browser, { baseURL: baseUrl });
    try {
      const page = await context.newPage();
      const unreadBefore = (await serverNotifications(customer)).totalUnread;
      expect(unreadBefore).toBeGreaterThan(0);
      await logIn(page, demo.customer.email, demoPassword, demo.customer.firstName);
      await expectBadge(page, unreadBefore);
      await bell(page).click();
      await visible(page.getByRole('button', { name: new RegExp(message) })).then((row) => row.click());

      await expectPath(page, `/projects/${projectId}`);
      await expectBadge(page, unreadBefore - 1);
      await expect
        .poll(async () => (await serverNotifications(customer)).totalUnread, { timeout: screenWait })
        .toBe(unreadBefore - 1);
    } finally {
      await context.close();
      await customer.close();
    }
  });
});
