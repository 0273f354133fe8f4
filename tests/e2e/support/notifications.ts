import { request, type APIRequestContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import type { NotificationPage } from '../../../src/domain/notifications';
import { baseUrl, expectMail, linkInMail } from './e2e';
import { demo, demoPassword, newUser, screenWait, type NewUser } from './flows';

/** A signed-in API client (cookies kept) acting as `role`, with a same-origin Origin as mutating calls need. */
export interface ApiSession {
  api: APIRequestContext;
  userId: string;
  close(): Promise<void>;
}

export async function apiSession(
  email: string,
  password: string,
  role: string,
  url = baseUrl,
): Promise<ApiSession> {
  const api = await request.newContext({
    baseURL: url,
    extraHTTPHeaders: { 'x-user-profile': role, origin: url },
  });
  const response = await api.post('/api/auth/login', { data: { email, password } });
  if (!response.ok())
    throw new Error(`login of ${email} as ${role} failed: ${response.status()} ${await response.text()}`);
  const user = (await response.json()) as { _id: string };
  return { api, userId: user._id, close: () => api.dispose() };
}

export const adminSession = () => apiSession(demo.admin.email, demoPassword, 'admin');

/** A confirmed customer made through the signup API and the confirmation mail. */
export async function confirmedCustomer(label: string): Promise<NewUser> {
  const user = newUser(label);
  const api = await request.newContext({
    baseURL: baseUrl,
    extraHTTPHeaders: { 'x-user-profile': 'customer', origin: baseUrl },
  });
  try {
    const signup = await api.post('/api/auth/signup', {
      data: {
        email: user.email,
        password: user.password,
        firstName: user.firstName,
        lastName: user.lastName,
        role: 'customer',
        termsAccepted: true,
      },
    });
    if (signup.status() !== 201) throw new Error(`signup failed: ${signup.status()} ${await signup.text()}`);
    const mail = await expectMail(user.email, (m) => m.subject === 'Confirm your Cueline account');
    const token = new URL(linkInMail(mail)).searchParams.get('token') ?? '';
    const confirm = await api.get('/api/auth/confirm-signup', { params: { token } });
    if (!confirm.ok()) throw new Error(`confirmation failed: ${confirm.status()} ${await confirm.text()}`);
  } finally {
    await api.dispose();
  }
  return user;
}

/** POST /api/admin/notifications to one user, as the admin. */
export async function notifyUser(
  admin: ApiSession,
  userId: string,
  message: string,
  type: 'System' | 'News' = 'System',
) {
  const response = await admin.api.post('/api/admin/notifications', { data: { type, message, userId } });
  if (!response.ok())
    throw new Error(`admin notification failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { count: number };
}

/** The server's view of a user's notifications (first page of `limit`). */
export async function serverNotifications(session: ApiSession, limit = 1): Promise<NotificationPage> {
  const response = await session.api.get('/api/notifications/info', { params: { limit } });
  if (!response.ok()) throw new Error(`notifications info failed: ${response.status()}`);
  return (await response.json()) as NotificationPage;
}

/** The unread count the header's bell shows; no badge means 0. */
export async function badgeCount(page: Page): Promise<number> {
  const badge = page.getByTestId('notifications-unread');
  if ((await badge.count()) === 0) return 0;
  const text = (await badge.first().textContent())?.trim() ?? '';
  return text === '' ? 0 : Number.parseInt(text, 10);
}

/** Waits until the bell shows `count`; fails with the last value seen. */
export async function expectBadge(page: Page, count: number, timeoutMs = screenWait) {
  await expect.poll(() => badgeCount(page), { timeout: timeoutMs, message: 'the unread badge' }).toBe(count);
}

/** The header's bell; its name carries the unread count once there is one. */
export const bell = (page: Page) => page.getByRole('button', { name: /^Notifications(, \d+\+? unread)?$/ });

/**
 * Resolves once the page's realtime socket has joined the user's room (the `joinRoom` acknowledgement is
 * received). Call before the page logs in; notifications sent earlier reach the page only through replication.
 */
export function roomJoined(page: Page, timeoutMs = 15_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the realtime socket did not join its room within ${timeoutMs} ms`)),
      timeoutMs,
    );
    page.on('websocket', (socket) => {
      let asked = false;
      socket.on('framesent', ({ payload }) => {
        if (String(payload).includes('"joinRoom"')) asked = true;
      });
      socket.on('framereceived', ({ payload }) => {
        const text = String(payload);
        if (asked && /^43\d*\[/.test(text) && text.includes('"ok":true')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  });
}
