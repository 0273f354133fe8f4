import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/domain/admin';
import { AuditSection } from '../../src/ui/admin/audit-section';
import { ServicesContext } from '../../src/ui/hooks/services';
import { renderUi } from './support/render';
import { signedInServices, testUser } from './support/signed-in';

const entry: AuditEntry = {
  _id: '00000000-0000-4000-8000-00000000a001',
  admin: { _id: '00000000-0000-4000-8000-00000000ad01', email: 'ada@example.com' },
  action: 'user.block',
  targetType: 'user',
  targetId: '00000000-0000-4000-8000-000000000b01',
  targetName: 'Boris Spammer',
  details: { reason: 'spam' },
  ip: '127.0.0.1',
  userAgent: null,
  createdAt: '2026-03-15T12:00:00.000Z',
};

const network = (async (input: RequestInfo | URL) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.pathname.endsWith('/user/info')) return Response.json(testUser);
  if (url.pathname.endsWith('/admin/audit'))
    return Response.json({ data: [entry], page: 1, limit: 25, total: 1 });
  throw new Error(`unexpected request ${url.pathname}`);
}) as typeof fetch;

// Issue 26 §4: the admin area writes a moment as the rest of the app does (a medium date, the time without seconds).
describe('the audit log', { timeout: 30_000 }, () => {
  it("writes when an action was taken in the app's format", async () => {
    const services = await signedInServices(network);
    await renderUi(<AuditSection />, {
      wrapper: (children) => <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>,
    });
    const expected = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(entry.createdAt),
    );
    expect(await screen.findByRole('cell', { name: expected }, { timeout: 20_000 })).toBeTruthy();
    expect(expected).toMatch(/^Mar 15, 2026, \d{1,2}:\d{2}\s[AP]M$/);
  });

  it('names the target by what it is called, not by its id', async () => {
    const services = await signedInServices(network);
    await renderUi(<AuditSection />, {
      wrapper: (children) => <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>,
    });
    expect(
      await screen.findByRole('cell', { name: 'User: Boris Spammer' }, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.queryByText(new RegExp(entry.targetId!))).toBeNull();
  });
});
