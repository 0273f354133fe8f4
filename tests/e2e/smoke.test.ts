import { baseUrl, expect, test } from './support/e2e';
import { expectHeading } from './support/flows';

test('the API reports healthy', async () => {
  const response = await fetch(`${baseUrl}/api/health`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});

test('the app loads in Chromium without script errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/auth/login');
  expect(response?.status()).toBe(200);
  // The document's title names the screen once the page has drawn it.
  await expect.poll(() => page.title()).toBe('Log in · Cueline');
  await expectHeading(page, 'Log in');
  await page.getByRole('link', { name: 'Cueline home' }).waitFor();
  expect(errors).toEqual([]);
});
