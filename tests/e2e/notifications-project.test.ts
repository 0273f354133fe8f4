import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { describe, expect, test } from './support/e2e';
import { demo, demoPassword, expectPath, logIn, visible } from './support/flows';
import { apiSession, bell, eventually, expectBadge, insertNotification, scratchDatabase, serverNotifications } from './support/notifications';
import { freePort, root, startServer, waitForHealth, type ServerProcess } from './support/server-process';

/**
 * Project notifications are made by the project module, which has no public endpoint for them yet: this file
 * runs its own `npm start` on a fresh PostgreSQL database so the test can insert one as that module would.
 */
let server: ServerProcess;
let baseUrl: string;
let database: { url: string; drop(): Promise<void> };
let dataDir: string;

beforeAll(async () => {
  database = await scratchDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cueline-e2e-project-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const { REDIS_URL: _redis, SMTP_URL: _smtp, ...inherited } = process.env;
  server = startServer(
    {
      ...inherited,
      NODE_ENV: 'production',
      NO_COLOR: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      DEMO: 'on',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000',
    },
    path.join(root, '.tmp/e2e/server-project-notifications.log'),
  );
  await waitForHealth(baseUrl, server, 240_000);
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('project notifications', () => {
  test('clicking a project notification marks it read and opens the project', async ({ browser }) => {
    const projectId = `project-${Date.now().toString(36)}`;
    const message = `The project was renamed ${Date.now().toString(36)}`;
    await insertNotification(database.url, demo.customer.email, { type: 'System', subType: 'Change Project', message, objectId: projectId });
    const customer = await apiSession(demo.customer.email, demoPassword, 'customer', baseUrl);
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-US' });
    context.setDefaultTimeout(10_000);
    try {
      const page = await context.newPage();
      const unreadBefore = (await serverNotifications(customer)).totalUnread;
      await logIn(page, demo.customer.email, demoPassword, demo.customer.firstName);
      await expectBadge(page, unreadBefore);
      await bell(page).click();
      await visible(page.getByRole('button', { name: new RegExp(message) })).then((row) => row.click());

      await expectPath(page, `/projects/${projectId}`);
      await expectBadge(page, unreadBefore - 1);
      const read = await eventually(async () => (await serverNotifications(customer)).totalUnread === unreadBefore - 1);
      expect(read).toBe(true);
    } finally {
      await context.close();
      await customer.close();
    }
  });
});
