import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CueDatabase, TrackDocType } from '../../src/db';
import { toApiIds } from '../../src/domain/api-ids';
import { useLibraryTracks } from '../../src/ui/hooks/use-library-tracks';
import { openTestDatabase } from '../db/support';
import { trackFactory } from '../db/tracks-support';
import { renderUi } from './support/render';
import { signedInServices, testUser, withLocalData } from './support/signed-in';

/** The catalogue at the network edge: `track/info-track/:id` answers its tracks, 404 others, or fails while down. */
function fakeCatalogue(tracks: TrackDocType[]) {
  const state = { down: false, asked: [] as string[] };
  const byId = new Map(tracks.map((track) => [track.id, track]));
  const respond = (async (input: RequestInfo | URL): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('/user/info')) return Response.json(testUser);
    const id = decodeURIComponent(/\/track\/info-track\/([^/?]+)/.exec(url)?.[1] ?? '');
    if (!id) throw new Error(`unexpected request ${url}`);
    state.asked.push(id);
    if (state.down) throw new TypeError('Failed to fetch');
    const track = byId.get(id);
    // The server names ids `_id` (docs/decisions/0011-api-ids.md); the list stores the local `id`.
    if (track) return Response.json(toApiIds(track));
    return Response.json(
      { statusCode: 404, code: 'NOT_FOUND', message: 'This track is no longer in the catalogue.' },
      { status: 404 },
    );
  }) as typeof fetch;
  return { state, fetch: respond };
}

function Tracks({ ids }: { ids: string[] }) {
  const list = useLibraryTracks(ids);
  return (
    <div>
      {list.loading ? <p>Loading</p> : null}
      <ul aria-label="Tracks">
        {list.tracks.map((track) => (
          <li key={track.id}>{track.title}</li>
        ))}
      </ul>
      <p>Unavailable: {list.unavailable}</p>
      {list.error ? (
        <button type="button" onClick={list.retry}>
          Retry
        </button>
      ) : null}
    </div>
  );
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Tracks' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('useLibraryTracks', () => {
  let db: CueDatabase;
  beforeEach(async () => {
    db = await openTestDatabase(undefined, ['tracks']);
  });
  afterEach(async () => {
    await db.close();
  });

  it('shows stored tracks, fetches and stores the missing ones once, and counts those the catalogue lost', async () => {
    const stored = trackFactory({ title: 'Stored' });
    const remote = trackFactory({ title: 'Remote' });
    const lost = trackFactory({ title: 'Lost' });
    await db.tracks.insert(stored);
    const catalogue = fakeCatalogue([remote]);
    const services = await signedInServices(catalogue.fetch);
    await renderUi(<Tracks ids={[remote.id, lost.id, stored.id]} />, {
      wrapper: withLocalData(services, db),
    });
    await expect.poll(titles).toEqual(['Remote', 'Stored']);
    expect(await screen.findByText('Unavailable: 1')).toBeTruthy();
    expect(catalogue.state.asked.sort()).toEqual([remote.id, lost.id].sort());
    expect((await db.tracks.findOne(remote.id).exec())?.title).toBe('Remote');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows a failure beside the stored tracks and fetches again on retry', async () => {
    const stored = trackFactory({ title: 'Stored' });
    const remote = trackFactory({ title: 'Remote' });
    await db.tracks.insert(stored);
    const catalogue = fakeCatalogue([remote]);
    catalogue.state.down = true;
    const services = await signedInServices(catalogue.fetch);
    const { user } = await renderUi(<Tracks ids={[stored.id, remote.id]} />, {
      wrapper: withLocalData(services, db),
    });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(titles()).toEqual(['Stored']);
    catalogue.state.down = false;
    await user.click(retry);
    await expect.poll(titles).toEqual(['Stored', 'Remote']);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByText('Unavailable: 0')).toBeTruthy();
  });
});
