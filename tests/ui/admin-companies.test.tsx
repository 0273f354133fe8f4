import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminCompany, AdminCompanyDetail } from '../../src/domain/admin/companies';
import { ServicesContext } from '../../src/ui/hooks/services';
import { CompaniesSection } from '../../src/ui/admin/companies-section';
import { renderUi } from './support/render';
import { signedInServices, testUser } from './support/signed-in';

const company = (n: number, name: string, tin: string): AdminCompanyDetail => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name,
  type: 'company',
  tin,
  members: 1,
  verified: false,
  verifiedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  address: '19 Vavilova St, Moscow',
  signatoryName: 'Anna Petrova',
  signatoryPosition: 'General Director',
  memberList: [
    {
      userId: '00000000-0000-4000-8000-0000000000a1',
      name: 'Anna Petrova',
      email: 'anna@example.com',
      role: 'main_admin',
      rights: [1, 2, 3, 4, 5],
      status: 'active',
    },
    {
      userId: '00000000-0000-4000-8000-0000000000a2',
      name: 'Ivan Sokolov',
      email: 'ivan@example.com',
      role: 'manager',
      rights: [],
      status: 'pending',
    },
  ],
});

const summary = ({
  memberList: _members,
  address: _a,
  signatoryName: _s,
  signatoryPosition: _p,
  ...rest
}: AdminCompanyDetail): AdminCompany => rest;

/** A server of companies: records every search and verification it is asked for; `failing` answers 500 once. */
function companiesServer(companies: AdminCompanyDetail[], options: { failing?: boolean } = {}) {
  const searches: string[] = [];
  const verifications: { id: string; verified: boolean }[] = [];
  let failing = options.failing ?? false;
  const network = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    if (url.pathname.endsWith('/user/info')) return Response.json(testUser);
    if (url.pathname.endsWith('/admin/companies')) {
      if (failing) {
        failing = false;
        return Response.json({ statusCode: 500, message: 'error.500' }, { status: 500 });
      }
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      searches.push(search);
      const data = companies
        .filter((entry) => `${entry.name} ${entry.tin}`.toLowerCase().includes(search))
        .map(summary);
      return Response.json({ data, page: 1, limit: 20, total: data.length });
    }
    const verify = /\/admin\/companies\/verify\/(.+)$/.exec(url.pathname);
    if (verify) {
      const { verified } = (await request.json()) as { verified: boolean };
      verifications.push({ id: verify[1]!, verified });
      const entry = companies.find((candidate) => candidate._id === verify[1])!;
      Object.assign(entry, { verified, verifiedAt: verified ? '2026-02-01T00:00:00.000Z' : null });
      return Response.json(entry);
    }
    const detail = /\/admin\/companies\/(.+)$/.exec(url.pathname);
    if (detail) return Response.json(companies.find((candidate) => candidate._id === detail[1]));
    throw new Error(`unexpected request ${request.method} ${url.pathname}`);
  }) as typeof fetch;
  return { network, searches, verifications };
}

async function renderSection(server: ReturnType<typeof companiesServer>) {
  const services = await signedInServices(server.network);
  return renderUi(<CompaniesSection />, {
    wrapper: (children) => <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>,
  });
}

describe('the admin companies section', { timeout: 30_000 }, () => {
  it('searches by name or TIN and says when nothing matches', async () => {
    const server = companiesServer([
      company(1, 'Harbour Films LLC', '7707083893'),
      company(2, 'North Label LLC', '7728168971'),
    ]);
    const { user } = await renderSection(server);
    await screen.findByText('7707083893');
    const box = screen.getByRole('searchbox', { name: 'Search by name or TIN' });
    await user.type(box, '77281');
    await waitFor(() => expect(server.searches.at(-1)).toBe('77281'));
    await screen.findByText('North Label LLC');
    expect(screen.queryByText('7707083893')).toBeNull();
    await user.clear(box);
    await user.type(box, 'nobody');
    await screen.findByText('No companies match.');
  });

  it('shows a failed load with Retry, then the list', async () => {
    const server = companiesServer([company(3, 'Harbour Films LLC', '7707083893')], { failing: true });
    const { user } = await renderSection(server);
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByText('7707083893');
  });

  it('opens a company with its members and verifies it only after confirmation', async () => {
    const server = companiesServer([company(4, 'Harbour Films LLC', '7707083893')]);
    const { user } = await renderSection(server);
    await user.click(await screen.findByRole('button', { name: 'Members of Harbour Films LLC' }));
    const members = await screen.findByRole('table', { name: 'Members of Harbour Films LLC' });
    const ivan = within(members).getByText('ivan@example.com').closest('tr')!;
    expect(within(ivan).getByText('Asks to join')).toBeTruthy();
    expect(within(members).getByText('Main administrator')).toBeTruthy();
    expect(screen.getByText('Not verified')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Mark as verified' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark Harbour Films LLC as verified?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.verifications).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Mark as verified' }));
    const again = await screen.findByRole('alertdialog', { name: 'Mark Harbour Films LLC as verified?' });
    await user.click(within(again).getByRole('button', { name: 'Mark as verified' }));
    await screen.findByRole('button', { name: 'Remove the verified mark' });
    expect(server.verifications).toEqual([{ id: company(4, '', '')._id, verified: true }]);
    expect(screen.getAllByText('Verified').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Back to companies' }));
    const row = (await screen.findByText('7707083893')).closest('tr')!;
    await within(row).findByText('Verified');
  });
});
