import { screen, within } from '@testing-library/react';
import { Route } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CueDatabase } from '../../src/db';
import { ArtistPage } from '../../src/ui/catalog/artists/artist-page';
import { CommissionButton } from '../../src/ui/tasks/task-dialog';
import { openTestDatabase } from '../db/support';
import { renderUi } from './support/render';
import { signedInServices, testUser, withLocalData } from './support/signed-in';
import { answerTaskCreate, artistTrack } from './support/task-fixtures';
import { withPlayer } from './support/workspace-fixtures';

const wait = { timeout: 10_000 };
const artistId = '3a000000-0000-4000-8000-000000000001';
const ownerId = '3a000000-0000-4000-8000-0000000000ee';
const track = (n: number) =>
  artistTrack('3a000000-0000-4000-8000-000000000', n, { _id: artistId, name: 'Nord' }, ownerId);

const artist = {
  _id: artistId,
  name: 'Nord',
  bio: null,
  website: null,
  imageUrl: null,
  trackCount: 2,
  albumCount: 0,
  albums: [],
  tracks: [track(1), track(2)],
};

describe('"Commission music" on the artist page', { timeout: 60_000 }, () => {
  let db: CueDatabase;
  beforeEach(async () => {
    db = await openTestDatabase(undefined, ['projects', 'tracks', 'favourites']);
  });
  afterEach(async () => {
    await db.close();
  });

  async function openArtist(profile: 'customer' | 'owner' = 'customer') {
    const created: Record<string, unknown>[] = [];
    const network = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (request.url.endsWith('/user/info')) return Response.json(testUser);
      if (request.url.includes(`/artist/info-artist/${artistId}`)) return Response.json(artist);
      if (request.url.endsWith('/task/create'))
        return answerTaskCreate(request, created, { id: '3a000000-0000-4000-8000-000000000200', ownerId });
      throw new Error(`unexpected request ${request.url}`);
    }) as typeof fetch;
    const services = await signedInServices(network);
    services.session.setRole(profile);
    const view = await renderUi(
      withPlayer(
        <>
          <Route path="/artists/:artistId">
            <ArtistPage Action={CommissionButton} />
          </Route>
          <Route path="/tasks/customer">
            <p>the customer’s orders</p>
          </Route>
        </>,
        `/artists/${artistId}`,
      ),
      { wrapper: withLocalData(services, db) },
    );
    return { ...view, created };
  }

  it('commissions from the owner of the artist’s tracks', async () => {
    const { user, created } = await openArtist();
    await user.click(await screen.findByRole('button', { name: 'Commission music' }, wait));
    const dialog = await screen.findByRole('dialog', { name: 'Commission music from Nord' }, wait);
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Sea theme');
    await user.click(within(dialog).getByRole('button', { name: 'Send order' }));
    await vi.waitFor(() => expect(created).toHaveLength(1), wait);
    expect(created[0]).toMatchObject({ ownerId, title: 'Sea theme', projectId: null, tracksCount: 1 });
    expect(await screen.findByText('Order “Sea theme” sent', {}, wait)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Open orders' }));
    expect(await screen.findByText('the customer’s orders', {}, wait)).toBeTruthy();
  });

  it('is not offered in the owner’s profile', async () => {
    await openArtist('owner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nord' }, wait)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Commission music' })).toBeNull();
  });
});
