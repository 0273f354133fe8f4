import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ProjectApi, WorkspaceApi } from '../../src/domain/api/projects';
import { expectSnackbar, field, visible } from './support/flows';

/** A JSON write through the page's session, as the app sends it (profile header); fails on any error status. */
export async function sendJson<T>(
  page: Page,
  method: 'POST' | 'PATCH',
  path: string,
  data: unknown,
): Promise<T> {
  const response = await page.request.fetch(path, {
    method,
    data,
    headers: { 'x-user-profile': 'customer' },
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A project with one episode per entry of `episodes`, made through the API; its workspaces' ids in order. */
export async function projectWithEpisodes(page: Page, name: string, episodes: number[]) {
  const project = await sendJson<ProjectApi>(page, 'POST', '/api/project/create', {
    name,
    type: 'tv_series',
  });
  let latest = project;
  for (const number of episodes)
    latest = await sendJson<ProjectApi>(page, 'POST', `/api/project/create-episode/${project._id}`, {
      number,
      duration: '01:00:00',
    });
  const workspaceIds = [...latest.episodes].sort((a, b) => a.number - b.number).map((e) => e.workspaceId!);
  return { projectId: project._id, workspaceIds };
}

export const workspacePath = (projectId: string, workspaceId: string) =>
  `/workspace/${projectId}/${workspaceId}`;

export const entryList = (page: Page): Locator => page.getByRole('list', { name: 'Tracks of the workspace' });

/** The workspace's rows as read: a scene's heading, or "Title — Artist" of a track. */
export function workspaceRows(page: Page): Promise<string[]> {
  return entryList(page)
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => item.querySelector('h2')?.textContent ?? item.getAttribute('aria-label') ?? ''),
    );
}

/** Adds a scene through the Add scene dialog. */
export async function addScene(page: Page, description: string, start: string, end: string) {
  await page.getByRole('button', { name: 'Add scene' }).click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Add scene' }));
  await field(dialog, 'Description').fill(description);
  await field(dialog, 'Start').fill(start);
  await field(dialog, 'End').fill(end);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expectSnackbar(page, 'Scene added');
}

/** Completes the "Add to project" dialog that a track menu opened: the first project and workspace, a scene. */
export async function completeAddToProject(page: Page, title: string, project: string, scene?: string) {
  const dialog = await visible(page.getByRole('dialog', { name: `Add ${title} to a project` }));
  await expect.poll(() => dialog.getByRole('combobox', { name: 'Project' }).inputValue()).not.toBe('');
  if (scene) await dialog.getByRole('combobox', { name: 'Scene' }).selectOption({ label: scene });
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expectSnackbar(page, `${title} added to ${project}`);
}

export async function getWorkspace(page: Page, workspaceId: string): Promise<WorkspaceApi> {
  const response = await page.request.get(`/api/project/info-workspace/${workspaceId}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as WorkspaceApi;
}
