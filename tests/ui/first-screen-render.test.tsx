import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preloadScreen, screenFor } from '../../src/ui/app/route-table';

vi.mock('../../src/ui/library/liked-songs-page', () => ({ LikedSongsPage: () => <h1>Liked songs</h1> }));
vi.mock('../../src/ui/library/recently-played-page', () => ({
  RecentlyPlayedPage: () => <h1>Recently played</h1>,
}));

const inSuspense = (name: 'liked' | 'history') => {
  const Screen = screenFor(name);
  return (
    <Suspense fallback={<p>Loading the screen</p>}>
      <Screen />
    </Suspense>
  );
};

describe("a screen's first render", () => {
  it('draws at once, without the loading fallback, when its code was preloaded', async () => {
    await preloadScreen('liked');
    render(inSuspense('liked'));
    // Synchronously: a suspended screen would show the fallback first (and React would then hold the
    // screen back until 300 ms after that fallback).
    expect(screen.getByRole('heading', { name: 'Liked songs' })).toBeTruthy();
    expect(screen.queryByText('Loading the screen')).toBeNull();
  });

  it('shows the fallback while code that was not preloaded loads, then the screen', async () => {
    render(inSuspense('history'));
    expect(screen.getByText('Loading the screen')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Recently played' })).toBeTruthy();
  });
});
