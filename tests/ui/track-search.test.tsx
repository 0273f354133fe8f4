import { screen, within } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CueDatabase, TrackDocType } from '../../src/db';
import { toApiIds } from '../../src/domain/api-ids';
import { useTrackSearch } from '../../src/ui/catalog/use-track-search';
import { openTestDatabase } from '../db/support';
import { emptyFacets, trackFactory } from '../db/tracks-support';
import { renderUi } from './support/render';
import { signedInServices, testUser, withLocalData } from './support/signed-in';

/** The search at the network edge: `track/info` answers `answer(search)`, or fails while down. */
function fakeSearch(answer: (search: string) => TrackDocType[]) {
  const state = { down: false, asked: [] as string[] };
  const respond = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname.endsWith('/user/info')) return Response.json(testUser);
    if (!url.pathname.endsWith('/track/info')) throw new Error(`unexpected request ${url.href}`);
    const search = url.searchParams.get('search') ?? '';
    state.asked.push(search);
    if (state.down) throw new TypeError('Failed to fetch');
    const data = answer(search);
    return Response.json({
      // The server names ids `_id` (docs/decisions/0011-api-ids.md).
      data: toApiIds(data),
      page: 1,
      limit: 24,
      total: data.length,
      facets: emptyFacets(),
      totalIsEstimate: false,
      estimatedFacets: [],
    });
  };
  return { state, fetch: respond as typeof fetch };
}

function Search({ online }: { online: boolean }) {
  const [text, setText] = useState('nig');
  const query = useMemo(() => ({ search: text }), [text]);
  const view = useTrackSearch(query, online, false);
  return (
    <div>
      <input aria-label="Search" value={text} onChange={(event) => setText(event.target.value)} />
      <p>Source: {view.source}</p>
      <ul aria-label="Tracks">
        {view.tracks.map((track) => (
          <li key={track.id}>{track.title}</li>
        ))}
      </ul>
      {view.error ? (
        <button type="button" onClick={view.retry}>
          Retry
        </button>
      ) : null}
    </div>
  );
}

/** The search with a connection the test cuts: the screen stays mounted while it goes offline. */
function SearchGoingOffline() {
  const [online, setOnline] = useState(true);
  return (
    <div>
      <button type="button" onClick={() => setOnline(false)}>
        Go offline
      </button>
      <Search online={online} />
    </div>
  );
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Tracks' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('useTrackSearch', () => {
  let db: CueDatabase;
  beforeEach(async () => {
    db = await openTestDatabase(undefined, ['tracks']);
  });
  afterEach(async () => {
    await db.close();
  });

  it('filters the local tracks in memory at each keystroke, without asking the server', async () => {
    await db.tracks.bulkInsert([trackFactory({ title: 'Night Drive' }), trackFactory({ title: 'Morning' })]);
    const server = fakeSearch(() => []);
    const services = await signedInServices(server.fetch);
    const { user } = await renderUi(<Search online={false} />, { wrapper: withLocalData(services, db) });
    await expect.poll(titles).toEqual(['Night Drive']);
    await user.clear(screen.getByRole('textbox', { name: 'Search' }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'morn');
    await expect.poll(titles).toEqual(['Morning']);
    expect(screen.getByText('Source: local')).toBeTruthy();
    expect(server.state.asked).toEqual([]);
  });

  it('asks the server once typing pauses, for the last query only, and shows its answer', async () => {
    const owl = trackFactory({ title: 'Night Owl' });
    const server = fakeSearch((search) => (search === 'night owl' ? [owl] : []));
    const services = await signedInServices(server.fetch);
    const { user } = await renderUi(<Search online />, { wrapper: withLocalData(services, db) });
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'ht owl');
    await expect.poll(titles).toEqual(['Night Owl']);
    // The stored track can show through the local filter a moment before the answer itself.
    await expect.poll(() => screen.queryByText('Source: server')).not.toBeNull();
    // Keystrokes come faster than the debounce: no query between the first and the last is asked.
    expect(server.state.asked.filter((search) => search !== 'nig')).toEqual(['night owl']);
  });

  it('shows a failure and asks again on retry', async () => {
    const owl = trackFactory({ title: 'Night Owl' });
    const server = fakeSearch(() => [owl]);
    server.state.down = true;
    const services = await signedInServices(server.fetch);
    const { user } = await renderUi(<Search online />, { wrapper: withLocalData(services, db) });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    server.state.down = false;
    await user.click(retry);
    expect(await screen.findByText('Source: server')).toBeTruthy();
    expect(titles()).toEqual(['Night Owl']);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('going offline on a screen that stayed mounted shows the answer saved while online', async () => {
    const alpha = trackFactory({ title: 'Night Alpha' });
    const beta = trackFactory({ title: 'Night Beta' });
    await db.tracks.bulkInsert([alpha, beta]);
    // The server ranks the tracks otherwise than the local filter does.
    const server = fakeSearch(() => [beta, alpha]);
    const services = await signedInServices(server.fetch);
    const { user } = await renderUi(<SearchGoingOffline />, { wrapper: withLocalData(services, db) });
    expect(await screen.findByText('Source: server')).toBeTruthy();
    expect(titles()).toEqual(['Night Beta', 'Night Alpha']);

    await user.click(screen.getByRole('button', { name: 'Go offline' }));
    expect(await screen.findByText('Source: cache')).toBeTruthy();
    expect(titles()).toEqual(['Night Beta', 'Night Alpha']);
  });
});
