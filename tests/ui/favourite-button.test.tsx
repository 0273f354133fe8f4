import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFavourite, type CueDatabase } from '../../src/db';
import { FavouriteButton } from '../../src/ui/components/favourite-button';
import type { Services } from '../../src/ui/hooks/services';
import { openTestDatabase } from '../db/support';
import { renderUi } from './support/render';
import { signedInServices, testUser, withLocalData } from './support/signed-in';

// A loaded CI runner may take well over a second to settle what the screen shows.
const wait = { timeout: 10_000 };

const track = { id: 'b3c1d2e4-0000-4000-8000-00000000000a', title: 'Amber Lights' };

describe('the favourite button', () => {
  let db: CueDatabase;
  let services: Services;
  beforeEach(async () => {
    db = await openTestDatabase();
    services = await signedInServices();
  });
  afterEach(async () => {
    await db.close();
  });

  const heart = () => screen.getByRole('button', { name: 'Like Amber Lights' });
  const favouriteIds = async () => (await db.favourites.find().exec()).map((doc) => doc.trackId);

  it('likes and unlikes a track in the local database, saying so each time', async () => {
    const { user } = await renderUi(<FavouriteButton track={track} />, {
      wrapper: withLocalData(services, db),
    });
    expect(heart().getAttribute('aria-pressed')).toBe('false');

    await user.click(heart());
    await vi.waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'), wait);
    expect(await favouriteIds()).toEqual([track.id]);
    expect((await screen.findByRole('status')).textContent).toContain('Track added to favorite successfully');

    await user.click(heart());
    await vi.waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'), wait);
    expect(await favouriteIds()).toEqual([]);
    expect(await screen.findByText('Track removed to favorite successfully')).toBeTruthy();
  });

  it("puts the track back from the unlike snackbar's Undo", async () => {
    const { user } = await renderUi(<FavouriteButton track={track} />, {
      wrapper: withLocalData(services, db),
    });
    await setFavourite(db, testUser._id, track.id, true);
    await vi.waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'), wait);

    await user.click(heart());
    await vi.waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'), wait);
    await user.click(await screen.findByRole('button', { name: 'Undo' }));

    await vi.waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'), wait);
    expect(await favouriteIds()).toEqual([track.id]);
  });

  it('follows a favourite written elsewhere (another tab, replication)', async () => {
    await renderUi(<FavouriteButton track={track} />, { wrapper: withLocalData(services, db) });
    await setFavourite(db, testUser._id, track.id, true);
    await vi.waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'), wait);
    await setFavourite(db, testUser._id, track.id, false);
    await vi.waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'), wait);
  });

  it('is not offered to a visitor who is not signed in', async () => {
    services.session.setLoggedIn(false);
    await renderUi(<FavouriteButton track={track} />, { wrapper: withLocalData(services, db) });
    expect(screen.queryByRole('button', { name: 'Like Amber Lights' })).toBeNull();
  });
});
