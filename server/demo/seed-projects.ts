import {
  episodeFieldsSchema,
  parseTimeCode,
  projectFieldsSchema,
  sceneFieldsSchema,
  type EntryStatus,
} from '../../src/domain/projects';
import type { Database } from '../db/client';
import { createStore } from '../db/transaction';
import { outboxRepository } from '../outbox/outbox.repository';
import type { SessionUser } from '../modules/auth/index';
import {
  type ProjectsContext,
  projectsRepository,
  projectsService,
  settleProject,
  workspacesService,
} from '../modules/projects/index';
import { demoProjects, type DemoEpisode, type DemoProject } from './projects-data';
import { liveTracksByTitle } from './demo.repository';
import { seedOrders } from './seed-orders';
import { seedChatAndTasks } from './seed-chat-tasks';

interface ProjectSeedDeps {
  database: Database;
  now?: () => Date;
  publicUrl?: string;
}

const asUser = (id: string): SessionUser => ({
  id,
  roles: ['customer'],
  sessionId: 'demo-seed',
  role: 'customer',
});
const seconds = (text: string | undefined) => (text === undefined ? null : parseTimeCode(text));

const demoTitles = () =>
  demoProjects.flatMap((project) => [
    ...project.compilation.tracks,
    ...project.episodes.flatMap((episode) => episode.entries.map((entry) => entry.track)),
  ]);

/** The live demo tracks by title (each title the demo catalogue uses once in these projects). */
async function trackIdsByTitle(database: Database): Promise<Map<string, string>> {
  const titles = demoTitles();
  const rows = await liveTracksByTitle(database, titles);
  return new Map(rows.map((row) => [row.title, row.id]));
}

/**
 * Fills an episode's workspace through the services: its scenes, its tracks, then each entry's scene,
 * time codes and usage type through the repository (as a member's pushed edit would), settled so the
 * workspace document moves and replicates; hand-set statuses last.
 */
async function seedEpisode(
  context: ProjectsContext,
  user: SessionUser,
  projectId: string,
  workspaceId: string,
  episode: DemoEpisode,
  trackIds: Map<string, string>,
) {
  const workspaces = workspacesService(context);
  for (const scene of episode.scenes)
    await workspaces.createScene(user, workspaceId, sceneFieldsSchema.parse(scene));
  const sceneOf = (index: number | undefined, created: { id: string; description: string }[]) =>
    index === undefined
      ? null
      : created.find((s) => s.description === episode.scenes[index]!.description)!.id;
  const placed = await workspaces.addTrack(user, projectId, {
    tracksId: episode.entries.map((entry) => trackIds.get(entry.track)!),
    projectWorkspaceId: workspaceId,
  });
  const scenes = (await context.projects.findWorkspace(workspaceId))!.scenes;
  await context.withTransaction(async (repos) => {
    for (const [index, entry] of episode.entries.entries())
      await repos.projects.updateEntries([placed.entries[index]!._id], {
        sceneId: sceneOf(entry.scene, scenes),
        timeIn: seconds(entry.timeIn),
        timeOut: seconds(entry.timeOut),
        usageType: entry.usageType ?? null,
      });
    await settleProject(repos, projectId, { workspaceIds: [workspaceId] });
  });
  for (const status of ['edits', 'archived'] as EntryStatus[]) {
    const ids = episode.entries.flatMap((entry, index) =>
      entry.status === status ? [placed.entries[index]!._id] : [],
    );
    if (ids.length > 0)
      await workspaces.changeStatuses(user, workspaceId, { trackEntryIds: ids, status: status as 'edits' });
  }
}

async function seedProject(
  context: ProjectsContext,
  people: { customer: string; owner: string; ownerEmail: string },
  demo: DemoProject,
  trackIds: Map<string, string>,
): Promise<{ id: string; name: string }> {
  const user = asUser(people.customer);
  const projects = projectsService(context);
  const workspaces = workspacesService(context);
  const project = await projects.create(user, projectFieldsSchema.parse(demo.fields));
  await projects.addMember(user, project._id, { email: people.ownerEmail, role: demo.ownerRole });
  for (const episode of demo.episodes) {
    const fields = episodeFieldsSchema.parse({
      number: episode.number,
      title: episode.title,
      duration: episode.duration,
    });
    const withEpisode = await workspaces.createEpisode(user, project._id, fields);
    const workspaceId = withEpisode.episodes.find((made) => made.number === episode.number)!.workspaceId!;
    await seedEpisode(context, user, project._id, workspaceId, episode, trackIds);
  }
  const compiled = await workspaces.createCompilation(user, project._id, demo.compilation.name);
  for (const title of demo.compilation.tracks)
    await workspaces.compilationAddTrack(user, compiled.compilations[0]!._id, trackIds.get(title)!);
  return { id: project._id, name: project.name };
}

/**
 * The demo customer's projects (server/demo/projects-data.ts), made through the projects services, so
 * the changefeed carries them to the members' tabs, with their requests and proposals (seed-orders.ts),
 * chat threads and the customer's composer orders (seed-chat-tasks.ts). Does nothing once the customer
 * has any project, or
 * when the catalogue lacks a track they use. Returns how many projects it made.
 */
export async function seedProjects(
  deps: ProjectSeedDeps,
  people: { customer: string; owner: string; ownerEmail: string },
): Promise<number> {
  const store = createStore(deps.database.db, (handle) => ({
    projects: projectsRepository(handle),
    outbox: outboxRepository(handle),
  }));
  const context: ProjectsContext = {
    ...store,
    now: deps.now ?? (() => new Date()),
    publicUrl: deps.publicUrl ?? 'http://localhost:3000',
  };
  const existing = await projectsService(context).list(asUser(people.customer), { page: 1, limit: 1 });
  const archived = await projectsService(context).list(asUser(people.customer), {
    page: 1,
    limit: 1,
    archived: true,
  });
  if (existing.total + archived.total > 0) return 0;
  const trackIds = await trackIdsByTitle(deps.database);
  if (demoTitles().some((title) => !trackIds.has(title))) return 0;
  const made = [];
  for (const demo of demoProjects) made.push(await seedProject(context, people, demo, trackIds));
  const titles = new Map([...trackIds].map(([title, id]) => [id, title]));
  await seedOrders(deps.database, people.customer, made, titles, context.now);
  await seedChatAndTasks(deps, people, new Map(made.map((project) => [project.name, project.id])));
  return demoProjects.length;
}
