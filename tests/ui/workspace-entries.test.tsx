import { toApiIds } from '../../src/domain/api-ids';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route } from 'wouter';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CueDatabase, TrackDocType } from '../../src/db';
import { groupEntries, type ProjectRole, type WorkspaceDocument } from '../../src/domain/projects';
import { EntryList } from '../../src/ui/projects/workspace/entry-list';
import { WorkspacePage } from '../../src/ui/projects/workspace/workspace-page';
import { openTestDatabase } from '../db/support';
import { trackFactory } from '../db/tracks-support';
import { ServicesContext } from '../../src/ui/hooks/services';
import { renderUi } from './support/render';
import { signedInServices, testUser, withLocalData } from './support/signed-in';
import {
  entry,
  projectDoc,
  projectId,
  scene,
  withPlayer,
  workspaceDoc,
  workspaceId,
} from './support/workspace-fixtures';

const bridge = scene('5c1d0000-0000-4000-8000-0000000000b1', 600, 700, 'Bridge');
const opening = scene('5c1d0000-0000-4000-8000-0000000000b2', 0, 90, 'Opening');
const empty = scene('5c1d0000-0000-4000-8000-0000000000b3', 300, 400, 'Dinner');

/** Rows and answers come from the local database and the fake network: a loaded machine may take a while. */
const wait = { timeout: 10_000 };

/** The rows of the entry list as read: a scene's heading, or a track's accessible name. */
const rowsAsRead = () =>
  within(screen.getByRole('list', { name: 'Tracks of the workspace' }))
    .getAllByRole('listitem')
    .map((item) => within(item).queryByRole('heading')?.textContent ?? item.getAttribute('aria-label'));

/** The services a row's Play button reaches (it warms the track's audio through the API client). */
async function withServices() {
  const services = await signedInServices();
  return (children: ReactNode) => (
    <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>
  );
}

describe('the entry list', { timeout: 30_000 }, () => {
  it('shows scenes by start with their tracks in workspace order, empty scenes included, "No scene" last', async () => {
    const [a, b, c, d] = ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((title) => trackFactory({ title }));
    const entries = [
      entry(a!.id, bridge.id),
      entry(b!.id, null),
      entry(c!.id, opening.id),
      entry(d!.id, bridge.id),
    ];
    const tracks = new Map([a, b, c, d].map((track) => [track!.id, track!]));
    await renderUi(
      withPlayer(
        <EntryList
          groups={groupEntries([bridge, empty, opening], entries)}
          trackById={tracks}
          queue={[...tracks.values()]}
          selectable={false}
          selected={new Set()}
          onToggle={() => undefined}
          onToggleGroup={() => undefined}
          entryMenu={() => null}
        />,
      ),
      { wrapper: await withServices() },
    );
    expect(rowsAsRead()).toEqual([
      'Opening',
      'Charlie — Artist',
      'Dinner',
      'Bridge',
      'Alpha — Artist',
      'Delta — Artist',
      'No scene',
      'Bravo — Artist',
    ]);
    expect(screen.getByText('No tracks in this scene yet.')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('puts only the rows in view in the document for a workspace of 300 tracks', async () => {
    const tracks = Array.from({ length: 300 }, (_, index) => trackFactory({ title: `Cue ${index}` }));
    const entries = tracks.map((track) => entry(track.id, null));
    await renderUi(
      withPlayer(
        <EntryList
          groups={groupEntries([], entries)}
          trackById={new Map(tracks.map((track) => [track.id, track]))}
          queue={tracks}
          selectable
          selected={new Set()}
          onToggle={() => undefined}
          onToggleGroup={() => undefined}
          entryMenu={() => null}
        />,
      ),
      { wrapper: await withServices() },
    );
    const shown = rowsAsRead();
    expect(shown[0]).toBe('No scene');
    expect(shown[1]).toBe('Cue 0 — Artist');
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(60);
  });
});

/** The server at the network edge: records `change-statues` requests and answers with the workspace. */
function fakeServer(workspace: () => WorkspaceDocument) {
  const requests: { url: string; body: unknown }[] = [];
  const respond = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    if (request.url.endsWith('/user/info')) return Response.json(testUser);
    const body: unknown = request.method === 'GET' ? null : await request.json();
    requests.push({ url: request.url, body });
    const { seq: _seq, ...rest } = workspace();
    return Response.json(toApiIds(rest));
  }) as typeof fetch;
  return { requests, fetch: respond };
}

describe('selecting entries', { timeout: 30_000 }, () => {
  let db: CueDatabase;
  let tracks: TrackDocType[];
  let workspace: WorkspaceDocument;
  beforeEach(async () => {
    db = await openTestDatabase(undefined, ['tracks', 'projects', 'workspaces']);
    tracks = ['Alpha', 'Bravo', 'Charlie'].map((title) => trackFactory({ title }));
    await db.tracks.bulkInsert(tracks);
    workspace = workspaceDoc({
      scenes: [opening],
      entries: [
        entry(tracks[0]!.id, opening.id),
        entry(tracks[1]!.id, opening.id, { status: 'agreed' }),
        entry(tracks[2]!.id, null),
      ],
    });
    await db.workspaces.insert(workspace);
  });
  afterEach(async () => {
    await db.close();
  });

  async function open(role: ProjectRole) {
    await db.projects.upsert(projectDoc(role));
    const server = fakeServer(() => workspace);
    const services = await signedInServices(server.fetch);
    const path = `/workspace/${projectId}/${workspaceId}`;
    const view = await renderUi(
      withPlayer(
        <Route path="/workspace/:projectId/:workspaceId">
          <WorkspacePage />
        </Route>,
        path,
      ),
      { wrapper: withLocalData(services, db) },
    );
    await screen.findByRole('heading', { name: 'Night Train · Episode 1: Pilot' }, wait);
    return { ...view, server };
  }

  it('selects tracks one by one or a scene at once, and changes only the statuses a member may set', async () => {
    const { user, server } = await open('editor');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Charlie' }, wait));
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('1 track selected');
    const group = screen.getByRole('checkbox', { name: 'Select every track of Opening' });
    await user.click(group);
    expect(screen.getByText('3 tracks selected')).toBeTruthy();
    expect((group as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select Alpha' }));
    expect(screen.getByText('2 tracks selected')).toBeTruthy();
    expect((group as HTMLInputElement).indeterminate).toBe(true);
    await user.click(group);

    await user.click(screen.getByRole('button', { name: 'Change status' }));
    const offered = (await screen.findAllByRole('menuitem', {}, wait)).map((item) => item.textContent);
    expect(offered).toEqual(['Edits', 'Not requested', 'Archived']);
    await user.click(screen.getByRole('menuitem', { name: 'Archived' }));
    // The toast's title, and the same words in the live region that announces it.
    const told = await screen.findAllByText(/Status of 2 tracks changed to Archived/, {}, wait);
    expect(told[0]!.textContent).toBe(
      'Status of 2 tracks changed to Archived 1 track held by a request keeps its status.',
    );
    const sent = server.requests.find((request) => request.url.includes('/project/change-statues/'));
    expect(sent?.url).toContain(workspaceId);
    const [alpha, , charlie] = workspace.entries;
    expect(sent?.body).toEqual({ trackEntryIds: [alpha!.id, charlie!.id], status: 'archived' });
    expect(screen.queryByText(/tracks selected/)).toBeNull();
  });

  it('shows a Viewer everything read-only: no selection, no scene actions, no Add scene', async () => {
    await open('viewer');
    expect(await screen.findByText('Alpha', {}, wait)).toBeTruthy();
    expect(screen.getByText(/You can view this workspace/)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add scene' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Actions for scene/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Play workspace' })).toBeTruthy();
  });
});
