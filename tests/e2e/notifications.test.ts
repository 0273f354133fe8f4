import { describe, expect, test } from './support/e2e';
import { expectHeading, expectSnackbar, logIn, screenWait, visible } from './support/flows';
import {
  adminSession,
  apiSession,
  badgeCount,
  bell,
  confirmedCustomer,
  expectBadge,
  notifyUser,
  roomJoined,
  serverNotifications,
} from './support/notifications';

describe('notification centre', () => {
  test('an admin notification shows live: the badge rises and a snackbar carries the message', async ({
    page,
  }) => {
    const user = await confirmedCustomer('live');
    const customer = await apiSession(user.email, user.password, 'customer');
    const admin = await adminSession();
    try {
      const joined = roomJoined(page);
      await logIn(page, user.email, user.password, user.firstName);
      await joined;
      const before = await badgeCount(page);
      const message = `Maintenance tonight ${Date.now().toString(36)}`;
      await expect(notifyUser(admin, customer.userId, message)).resolves.toMatchObject({ count: 1 });
      await expectBadge(page, before + 1);
      await expectSnackbar(page, message);
    } finally {
      await admin.close();
      await customer.close();
    }
  });

  test('marking a notification read in one tab updates the badge in the other, without a reload', async ({
    context,
    page,
  }) => {
    const user = await confirmedCustomer('tabs');
    const customer = await apiSession(user.email, user.password, 'customer');
    const admin = await adminSession();
    try {
      const first = `First notice ${Date.now().toString(36)}`;
      await notifyUser(admin, customer.userId, first);
      await notifyUser(admin, customer.userId, `Second notice ${Date.now().toString(36)}`);
      await logIn(page, user.email, user.password, user.firstName);
      const other = await context.newPage();
      await other.goto('/');
      await expectHeading(other, `Welcome, ${user.firstName}`);
      await expectBadge(page, 2);
      await expectBadge(other, 2);
      let otherNavigations = 0;
      other.on('framenavigated', (frame) => frame === other.mainFrame() && (otherNavigations += 1));

      await bell(page).click();
      await visible(page.getByRole('button', { name: new RegExp(first) })).then((row) => row.click());
      await expectBadge(page, 1);
      await expectBadge(other, 1);
      expect(otherNavigations).toBe(0);
      await expect
        .poll(async () => (await serverNotifications(customer)).totalUnread, { timeout: screenWait })
        .toBe(1);
    } finally {
      await admin.close();
      await customer.close();
    }
  });
});
