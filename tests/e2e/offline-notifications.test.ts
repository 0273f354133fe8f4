import { describe, expect, test } from './support/e2e';
import { logIn, screenWait, visible } from './support/flows';
import {
  adminSession,
  apiSession,
  bell,
  confirmedCustomer,
  expectBadge,
  notifyUser,
  serverNotifications,
} from './support/notifications';

describe('notifications offline', () => {
  test('"All read" while offline clears the badge at once and reaches the server after reconnecting', async ({
    context,
    page,
  }) => {
    const user = await confirmedCustomer('offline');
    const customer = await apiSession(user.email, user.password, 'customer');
    const admin = await adminSession();
    try {
      for (const n of [1, 2, 3]) await notifyUser(admin, customer.userId, `Offline notice ${n}`);
      await logIn(page, user.email, user.password, user.firstName);
      await expectBadge(page, 3);
      await bell(page).click();
      const allRead = await visible(page.getByRole('button', { name: 'All read' }));

      await context.setOffline(true);
      await allRead.click();
      await expectBadge(page, 0);
      expect((await serverNotifications(customer)).totalUnread).toBe(3);

      await context.setOffline(false);
      await expect
        .poll(async () => (await serverNotifications(customer)).totalUnread, { timeout: screenWait })
        .toBe(0);
      await expectBadge(page, 0);
    } finally {
      await admin.close();
      await customer.close();
    }
  });
});
