import { describe, expect, test } from './support/e2e';
import {
  confirmByMail,
  expectHeading,
  expectPath,
  field,
  logIn,
  newUser,
  signUpThroughForm,
  visible,
} from './support/flows';

describe('signup', () => {
  test('a new customer signs up, confirms through the mailed link, logs in and sees the home page', async ({
    page,
  }) => {
    const user = newUser('signup');
    await signUpThroughForm(page, user);
    await expect.poll(() => page.getByRole('status').filter({ hasText: user.email }).count()).toBe(1);

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
    await visible(page.getByRole('alert').filter({ hasText: 'Please confirm your email first' }));
    await expectHeading(page, 'Log in');
    expect(new URL(page.url()).pathname).toBe('/auth/login');
  });

  test('the form shows what is wrong before sending, and the server refuses a taken address', async ({
    page,
  }) => {
    await page.goto('/auth/signup');
    await field(page, 'First name').fill('Ivan');
    await field(page, 'Last name').fill('Petrov');
    await field(page, 'Email').fill('not-an-address');
    await field(page, 'Password').fill('long-enough-1');
    await field(page, 'Confirm password').fill('long-enough-2');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await visible(page.getByText('Invalid email format.'));
    await visible(page.getByText('You must accept the terms of service.'));
    await expectHeading(page, 'Sign up');

    await field(page, 'Email').fill('customer@cueline.demo');
    await page.getByRole('checkbox', { name: /I accept the User Agreement/ }).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await visible(page.getByText('Passwords do not match.'));
    await expectHeading(page, 'Sign up');

    await field(page, 'Confirm password').fill('long-enough-1');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await visible(page.getByText('User with this email or phone already exists.'));
    await expectHeading(page, 'Sign up');
  });
});
