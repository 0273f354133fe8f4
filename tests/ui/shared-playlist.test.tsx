import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CueDatabase } from '../../src/db';
import { paths } from '../../src/domain/routes';
import { SharedPlaylistPage } from '../../src/ui/library/shared-playlist/shared-playlist-page';
import { openTestDatabase } from '../db/support';
import { renderUi } from './support/render';
import { signedInServices, testUser, withLocalData } from './support/signed-in';

/** The share link's server at the network edge: 404 for a revoked token, 503 for any other. */
function fakeServer() {
  const asked: string[] = [];
  const network = (async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname.endsWith('/user/info')) return Response.json(testUser);
    if (!url.pathname.endsWith('/playlist/info-share')) throw new Error(`unexpected request ${url}`);
    const token = url.searchParams.get('token') ?? '';
    asked.push(token);
    if (token === 'R'.repeat(43))
      return Response.json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
    return Response.json(
      { statusCode: 503, code: 'UNAVAILABLE', message: 'Service unavailable' },
      { status: 503 },
    );
  }) as typeof fetch;
  return { network, asked };
}

describe('the shared playlist page: a link that shows nothing', () => {
  let db: CueDatabase;
  beforeEach(async () => {
    db = await openTestDatabase(undefined, ['tracks', 'favourites']);
  });
  afterEach(async () => {
    await db.close();
  });

  const open = async (token: string) => {
    const server = fakeServer();
    const local = withLocalData(await signedInServices(server.network), db);
    const { hook } = memoryLocation({ path: `/shared-playlist/${token}` });
    const wrapper = (children: ReactNode) =>
      local(
        <Router hook={hook}>
          <Route path={paths.sharedPlaylist}>{children}</Route>
        </Router>,
      );
    const rendered = await renderUi(<SharedPlaylistPage />, { wrapper });
    return { ...rendered, server };
  };

  it('calls a malformed token unavailable without asking the server', async () => {
    const { server } = await open('not-a-token');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This playlist is unavailable' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toBeTruthy();
    expect(server.asked).toEqual([]);
  });

  it('calls a revoked token unavailable', async () => {
    const { server } = await open('R'.repeat(43));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This playlist is unavailable' }),
    ).toBeTruthy();
    expect(server.asked).toEqual(['R'.repeat(43)]);
  });

  it('shows another failure with a retry that asks again', async () => {
    const { server, user } = await open('F'.repeat(43));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByRole('heading', { name: 'This playlist is unavailable' })).toBeNull();
    // The client has given up on its own retries by the time the error shows.
    const asked = server.asked.length;
    await user.click(retry);
    await expect.poll(() => server.asked.length).toBeGreaterThan(asked);
  });
});
