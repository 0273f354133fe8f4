import { baseUrl, expect, test } from './support/e2e';

test('the API reports healthy', async () => {
  const response = await fetch(`${baseUrl}/api/health`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});

test('the app loads in Chromium and renders its shell', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.title()).resolves.toBe('Cueline');
  await page.locator('#root > *').first().waitFor();
  expect(errors).toEqual([]);
});
