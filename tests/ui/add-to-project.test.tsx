import { toApiIds } from '../../src/domain/api-ids';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CueDatabase } from '../../src/db';
import type { ProjectDocument, WorkspaceDocument } from '../../src/domain/projects';
import { AddToProjectDialog } from '../../src/ui/app/add-to-project-dialog';
import { addToProjectStore } from '../../src/ui/components/add-to-project-store';
import { featureStoreOf } from '../../src/ui/hooks/feature-store';
import { openTestDatabase } from '../db/support';
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

const wait = { timeout: 10_000 };
const trackId = '00000000-0000-4000-9000-00000000aaaa';
const opening = scene('5c1d0000-0000-4000-8000-0000000000c1', 0, 60, 'Opening');

/**
 * The projects API at the network edge, answering ids as `_id` (src/domain/api-ids.ts): add-track appends an entry, move-track answers the workspace,
 * compilation-add-track the project.
 */
function fakeProjectsApi(workspace: WorkspaceDocument, project: ProjectDocument) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  const added = entry(trackId, null);
  const respond = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    if (request.url.endsWith('/user/info')) return Response.json(testUser);
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    requests.push({ method: request.method, path, body: await request.json() });
    if (path.startsWith('/project/compilation-add-track/')) {
      const { seq: _projectSeq, ...fields } = project;
      return Response.json(toApiIds(fields));
    }
    const { seq: _seq, ...rest } = workspace;
    const entries = path.startsWith('/project/add-track/') ? [...rest.entries, added] : rest.entries;
    return Response.json(toApiIds({ ...rest, entries }));
  }) as typeof fetch;
  return { requests, added, fetch: respond };
}

describe('Add to project', { timeout: 30_000 }, () => {
  let db: CueDatabase;
  beforeEach(async () => {
    db = await openTestDatabase(undefined, ['projects', 'workspaces']);
  });
  afterEach(async () => {
    await db.close();
  });

  async function open(workspace: WorkspaceDocument, project: ProjectDocument = projectDoc()) {
    const api = fakeProjectsApi(workspace, project);
    const services = await signedInServices(api.fetch);
    featureStoreOf(services.session, addToProjectStore).update({ tracks: [{ id: trackId, title: 'Alpha' }] });
    const view = await renderUi(
      withPlayer(<AddToProjectDialog tracks={[{ id: trackId, title: 'Alpha' }]} />),
      {
        wrapper: withLocalData(services, db),
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Alpha to a project' }, wait);
    return { ...view, api, dialog };
  }

  it('places the track in the chosen workspace, then in the chosen scene, and says where it went', async () => {
    const workspace = workspaceDoc({ scenes: [opening] });
    await db.projects.insert(projectDoc('editor'));
    await db.projects.insert(
      projectDoc('viewer', { id: '5c1d0000-0000-4000-8000-0000000000d1', name: 'Watched only' }),
    );
    await db.projects.insert(
      projectDoc('creator', {
        id: '5c1d0000-0000-4000-8000-0000000000d2',
        name: 'Closed one',
        closedAt: '2026-03-02T00:00:00.000Z',
      }),
    );
    await db.workspaces.insert(workspace);
    const { user, api, dialog } = await open(workspace);
    const project = await within(dialog).findByRole('combobox', { name: 'Project' }, wait);
    await within(project).findByRole('option', { name: 'Night Train' }, wait);
    expect(
      within(project)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Night Train']);
    const target = within(dialog).getByRole('combobox', { name: 'Workspace' });
    await within(target).findByRole('option', { name: 'Episode 1: Pilot' }, wait);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Scene' }), 'Opening');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Alpha added to Night Train', {}, wait)).toBeTruthy();
    expect(api.requests).toEqual([
      {
        method: 'PATCH',
        path: `/project/add-track/${projectId}`,
        body: { tracksId: [trackId], projectWorkspaceId: workspaceId },
      },
      {
        method: 'PATCH',
        path: `/project/move-track/${projectId}`,
        body: { trackEntryIds: [api.added.id], projectWorkspaceId: workspaceId, sceneId: opening.id },
      },
    ]);
  });

  it('adds to a compilation of the project when that is the target', async () => {
    const compilation = {
      id: '5c1d0000-0000-4000-8000-0000000000e1',
      name: 'Love themes',
      trackIds: [],
      createdAt: '2026-03-01T10:00:00.000Z',
    };
    const project = projectDoc('creator', { compilations: [compilation] });
    await db.projects.insert(project);
    const workspace = workspaceDoc();
    await db.workspaces.insert(workspace);
    const { user, api, dialog } = await open(workspace, project);
    await within(dialog).findByRole('option', { name: 'Night Train' }, wait);
    await user.click(within(dialog).getByRole('radio', { name: 'A compilation' }));
    expect(within(dialog).getByRole('combobox', { name: 'Compilation' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Alpha added to the compilation Love themes', {}, wait)).toBeTruthy();
    expect(api.requests).toEqual([
      { method: 'PATCH', path: `/project/compilation-add-track/${compilation.id}`, body: { trackId } },
    ]);
  });

  it('explains the first step when no open project lets the user add tracks', async () => {
    await db.projects.insert(projectDoc('user'));
    const { dialog, api } = await open(workspaceDoc());
    expect(
      await within(dialog).findByText(
        'You have no open project you can add tracks to. Create one first.',
        {},
        wait,
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Add' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Open my projects' })).toBeTruthy();
    expect(api.requests).toEqual([]);
  });
});
