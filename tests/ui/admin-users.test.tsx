import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../../src/domain/admin';
import { ServicesContext } from '../../src/ui/hooks/services';
import { UsersSection } from '../../src/ui/admin/users-section';
import { renderUi } from './support/render';
import { signedInServices, testUser } from './support/signed-in';

const person = (n: number, lastName: string, status: AdminUser['status'] = 'active'): AdminUser => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  email: `${lastName.toLowerCase()}${n}@example.com`,
  firstName: 'Elena',
  lastName,
  roles: ['customer'],
  status,
  blockedAt: null,
  blockedReason: null,
  emailConfirmed: true,
  company:
    n === 1
      ? { _id: '00000000-0000-4000-8000-0000000000c1', name: 'Harbour Films LLC', status: 'active' }
      : null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

/** A server of users: records every search and block it is asked for; `held` searches wait for `release`. */
function adminServer(people: AdminUser[], held?: { search: string; until: Promise<void> }) {
  const searches: string[] = [];
  const blocks: { id: string; reason: string }[] = [];
  const network = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    if (url.pathname.endsWith('/user/info')) return Response.json(testUser);
    if (url.pathname.endsWith('/admin/users')) {
      const search = url.searchParams.get('search') ?? '';
      searches.push(search);
      if (held?.search === search) await held.until;
      const data = people.filter((user) => `${user.lastName} ${user.email}`.toLowerCase().includes(search));
      return Response.json({ data, page: 1, limit: 20, total: data.length });
    }
    const block = /\/admin\/users\/block\/(.+)$/.exec(url.pathname);
    if (block) {
      const { reason } = (await request.json()) as { reason: string };
      blocks.push({ id: block[1]!, reason });
      const user = people.find((candidate) => candidate._id === block[1])!;
      Object.assign(user, { status: 'blocked', blockedReason: reason });
      return Response.json(user);
    }
    throw new Error(`unexpected request ${request.method} ${url.pathname}`);
  }) as typeof fetch;
  return { network, searches, blocks };
}

describe('the admin users section', { timeout: 30_000 }, () => {
  it('asks the server once typing pauses, shows the answer, and says when nothing matches', async () => {
    const server = adminServer([person(1, 'Sokolova'), person(2, 'Moreau')]);
    const services = await signedInServices(server.network);
    const { user } = await renderUi(<UsersSection />, {
      wrapper: (children) => <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>,
    });
    const first = (await screen.findByText('sokolova1@example.com')).closest('tr')!;
    expect(within(first).getByText('Harbour Films LLC')).toBeTruthy();
    const box = screen.getByRole('searchbox', { name: 'Search by name or e-mail' });
    await user.type(box, 'sokol');
    await waitFor(() => expect(screen.queryByText('moreau2@example.com')).toBeNull());
    expect(server.searches.at(-1)).toBe('sokol');
    // One request before typing and at most a couple while typing five letters, not one per keystroke.
    expect(server.searches.length).toBeLessThanOrEqual(3);
    await user.clear(box);
    await user.type(box, 'nobody');
    await screen.findByText('No users match.');
  });

  it('blocks with a reason, which is required, and shows the new status', async () => {
    const server = adminServer([person(3, 'Petrov')]);
    const services = await signedInServices(server.network);
    const { user } = await renderUi(<UsersSection />, {
      wrapper: (children) => <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>,
    });
    const row = (await screen.findByText('petrov3@example.com')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Elena Petrov?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await within(dialog).findByText('Required field');
    expect(server.blocks).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(server.blocks).toEqual([{ id: person(3, 'Petrov')._id, reason: 'Spam' }]));
    await screen.findByText('Blocked');
  });

  it('keeps the rows it shows, marked busy, while the answer to a new search is on its way', async () => {
    let release = () => {};
    const until = new Promise<void>((resolve) => (release = resolve));
    const server = adminServer([person(4, 'Ivanova'), person(5, 'Laurent')], { search: 'ivan', until });
    const services = await signedInServices(server.network);
    const { user } = await renderUi(<UsersSection />, {
      wrapper: (children) => <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>,
    });
    const row = (await screen.findByText('ivanova4@example.com')).closest('tr')!;
    const busy = () => row.closest('[aria-busy]')?.getAttribute('aria-busy');
    expect(busy()).toBe('false');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'ivan');
    await waitFor(() => expect(server.searches.at(-1)).toBe('ivan'));
    // The answer is held: the rows stay, no spinner takes their place, and the row can still be pressed.
    expect(busy()).toBe('true');
    expect(screen.getByText('laurent5@example.com')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    release();
    await waitFor(() => expect(screen.queryByText('laurent5@example.com')).toBeNull());
    // The same row element stays in place across the answer.
    expect(screen.getByText('ivanova4@example.com').closest('tr')).toBe(row);
    expect(busy()).toBe('false');
  });
});
