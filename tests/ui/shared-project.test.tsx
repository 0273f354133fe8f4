import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CueDatabase } from '../../src/db';
import { toApiIds } from '../../src/domain/api-ids';
import type { SharedProject } from '../../src/domain/api/projects-sharing';
import type { TrackDocument } from '../../src/domain/catalog';
import { initialPlayerState } from '../../src/domain/player-state';
import { paths } from '../../src/domain/routes';
import { PlayerContext, type PlayerControls, type PlayerContextValue } from '../../src/ui/hooks/use-player';
import type { PlayerStore } from '../../src/ui/player/player-store';
import { SharedProjectPage } from '../../src/ui/projects/shared-project/shared-project-page';
import { openTestDatabase } from '../db/support';
import { trackFactory } from '../db/tracks-support';
import { renderUi } from './support/render';
import { signedInServices, testUser, withLocalData } from './support/signed-in';

const token = 'A'.repeat(43);
const ids = {
  project: '00000000-0000-4000-8000-0000000000a1',
  episode: '00000000-0000-4000-8000-0000000000e1',
};

/** The answer as the server sends it: every id named `_id` (src/domain/api-ids.ts). */
function sharedOf(tracks: TrackDocument[]): SharedProject {
  return toApiIds({
    project: {
      id: ids.project,
      name: 'The Lighthouse Keeper',
      description: 'One last winter.',
      type: 'film',
      coverColor: 'teal',
      coverImageUrl: null,
    },
    episodes: [{ id: ids.episode, number: 1, title: null, duration: 6120, workspaceId: 'w1' }],
    workspaces: [
      {
        id: 'w1',
        episodeId: ids.episode,
        scenes: [
          {
            id: 's1',
            description: 'Opening titles over the sea',
            sceneType: 'opening_titles',
            start: 0,
            end: 150,
          },
        ],
        entries: [
          { id: 'e1', trackId: tracks[0]!.id, sceneId: 's1', timeIn: 5, timeOut: 110, usageType: 'theme' },
          { id: 'e2', trackId: tracks[1]!.id, sceneId: null, timeIn: null, timeOut: null, usageType: null },
        ],
      },
    ],
    tracks,
  });
}

/** The share link's server at the network edge: the project for the token, 404 for any other. */
function fakeServer(shared: SharedProject) {
  const asked: string[] = [];
  const network = (async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname.endsWith('/user/info')) return Response.json(testUser);
    if (!url.pathname.endsWith('/project/info-share')) throw new Error(`unexpected request ${url}`);
    asked.push(url.searchParams.get('token') ?? '');
    if (url.searchParams.get('token') === token) return Response.json(shared);
    return Response.json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  }) as typeof fetch;
  return { network, asked };
}

/** A player whose controls record what they were asked to play. */
function recordingPlayer() {
  const played: string[][] = [];
  const state = initialPlayerState();
  const store = { subscribe: () => () => undefined, getState: () => state } as unknown as PlayerStore;
  const controls = {
    playTracks: (tracks: readonly TrackDocument[]) => played.push(tracks.map((track) => track.title)),
  } as unknown as PlayerControls;
  const value = { store, controls, audio: {} as HTMLAudioElement } as PlayerContextValue;
  return { played, value };
}

describe('the shared project page (docs/licensing.md §2 "Sharing")', () => {
  let db: CueDatabase;
  beforeEach(async () => {
    db = await openTestDatabase(undefined, ['tracks', 'favourites']);
  });
  afterEach(async () => {
    await db.close();
  });

  const open = async (path: string, shared: SharedProject, language: 'en' | 'ru' = 'en') => {
    const server = fakeServer(shared);
    const services = await signedInServices(server.network);
    const player = recordingPlayer();
    const local = withLocalData(services, db);
    const { hook } = memoryLocation({ path });
    const wrapper = (children: ReactNode) =>
      local(
        <PlayerContext.Provider value={player.value}>
          <Router hook={hook}>
            <Route path={paths.sharedProject}>{children}</Route>
          </Router>
        </PlayerContext.Provider>,
      );
    const rendered = await renderUi(<SharedProjectPage />, { wrapper, language });
    return { ...rendered, player, server };
  };

  it('shows the episode with its scenes and placed tracks, and plays them', async () => {
    const tracks = [trackFactory({ title: 'Midnight Harbour' }), trackFactory({ title: 'Fjord Crossing' })];
    const { user, player } = await open(`/shared-project/${token}`, sharedOf(tracks));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Lighthouse Keeper' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText('A shared project · Feature film')).toBeTruthy();
    const episode = screen.getByRole('region', { name: 'Episode 1' });
    const scenes = within(episode).getByRole('list', { name: 'Scenes' });
    expect(scenes.textContent).toContain('Opening titles over the sea');
    expect(scenes.textContent).toContain('00:00:00–00:02:30 · Opening titles');
    const list = within(episode).getByRole('list', { name: 'Tracks of Episode 1' });
    expect(list.textContent).toContain('Midnight Harbour');
    expect(list.textContent).toContain('00:00:05–00:01:50 · Theme');
    expect(list.textContent).toContain('Usage not set');
    expect(screen.queryByText(/@/)).toBeNull();
    await user.click(within(episode).getByRole('button', { name: 'Play this episode' }));
    await user.click(screen.getByRole('button', { name: 'Play the project' }));
    expect(player.played).toEqual([
      ['Midnight Harbour', 'Fjord Crossing'],
      ['Midnight Harbour', 'Fjord Crossing'],
    ]);
  }, 20_000);

  it('lists the tracks by time code, not in the order they were placed (issue 26 §4)', async () => {
    const tracks = [
      trackFactory({ title: 'Midnight Harbour' }),
      trackFactory({ title: 'Fjord Crossing' }),
      trackFactory({ title: 'Salt Wind' }),
    ];
    const shared = sharedOf(tracks);
    const entry = (n: number, timeIn: number | null) => ({
      _id: `e${n}`,
      trackId: tracks[n]!.id,
      sceneId: null,
      timeIn,
      timeOut: null,
      usageType: null,
    });
    shared.workspaces[0]!.entries = [entry(0, null), entry(1, 3600), entry(2, 5)];
    await open(`/shared-project/${token}`, shared);
    const list = await screen.findByRole('list', { name: 'Tracks of Episode 1' }, { timeout: 10_000 });
    const titles = within(list)
      .getAllByRole('listitem')
      .map((item) =>
        ['Salt Wind', 'Fjord Crossing', 'Midnight Harbour'].find((t) => item.textContent?.includes(t)),
      );
    expect(titles).toEqual(['Salt Wind', 'Fjord Crossing', 'Midnight Harbour']);
  }, 20_000);

  it('says in Russian when the link no longer works', async () => {
    const { server } = await open(
      `/shared-project/${'B'.repeat(43)}`,
      sharedOf([trackFactory(), trackFactory()]),
      'ru',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Проект недоступен' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'На главную' })).toBeTruthy();
    expect(server.asked.length).toBeGreaterThan(0);
  });
});
