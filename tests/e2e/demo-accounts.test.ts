import { describe, expect, openContext, test } from './support/e2e';
import { demo, expectHeading, expectPath, visible } from './support/flows';

/** The e2e server runs with DEMO on: the sign-in page offers its accounts, one click each. */
describe('demo accounts on the sign-in page', () => {
  const demoSection = (page: import('playwright-core').Page) =>
    page.getByRole('region', { name: 'Demo accounts' });

  test('the customer signs in with one click', async ({ page }) => {
    await page.goto('/auth/login');
    const section = await visible(demoSection(page));
    await expect(section.getByRole('button').count()).resolves.toBe(4);
    await section.getByRole('button', { name: /^Sign in as .*Customer customer@cueline\.demo$/ }).click();
    await expectHeading(page, `Welcome, ${demo.customer.firstName}`);
    await visible(
      page.getByRole('region', { name: 'Your sections' }).getByRole('link', { name: 'Projects' }),
    );
  });

  test('the owner lands in the owner profile and the administrator in the administration', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await demoSection(page)
      .getByRole('button', {
        name: new RegExp(`^Sign in as ${demo.owner.firstName} .*Rights holder ${demo.owner.email}$`),
      })
      .click();
    await visible(page.getByRole('region', { name: 'Your sections' }).getByRole('link', { name: 'Tracks' }));

    await page.context().clearCookies();
    await page.goto('/auth/login');
    await demoSection(page)
      .getByRole('button', { name: /^Sign in as .*Administrator admin@cueline\.demo$/ })
      .click();
    await expectPath(page, '/admin');
    await expectHeading(page, 'Administration');
  });

  test('the section speaks Russian with the page', async ({ page }) => {
    await page.goto('/auth/login');
    await page.evaluate(() => localStorage.setItem('cueline.language', 'ru'));
    await page.reload();
    const section = await visible(page.getByRole('region', { name: 'Демо-аккаунты' }));
    await visible(section.getByRole('button', { name: /^Войти как .*Заказчик customer@cueline\.demo$/ }));
  });

  test('a browser in Russian gets the page drawn in Russian, which becomes the app without being redrawn', async ({
    browser,
  }) => {
    const context = await openContext(browser, { locale: 'ru-RU' });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      // The heading as the server drew it, taken once the HTML is parsed and before the app's scripts run.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive')
            (window as unknown as { drawnByServer: Element | null }).drawnByServer =
              document.querySelector('h1');
        });
      });
      const response = await page.goto('/auth/login');
      const served = (await response?.text()) ?? '';
      expect(served).toMatch(/^<!doctype html>\s*<html lang="ru">/i);
      expect(served).toContain('data-prerendered');
      expect(served).toContain('Демо-аккаунты');
      const section = await visible(page.getByRole('region', { name: 'Демо-аккаунты' }));
      const customer = section.getByRole('button', { name: /^Войти как .*Заказчик customer@cueline\.demo$/ });
      await expect.poll(() => customer.isEnabled()).toBe(true);
      await expect(
        page.evaluate(
          () =>
            (window as unknown as { drawnByServer: Element | null }).drawnByServer ===
            document.querySelector('h1'),
        ),
      ).resolves.toBe(true);
      await customer.click();
      await expectHeading(page, `Добро пожаловать, ${demo.customer.firstName}`);
      expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
