import { expect } from 'vitest';
import { demoTracks } from '../../server/demo/catalogue-data';
import { demoProjects } from '../../server/demo/projects-data';
import { DEMO_PASSWORD, demoCustomerEmail } from '../../server/demo/seed';
import { createAuthRepository } from '../../server/modules/auth/auth.repository';
import { seedLegalEntities } from '../../server/demo/seed-legal-entities';
import { seedProjects } from '../../server/demo/seed-projects';
import { projectsRepository } from '../../server/modules/projects/index';
import { login } from './auth-support';
import { createTrack } from './library-fixtures';
import type { TestApp } from './support/harness';
import { createTestUser } from './sync-fixtures';

/**
 * The demo projects and their requests seeded over stand-in tracks of the demo titles (the audio catalogue
 * is tests/server/demo-catalogue.test.ts's) for a customer, the demo owner and the label, each with the
 * demo's legal entity; answers the three and how many projects the seed made.
 */
export async function seedDemoProjectsOverStandIns(t: TestApp) {
  const customer = await createTestUser(t.database, ['customer']);
  const owner = await createTestUser(t.database, ['owner', 'customer']);
  const label = await createTestUser(t.database, ['owner', 'customer']);
  const titles = new Set(
    demoProjects.flatMap((project) => [
      ...project.compilation.tracks,
      ...project.episodes.flatMap((episode) => episode.entries.map((entry) => entry.track)),
    ]),
  );
  for (const track of demoTracks.filter((candidate) => titles.has(candidate.title)))
    await createTrack(t.database, track.owner === 'label' ? label.id : owner.id, track.title);
  const email = (
    (await t.app.inject({ method: 'GET', url: '/api/user/info', headers: owner.headers() })).json() as {
      email: string;
    }
  ).email;
  // The demo requests name the customer's company: the seed makes the entities before the projects.
  await seedLegalEntities(
    { database: t.database },
    { customer: customer.id, owner: owner.id, label: label.id },
  );
  const made = await seedProjects(
    { database: t.database },
    { customer: customer.id, owner: owner.id, ownerEmail: email },
  );
  return { customer, owner, label, made };
}

/**
 * The demo customer's projects (server/demo/projects-data.ts), as the seed left them: a film with one
 * episode and a series with three, scenes and placed entries with varied usage and time codes, a
 * compilation, the demo owner as a member; and the customer's pull carries them (the changefeed moved).
 */
export async function expectDemoProjects(t: TestApp, ownerId: string) {
  const customer = (await createAuthRepository(t.database.db).findUserByEmail(demoCustomerEmail))!;
  const projects = projectsRepository(t.database.db);
  const { rows } = await projects.page(customer.id, { page: 1, limit: 10 });
  expect(rows.map((row) => [row.name, row.type, row.episodes.length]).sort()).toEqual([
    ['The Lighthouse Keeper', 'film', 1],
    ['White Nights', 'tv_series', 3],
  ]);
  for (const row of rows) {
    const demo = demoProjects.find((project) => project.fields.name === row.name)!;
    expect(row.members.map((member) => [member.userId, member.role])).toEqual([
      [customer.id, 'creator'],
      [ownerId, demo.ownerRole],
    ]);
    expect(row.compilations).toEqual([
      expect.objectContaining({ name: demo.compilation.name, trackIds: expect.any(Array) }),
    ]);
    expect(row.compilations[0]!.trackIds).toHaveLength(demo.compilation.tracks.length);
    const workspaces = await projects.liveWorkspaces(row.id);
    expect(workspaces).toHaveLength(demo.episodes.length);
    for (const workspace of workspaces) {
      const episode = row.episodes.find((made) => made.workspaceId === workspace.id)!;
      const wanted = demo.episodes.find((made) => made.number === episode.number)!;
      expect(workspace.scenes).toHaveLength(wanted.scenes.length);
      expect(workspace.entries).toHaveLength(wanted.entries.length);
      const placed = workspace.entries.filter((entry) => entry.sceneId !== null);
      expect(placed).toHaveLength(wanted.entries.filter((entry) => entry.scene !== undefined).length);
      expect(placed.every((entry) => workspace.scenes.some((scene) => scene.id === entry.sceneId))).toBe(
        true,
      );
    }
  }
  const entries = (await Promise.all(rows.map((row) => projects.liveWorkspaces(row.id))))
    .flat()
    .flatMap((workspace) => workspace.entries);
  expect(new Set(entries.map((entry) => entry.usageType)).size).toBeGreaterThanOrEqual(5);
  expect(entries.map((entry) => entry.status)).toEqual(expect.arrayContaining(['edits', 'archived']));
  expect(entries.filter((entry) => entry.timeIn !== null && entry.timeOut! > entry.timeIn).length).toBe(
    entries.length - 1,
  );

  const session = await login(t, demoCustomerEmail, DEMO_PASSWORD);
  expect(session.statusCode, session.body).toBe(200);
  const cookie = session.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  for (const collection of ['projects', 'workspaces'] as const) {
    const pulled = await t.app.inject({
      method: 'GET',
      url: `/api/sync/${collection}/pull?checkpoint=0&limit=100`,
      headers: { cookie },
    });
    expect(pulled.statusCode, pulled.body).toBe(200);
    expect(pulled.json().documents).toHaveLength(collection === 'projects' ? 2 : 4);
  }

  // The composer orders and the chat threads (server/demo/seed-chat-tasks.ts).
  const get = async <T>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const orders = await get<{ data: { title: string; status: string; ownerId: string }[] }>(
    '/task/info?role=customer',
  );
  expect(orders.data.map((task) => [task.title, task.status]).sort()).toEqual([
    ['Closing credits song', 'requested'],
    ['Main titles for White Nights', 'in_progress'],
  ]);
  expect(orders.data.find((task) => task.status === 'in_progress')!.ownerId).toBe(ownerId);
  for (const row of rows) {
    const threads = await get<{
      data: { _id: string; kind: string; ownerId: string | null; unread: number }[];
    }>(`/chat/threads/${row.id}`);
    expect(threads.data[0]!.kind).toBe('team');
    expect(threads.data.some((thread) => thread.ownerId === ownerId)).toBe(true);
    for (const thread of threads.data) {
      const messages = await get<{ total: number }>(`/chat/messages/${thread._id}`);
      expect(messages.total, thread.kind).toBeGreaterThan(0);
    }
    // The owners' answers are unread for the customer; the team thread was read.
    expect(threads.data[0]!.unread).toBe(0);
    expect(
      threads.data.filter((thread) => thread.kind === 'owner').every((thread) => thread.unread === 1),
    ).toBe(true);
  }
}
