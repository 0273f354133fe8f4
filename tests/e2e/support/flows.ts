import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectMail, linkInMail, screenshotDir, uniqueEmail } from './e2e';

export const demoPassword = 'cueline-demo';
export const demo = {
  customer: { email: 'customer@cueline.demo', firstName: 'Anna' },
  owner: { email: 'owner@cueline.demo', firstName: 'Oleg' },
  admin: { email: 'admin@cueline.demo', firstName: 'Ada' },
} as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form control by its whole label; a required field's trailing "*" is allowed. */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));
}

/**
 * How long a wait for the screen may take before it fails: sized for a CI runner about twice as slow as a
 * developer's machine, where a lazy route, its local database and the server all settle on their own time.
 * Only a failure waits this long; what a test waits for is the condition.
 */
export const screenWait = 20_000;

/** Waits until an element is visible; fails with what was looked for. */
export async function visible(locator: Locator, timeout = screenWait): Promise<Locator> {
  await locator.waitFor({ state: 'visible', timeout });
  return locator;
}

/** Waits until no element matches (closing dialogs animate out first). */
export async function gone(locator: Locator, timeout = screenWait) {
  await locator.first().waitFor({ state: 'hidden', timeout });
  expect(await locator.count()).toBe(0);
}

/** A snackbar (toast) with this text; it is announced with role status or alert. */
export async function expectSnackbar(page: Page, text: string) {
  await visible(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first());
}

/**
 * The element is what the user sees at its centre (no dialog, drawer or backdrop covers it) and it is not
 * hidden from assistive technology (no aria-hidden or inert ancestor), as a toast over a modal must be.
 */
export async function expectOnTop(locator: Locator) {
  const state = () =>
    locator.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const covered = !top || !(element === top || element.contains(top));
      const hidden = element.closest('[aria-hidden="true"], [inert]') !== null;
      return covered ? 'covered' : hidden ? 'hidden' : 'shown';
    });
  await expect.poll(state, { timeout: screenWait }).toBe('shown');
}

export async function expectHeading(page: Page, name: string | RegExp, timeout = screenWait) {
  await visible(page.getByRole('heading', { name, level: 1 }), timeout);
}

export async function expectPath(page: Page, pathname: string, timeout = screenWait) {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
  expect(new URL(page.url()).pathname).toBe(pathname);
}

/** Logs in through the /auth/login form and waits for the home page's welcome. */
export async function logIn(page: Page, email: string, password: string, firstName: string) {
  await page.goto('/auth/login');
  await expectHeading(page, 'Log in');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectPath(page, '/');
  await expectHeading(page, `Welcome, ${firstName}`);
}

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export function newUser(label: string): NewUser {
  return {
    email: uniqueEmail(label),
    password: `pw-${Math.random().toString(36).slice(2, 10)}!`,
    firstName: 'Eva',
    lastName: 'Tester',
  };
}

/** Fills and sends the signup form as a customer; leaves the page on "Check your mail". */
export async function signUpThroughForm(page: Page, user: NewUser) {
  await page.goto('/auth/signup');
  await expectHeading(page, 'Sign up');
  await expect(page.getByRole('radio', { name: 'Customer (licensing music)' }).isChecked()).resolves.toBe(
    true,
  );
  await field(page, 'First name').fill(user.firstName);
  await field(page, 'Last name').fill(user.lastName);
  await field(page, 'Email').fill(user.email);
  await field(page, 'Password').fill(user.password);
  await field(page, 'Confirm password').fill(user.password);
  await page.getByRole('checkbox', { name: /I accept the User Agreement/ }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expectHeading(page, 'Check your mail');
}

/** Opens the link of the confirmation mail and waits for the confirmation. */
export async function confirmByMail(page: Page, email: string) {
  const mail = await expectMail(email, (m) => m.subject === 'Confirm your Cueline account');
  const link = linkInMail(mail);
  expect(link).toContain('/auth/confirm-signup?token=');
  await page.goto(link);
  await expectHeading(page, 'Account confirmation');
  await visible(
    page.getByRole('status').filter({ hasText: 'Your account is confirmed. You can log in now.' }),
  );
}

/** A confirmed account made through the real signup form and mail, logged in on `page`. */
export async function signedInNewUser(page: Page, label: string): Promise<NewUser> {
  const user = newUser(label);
  await signUpThroughForm(page, user);
  await confirmByMail(page, user.email);
  await logIn(page, user.email, user.password, user.firstName);
  return user;
}

/** Opens the avatar menu (its name is translated: pass `menu` in another language) and picks an item. */
export async function chooseFromAccountMenu(page: Page, item: string | RegExp, menu = 'Account menu') {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** A real PNG image (a 24×16 gradient) written to .tmp/e2e/files/; returns its path and bytes. */
export async function writePng(name = 'screenshot.png'): Promise<{ file: string; bytes: Buffer }> {
  const width = 24;
  const height = 16;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) pixels.set([(i * 7) % 256, (i * 3) % 256, 200], i * 3);
  const bytes = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  const dir = path.join(screenshotDir, 'files');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return { file, bytes };
}

/**
 * Picks a sortable item up by keyboard (Space on its focused handle) and waits until the page takes the
 * next key. dnd-kit's keyboard sensor starts the drag at once — the handle turns pressed in the same
 * update — but adds its keydown listener from a zero-delay timer set while starting, and Chromium runs
 * input ahead of timers: an arrow pressed as soon as the handle looks pressed can arrive before that
 * listener and be lost. A zero-delay timer set once the handle is pressed runs after the sensor's, so
 * when it has fired the listener is in place.
 */
export async function pickUpByKeyboard(page: Page, handle: Locator) {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
