import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { usePreloadFirstScreen } from '../../src/ui/app/router';

/** The screens whose code the tests watch: each records when its module is first imported. */
const imported = vi.hoisted(() => new Set<string>());
vi.mock('../../src/ui/auth/login-page', () => {
  imported.add('login');
  return { LoginPage: () => null };
});
vi.mock('../../src/ui/catalog/catalog-page', () => {
  imported.add('catalog');
  return { CatalogPage: () => null };
});
vi.mock('../../src/ui/library/liked-songs-page', () => {
  imported.add('liked');
  return { LikedSongsPage: () => null };
});
vi.mock('../../src/ui/catalog/albums/albums-section', () => ({ AlbumsSection: () => null }));
vi.mock('../../src/ui/catalog/artists/artists-section', () => ({ ArtistsSection: () => null }));

/** Calls the preload of the screen at `path` for a visitor kept as signed in (or not). */
function preloadAt(path: string, signedIn: boolean): void {
  function Probe() {
    usePreloadFirstScreen()(signedIn);
    return null;
  }
  render(
    <Router hook={memoryLocation({ path }).hook}>
      <Probe />
    </Router>,
  );
}

describe("the first screen's code", () => {
  it('starts loading for the screen the address shows, and not for one its route guard would leave', async () => {
    // A signed-out visitor on a private screen is sent to the sign-in page: the catalogue is not loaded.
    preloadAt('/catalog/customer', false);
    // A signed-in visitor on the sign-in page is sent home: the sign-in page is not loaded.
    preloadAt('/auth/login', true);
    preloadAt('/liked', true);
    await expect.poll(() => imported.has('liked')).toBe(true);
    expect(imported.has('catalog')).toBe(false);
    expect(imported.has('login')).toBe(false);

    preloadAt('/auth/login', false);
    await expect.poll(() => imported.has('login')).toBe(true);
    preloadAt('/catalog/customer/albums', true);
    await expect.poll(() => imported.has('catalog')).toBe(true);
  });
});
