import { expect, expectMail, linkInMail, test } from './support/e2e';
import {
  chooseFromAccountMenu,
  expectHeading,
  expectPath,
  field,
  logIn,
  signedInNewUser,
  visible,
} from './support/flows';

test('a forgotten password is reset through the mailed link and the new one logs in', async ({ page }) => {
  const user = await signedInNewUser(page, 'reset');
  await chooseFromAccountMenu(page, 'Logout');
  await expectPath(page, '/auth/login');

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expectHeading(page, 'Forgot password');
  await field(page, 'Email').fill(user.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await visible(page.getByText('If an account exists, we sent a link'));

  const mail = await expectMail(user.email, (m) => m.subject === 'Reset your Cueline password');
  const link = linkInMail(mail);
  expect(link).toContain('/auth/reset-password?token=');
  await page.goto(link);
  await expectHeading(page, 'Set a new password');
  const newPassword = `${user.password}-new`;
  await field(page, 'New password').fill(newPassword);
  await field(page, 'Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Save password' }).click();
  await visible(page.getByText('Your password was changed. You can log in with it now.'));

  await page.goto('/auth/login');
  await field(page, 'Email').fill(user.email);
  await field(page, 'Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await visible(page.getByRole('alert').filter({ hasText: 'Invalid credentials.' }));
  expect(new URL(page.url()).pathname).toBe('/auth/login');

  await logIn(page, user.email, newPassword, user.firstName);
});
