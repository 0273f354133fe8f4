import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ArtistApi } from '../../src/domain/catalog';
import { ServicesContext } from '../../src/ui/hooks/services';
import { PerformersTab } from '../../src/ui/users/legal-entities/performers-tab';
import { renderUi } from './support/render';
import { signedInServices, testUser } from './support/signed-in';

const performer: ArtistApi = {
  _id: '9a1f3c2e-0000-4000-8000-0000000000a1',
  name: 'Harbour Strings',
  bio: null,
  website: null,
  imageUrl: null,
  trackCount: 3,
  albumCount: 1,
};

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

/** An owner's server: their performers, the performer's page (no tracks) and the change, recorded. */
function ownerServer() {
  const sent: Sent[] = [];
  const network = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    if (url.pathname.endsWith('/user/info'))
      return Response.json({ ...testUser, roles: ['customer', 'owner'] });
    if (url.pathname.endsWith('/artist/info')) {
      sent.push({ url: request.url, method: 'GET', body: null });
      return Response.json({ data: [performer], page: 1, limit: 100, total: 1 });
    }
    if (url.pathname.endsWith(`/artist/info-artist/${performer._id}`))
      return Response.json({ ...performer, albums: [], tracks: [] });
    const text = await request.text();
    const call = {
      url: request.url,
      method: request.method,
      body: text ? (JSON.parse(text) as unknown) : null,
    };
    sent.push(call);
    return Response.json({
      ...performer,
      bio: 'Strings from the harbour',
      website: 'https://harbour.example',
    });
  }) as typeof fetch;
  return { network, sent };
}

async function show(role: 'owner' | 'customer', network: typeof fetch) {
  const services = await signedInServices(network);
  services.session.setRole(role);
  return renderUi(<PerformersTab />, {
    wrapper: (children) => <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>,
  });
}

describe('the performers settings', { timeout: 30_000 }, () => {
  it("lists the owner's performers and saves a performer's bio and website", async () => {
    const { network, sent } = ownerServer();
    const { user } = await show('owner', network);
    const list = await screen.findByRole('list', { name: 'Performers' });
    expect(within(list).getByText('Harbour Strings')).toBeTruthy();
    expect(within(list).getByText('3 tracks')).toBeTruthy();
    expect(new URL(sent[0]!.url).searchParams.get('owner')).toBe('me');

    await user.click(within(list).getByRole('button', { name: 'Edit: Harbour Strings' }));
    const dialog = async () => {
      const surface = await screen.findByRole('dialog', { name: 'Performer Harbour Strings' });
      expect(within(surface).getByRole('heading', { level: 2 }).textContent).toBe(
        'Performer Harbour Strings',
      );
      return surface;
    };
    const control = async (role: 'textbox' | 'button', name: string) =>
      within(await dialog()).findByRole(role, { name });
    expect(await within(await dialog()).findByText('No tracks yet')).toBeTruthy();
    await user.type(await control('textbox', 'Website'), 'not a url');
    await user.click(await control('button', 'Save'));
    expect(await within(await dialog()).findByText('Enter a valid URL.')).toBeTruthy();

    await user.clear(await control('textbox', 'Website'));
    await user.type(await control('textbox', 'Website'), 'https://harbour.example');
    await user.type(await control('textbox', 'Biography'), 'Strings from the harbour');
    await user.click(await control('button', 'Save'));
    await waitFor(() => expect(sent.some((call) => call.method === 'PATCH')).toBe(true));
    const change = sent.find((call) => call.method === 'PATCH')!;
    expect(change.url).toMatch(new RegExp(`/artist/change/${performer._id}$`));
    expect(change.body).toEqual({ bio: 'Strings from the harbour', website: 'https://harbour.example' });
  });

  it('tells a customer that performers belong to the rights holder profile, asking nothing', async () => {
    const { network, sent } = ownerServer();
    await show('customer', network);
    expect(await screen.findByText(/Switch to your rights holder profile/)).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
