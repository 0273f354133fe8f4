import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../../src/domain/admin';
import { NotificationComposer } from '../../src/ui/admin/notification-composer';
import { ServicesContext } from '../../src/ui/hooks/services';
import { renderUi } from './support/render';
import { signedInServices, testUser } from './support/signed-in';

const boris: AdminUser = {
  _id: '00000000-0000-4000-8000-000000000b01',
  email: 'boris@example.com',
  firstName: 'Boris',
  lastName: 'Listener',
  roles: ['customer'],
  status: 'active',
  blockedAt: null,
  blockedReason: null,
  emailConfirmed: true,
  company: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** Users found by name or e-mail; what is sent is recorded. */
function adminServer() {
  const sent: unknown[] = [];
  const network = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    if (url.pathname.endsWith('/user/info')) return Response.json(testUser);
    if (url.pathname.endsWith('/admin/users')) {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const data = [boris].filter((user) => `${user.firstName} ${user.email}`.toLowerCase().includes(search));
      return Response.json({ data, page: 1, limit: 8, total: data.length });
    }
    if (url.pathname.endsWith('/admin/notifications')) {
      sent.push(await request.json());
      return Response.json({ _id: '00000000-0000-4000-8000-00000000c001', count: 1 });
    }
    throw new Error(`unexpected request ${request.method} ${url.pathname}`);
  }) as typeof fetch;
  return { network, sent };
}

// Issue 26 §4: "Send to one user" picks a user as the users table shows them, not by a raw id.
describe('sending a notification to one user', { timeout: 30_000 }, () => {
  it('finds the user by name, sends to their id, and reads the picked user by name', async () => {
    const server = adminServer();
    const services = await signedInServices(server.network);
    const { user } = await renderUi(<NotificationComposer onSent={() => {}} />, {
      wrapper: (children) => <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>,
    });
    await user.click(screen.getByRole('radio', { name: 'One user' }));
    await user.type(screen.getByRole('combobox', { name: 'User' }), 'boris');
    await user.click(await screen.findByRole('option', { name: 'Boris Listener — boris@example.com' }));
    expect((screen.getByRole('combobox', { name: 'User' }) as HTMLInputElement).value).toBe(
      'Boris Listener — boris@example.com',
    );
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Maintenance tonight');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent to 1 user.')).toBeTruthy();
    expect(server.sent).toEqual([{ type: 'System', message: 'Maintenance tonight', userId: boris._id }]);
  });
});
