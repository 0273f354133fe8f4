import { describe, expect, test } from './support/e2e';
import { confirmByMail, expectHeading, expectPath, field, logIn, newUser, signUpThroughForm } from './support/flows';

describe('signup', () => {
  test('a new customer signs up, confirms through the mailed link, logs in and sees the home page', async ({ page }) => {
    const user = newUser('signup');
    await signUpThroughForm(page, user);
    await expect(page.getByRole('status').textContent()).resolves.toContain(user.email);

    await confirmByMail(page, user.email);
    await page.getByRole('link', { name: 'Go to log in' }).click();
    await expectPath(page, '/auth/login');

    await logIn(page, user.email, user.password, user.firstName);
    await page.getByRole('heading', { name: 'Your sections' }).waitFor();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
  });

  test('logging in before confirming the address is refused', async ({ page }) => {
    const user = newUser('unconfirmed');
    await signUpThroughForm(page, user);
    await page.goto('/auth/login');
    await field(page, 'Email').fill(user.email);
    await field(page, 'Password').fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').waitFor();
    await expectHeading(page, 'Log in');
    expect(new URL(page.url()).pathname).toBe('/auth/login');
  });
});
