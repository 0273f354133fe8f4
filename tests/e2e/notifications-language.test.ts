import { describe, expect, test } from './support/e2e';
import { expectSnackbar, logIn, visible } from './support/flows';
import { apiSession, confirmedCustomer, roomJoined } from './support/notifications';

describe("notifications in the reader's language (issue 26 §1)", () => {
  test('another user adds a Russian reader to a project: the snackbar and the bell read Russian, the account keeps Russian', async ({
    page,
  }) => {
    const reader = await confirmedCustomer('ru-bell');
    const creator = await confirmedCustomer('ru-bell-creator');
    const acting = await apiSession(creator.email, creator.password, 'customer');
    try {
      await logIn(page, reader.email, reader.password, reader.firstName);
      await page.evaluate(() => localStorage.setItem('cueline.language', 'ru'));
      const joined = roomJoined(page);
      await page.reload();
      await joined;
      const bell = page.getByRole('button', { name: /^Уведомления/ });
      await visible(bell);

      const name = `Harbour ${Date.now().toString(36)}`;
      const created = await acting.api.post('/api/project/create', { data: { name, type: 'film' } });
      expect(created.ok()).toBe(true);
      const { _id: projectId } = (await created.json()) as { _id: string };
      const added = await acting.api.post(`/api/project/add-member/${projectId}`, {
        data: { email: reader.email, role: 'viewer' },
      });
      expect(added.ok()).toBe(true);

      await expectSnackbar(page, `Вас добавили в проект «${name}».`);
      await bell.click();
      const row = await visible(
        page.getByRole('button', { name: new RegExp(`Вас добавили в проект «${name}»`) }),
      );
      const text = (await row.textContent()) ?? '';
      expect(text).toContain('Добавление в проект');
      expect(text).not.toMatch(/Add Project Role|You were added/);

      // The account now keeps Russian, so mails to the reader are written in it too.
      const own = await apiSession(reader.email, reader.password, 'customer');
      try {
        await expect
          .poll(
            async () =>
              ((await (await own.api.get('/api/user/info')).json()) as { language: string }).language,
          )
          .toBe('ru');
      } finally {
        await own.close();
      }
    } finally {
      await acting.close();
    }
  });
});
