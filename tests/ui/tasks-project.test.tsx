import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CueDatabase } from '../../src/db';
import type { ProjectRole } from '../../src/domain/projects';
import type { Language } from '../../src/domain/roles';
import { ProjectPage } from '../../src/ui/projects/project-page';
import { ProjectCommissionButton } from '../../src/ui/tasks/owner-picker';
import { openTestDatabase } from '../db/support';
import { renderProjectPage } from './support/project-page';
import { signedInServices, testUser } from './support/signed-in';
import { answerTaskCreate, artistTrack, at } from './support/task-fixtures';
import { projectDoc, projectId } from './support/workspace-fixtures';

const wait = { timeout: 10_000 };
const nordId = '3b000000-0000-4000-8000-000000000001';
const quietId = '3b000000-0000-4000-8000-000000000002';
const ownerId = '3b000000-0000-4000-8000-0000000000ee';
const track = (n: number) =>
  artistTrack('3b000000-0000-4000-8000-000000000', n, { _id: nordId, name: 'Nord' }, ownerId);

const artist = (id: string, name: string, trackCount: number) => ({
  _id: id,
  name,
  bio: null,
  website: null,
  imageUrl: null,
  trackCount,
  albumCount: 0,
});

const artists = [artist(nordId, 'Nord', 2), artist(quietId, 'Nordic Quiet', 0)];

/** The server at the network edge: artist search and detail, and the orders it was sent. */
function fakeServer() {
  const created: Record<string, unknown>[] = [];
  const searches: string[] = [];
  const respond = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    if (path === '/user/info') return Response.json(testUser);
    if (path === '/artist/info') {
      const search = url.searchParams.get('search') ?? '';
      searches.push(search);
      const data = artists.filter((item) => item.name.toLowerCase().includes(search.toLowerCase()));
      return Response.json({ data, page: 1, limit: 10, total: data.length });
    }
    if (path === `/artist/info-artist/${nordId}`)
      return Response.json({ ...artists[0], albums: [], tracks: [track(1), track(2)] });
    if (path === `/artist/info-artist/${quietId}`)
      return Response.json({ ...artists[1], albums: [], tracks: [] });
    if (path === '/task/create')
      return answerTaskCreate(request, created, { id: '3b000000-0000-4000-8000-000000000200', ownerId });
    return Response.json({ message: 'not found' }, { status: 404 });
  }) as typeof fetch;
  return { created, searches, fetch: respond };
}

describe('"Commission music" on the project page', { timeout: 60_000 }, () => {
  let db: CueDatabase;
  beforeEach(async () => {
    db = await openTestDatabase(undefined, ['projects', 'workspaces', 'messages']);
  });
  afterEach(async () => {
    await db.close();
  });

  async function openProject({
    role = 'creator',
    profile = 'customer',
    closed = false,
    language = 'en',
  }: { role?: ProjectRole; profile?: 'customer' | 'owner'; closed?: boolean; language?: Language } = {}) {
    await db.projects.insert(projectDoc(role, closed ? { closedAt: at } : {}));
    const server = fakeServer();
    const services = await signedInServices(server.fetch);
    services.session.setRole(profile);
    const view = await renderProjectPage(services, db, {
      page: <ProjectPage Commission={ProjectCommissionButton} />,
      language,
    });
    await screen.findByRole('heading', { level: 1, name: 'Night Train' }, wait);
    return { ...view, server };
  }

  it('finds the composer by artist name and files the order under the project', async () => {
    const { user, server } = await openProject({ role: 'editor' });
    await user.click(screen.getByRole('button', { name: 'Commission music' }));
    const picker = await screen.findByRole('dialog', { name: 'Commission music for Night Train' }, wait);
    expect(within(picker).getByText("Type an artist's name to find the composer.")).toBeTruthy();
    await user.type(within(picker).getByRole('searchbox', { name: 'Artist' }), 'nord');
    await vi.waitFor(() => expect(server.searches.at(-1)).toBe('nord'), wait);
    const results = await within(picker).findByRole('list', { name: 'Matching artists' }, wait);
    expect(
      within(results)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Nord2 tracks', 'Nordic Quiet0 tracks']);
    within(results).getByRole('button', { name: 'Nord 2 tracks' }).focus();
    await user.keyboard('{Enter}');

    // The picker gives way to the order form: the one dialog left, named by its heading.
    const form = await vi.waitFor(() => {
      const dialogs = screen.getAllByRole('dialog');
      expect(dialogs.map((dialog) => within(dialog).getByRole('heading').textContent)).toEqual([
        'Commission music from Nord',
      ]);
      return dialogs[0]!;
    }, wait);
    const project = within(form).getByRole('combobox', { name: 'Project' }) as HTMLSelectElement;
    await vi.waitFor(() => expect(project.selectedOptions[0]?.textContent).toBe('Night Train'), wait);
    expect(project.value).toBe(projectId);
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Night drive cue');
    await user.click(within(form).getByRole('button', { name: 'Send order' }));
    await vi.waitFor(() => expect(server.created).toHaveLength(1), wait);
    expect(server.created[0]).toMatchObject({ ownerId, projectId, title: 'Night drive cue', tracksCount: 1 });
    expect(await screen.findByText('Order “Night drive cue” sent', {}, wait)).toBeTruthy();
  });

  it('says so when the search finds nobody, and when the artist has no composer yet', async () => {
    const { user, server } = await openProject();
    await user.click(screen.getByRole('button', { name: 'Commission music' }));
    const picker = await screen.findByRole('dialog', { name: 'Commission music for Night Train' }, wait);
    const search = within(picker).getByRole('searchbox', { name: 'Artist' });
    await user.type(search, 'zzz');
    expect(await within(picker).findByText('No artists match “zzz”.', {}, wait)).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'quiet');
    await vi.waitFor(() => expect(server.searches.at(-1)).toBe('quiet'), wait);
    const results = await within(picker).findByRole('list', { name: 'Matching artists' }, wait);
    await user.click(within(results).getByRole('button', { name: /Nordic Quiet/ }));
    expect(
      await within(picker).findByText(
        'Nordic Quiet has no tracks yet, so there is no composer to commission.',
        {},
        wait,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: /Commission music from/ })).toBeNull();
    await user.click(within(picker).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
  });

  it.each([
    ['a viewer', { role: 'viewer' as const }],
    ['the owner’s profile', { profile: 'owner' as const }],
    ['a closed project', { closed: true }],
  ])('is not offered to %s', async (_, options) => {
    await openProject(options);
    expect(screen.queryByRole('button', { name: 'Commission music' })).toBeNull();
  });

  it('speaks Russian', async () => {
    const { user } = await openProject({ language: 'ru' });
    await user.click(screen.getByRole('button', { name: 'Заказать музыку' }));
    const picker = await screen.findByRole(
      'dialog',
      { name: 'Заказать музыку для проекта «Night Train»' },
      wait,
    );
    expect(within(picker).getByRole('searchbox', { name: 'Артист' })).toBeTruthy();
  });
});
