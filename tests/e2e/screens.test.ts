import { describe, expect, test } from './support/e2e';
import {
  chooseFromAccountMenu,
  demo,
  demoPassword,
  expectHeading,
  expectPath,
  field,
  gone,
  logIn,
  visible,
} from './support/flows';

describe('routing and error screens', () => {
  test('a logged-out visit to a private page lands on login, and logging in goes back to that page', async ({
    page,
  }) => {
    await page.goto('/playlists/customer?from=mail');
    await expectPath(page, '/auth/login');
    await expectHeading(page, 'Log in');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/playlists/customer?from=mail');
    await field(page, 'Email').fill(demo.customer.email);
    await field(page, 'Password').fill(demoPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectPath(page, '/playlists/customer');
    expect(new URL(page.url()).search).toBe('?from=mail');
    await expectHeading(page, 'Playlists');
  });

  test('a login link that points at another site goes home instead', async ({ page }) => {
    await page.goto(`/auth/login?next=${encodeURIComponent('//evil.example/phish')}`);
    await field(page, 'Email').fill(demo.customer.email);
    await field(page, 'Password').fill(demoPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectPath(page, '/');
    await expectHeading(page, `Welcome, ${demo.customer.firstName}`);
  });

  test('an unknown path shows the not-found screen with a way home', async ({ page }) => {
    await logIn(page, demo.customer.email, demoPassword, demo.customer.firstName);
    await page.goto('/no-such-page/at-all');
    await expectHeading(page, 'Page not found');
    await expect.poll(() => page.title()).toBe('Page not found · Cueline');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expectPath(page, '/');
    await expectHeading(page, `Welcome, ${demo.customer.firstName}`);
  });

  test('a rendering error shows the fallback screen with Refresh and Go to Homepage', async ({ page }) => {
    await page.goto('/auth/login?crash=render');
    await expectHeading(page, 'Something went wrong.');
    await visible(page.getByRole('button', { name: 'Refresh' }));
    await page.getByRole('button', { name: 'Go to Homepage' }).click();
    await expectPath(page, '/auth/login');
    await expectHeading(page, 'Log in');
  });
});

describe('demo accounts', () => {
  test('the demo customer logs in with the documented password', async ({ page }) => {
    await logIn(page, demo.customer.email, demoPassword, demo.customer.firstName);
    await visible(page.getByRole('region', { name: 'Your sections' }));
  });

  test('the demo owner logs in and switches to the owner profile it already holds', async ({ page }) => {
    await logIn(page, demo.owner.email, demoPassword, demo.owner.firstName);
    await chooseFromAccountMenu(page, 'Switch to owner');
    await visible(page.getByRole('region', { name: 'Your sections' }).getByRole('link', { name: 'Tracks' }));
    await gone(page.getByRole('dialog'));
  });

  test('the demo administrator logs in at /admin/login and lands in the administration', async ({ page }) => {
    await page.goto('/admin/login');
    await expectHeading(page, 'Administrator log in');
    await field(page, 'Email').fill(demo.admin.email);
    await field(page, 'Password').fill(demoPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectPath(page, '/admin');
    await expectHeading(page, 'Administration');
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBeGreaterThan(0);
  });
});
