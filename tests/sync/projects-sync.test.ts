import { describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { eq } from 'drizzle-orm';
import { scenes } from '../../server/db/schema/projects';
import { projectQuery, projectsQuery, projectWorkspacesQuery, workspaceQuery } from '../../src/db';
import { addScene, changeEntry, setWorkspaceComment } from '../../src/db/workspace-writes';
import type { ProjectApi } from '../../src/domain/api/projects';
import type { LocalData } from '../../src/sync/local-data';
import { createTrack } from '../server/library-fixtures';
import { succeeded, syncSuite, type TestUser } from './support';

describe('projects and workspaces replication against the real server (docs/licensing.md §7)', () => {
  const suite = syncSuite(['projects', 'workspaces']);
  const { startClient } = suite;

  const resync = async (client: LocalData) => {
    client.replications.get('projects')!.state.reSync();
    client.replications.get('workspaces')!.state.reSync();
    await client.awaitInSync();
  };

  /** A project of `creator` with one episode (and so one workspace) holding one track entry. */
  async function projectWithEpisode(creator: TestUser) {
    const created = await suite.server.api(creator, 'POST', '/project/create', {
      name: 'Northern Lights',
      type: 'film',
    });
    succeeded(created);
    const projectId = (created.body as ProjectApi)._id;
    const episode = await suite.server.api(creator, 'POST', `/project/create-episode/${projectId}`, {
      number: 1,
      duration: '01:30:00',
    });
    const workspaceId = (episode.body as ProjectApi).episodes[0]!.workspaceId!;
    const { id: trackId } = await createTrack({ db: suite.server.db }, suite.owner.id);
    const added = await suite.server.api(creator, 'PATCH', `/project/add-track/${projectId}`, {
      tracksId: [trackId],
      projectWorkspaceId: workspaceId,
    });
    succeeded(added);
    return { projectId, workspaceId };
  }

  const emailOf = async (user: TestUser) =>
    ((await suite.server.api(user, 'GET', '/user/info')).body as { email: string }).email;

  it('pulls the projects the user is a member of with their workspaces', async () => {
    const creator = await suite.server.createUser();
    const { projectId, workspaceId } = await projectWithEpisode(creator);
    const { client } = await startClient(creator);
    const projects = await firstValueFrom(projectsQuery(client.db));
    expect(projects.map((project) => project.id)).toEqual([projectId]);
    expect(projects[0]).toMatchObject({ name: 'Northern Lights', type: 'film', creatorId: creator.id });
    expect(projects[0]!.members).toEqual([expect.objectContaining({ userId: creator.id, role: 'creator' })]);
    expect(projects[0]!.episodes).toEqual([
      expect.objectContaining({ number: 1, duration: 5400, workspaceId }),
    ]);
    const workspaces = await firstValueFrom(projectWorkspacesQuery(client.db, projectId));
    expect(workspaces.map((workspace) => workspace.id)).toEqual([workspaceId]);
    expect(workspaces[0]!.entries).toHaveLength(1);
  });

  it('a scene, a placement and a comment written offline reach the server once back online', async () => {
    const creator = await suite.server.createUser();
    const { workspaceId } = await projectWithEpisode(creator);
    const { client, control } = await startClient(creator);
    control.offline = true;
    const scene = await addScene(client.db, workspaceId, {
      description: 'Chase on the ice',
      sceneType: 'featured',
      start: '00:10:00',
      end: '00:12:30',
    });
    expect(scene).toMatchObject({ start: 600, end: 750 });
    const entry = (await firstValueFrom(workspaceQuery(client.db, workspaceId)))!.entries[0]!;
    await changeEntry(client.db, workspaceId, entry.id, {
      sceneId: scene!.id,
      timeIn: '00:10:05',
      timeOut: '00:11:00',
      usageType: 'theme',
    });
    await setWorkspaceComment(client.db, workspaceId, 'Cut the cold open');
    await expect.poll(() => control.pushes.length > 0).toBe(true);
    control.offline = false;
    const storedScenes = () =>
      suite.server.db.select().from(scenes).where(eq(scenes.workspaceId, workspaceId));
    await expect.poll(async () => (await storedScenes()).length).toBe(1);
    type Detail = {
      comment: string | null;
      scenes: { _id: string; description: string }[];
      entries: { sceneId: string; timeIn: number; timeOut: number; usageType: string }[];
    };
    // The REST answer names ids `_id` (src/domain/api-ids.ts).
    const fetchDetail = async () =>
      (await suite.server.api(creator, 'GET', `/project/info-workspace/${workspaceId}`)).body as Detail;
    await expect.poll(async () => (await fetchDetail()).comment).toBe('Cut the cold open');
    await client.awaitInSync();
    const detail = await fetchDetail();
    expect(detail.scenes).toEqual([
      expect.objectContaining({ _id: scene!.id, description: 'Chase on the ice' }),
    ]);
    expect(detail.entries[0]).toMatchObject({
      sceneId: scene!.id,
      timeIn: 605,
      timeOut: 660,
      usageType: 'theme',
    });
    expect(await storedScenes()).toHaveLength(1);
    // The device keeps what it wrote: the server took every change, none came back as a conflict.
    expect(await firstValueFrom(workspaceQuery(client.db, workspaceId))).toMatchObject({
      comment: 'Cut the cold open',
      entries: [expect.objectContaining({ sceneId: scene!.id, timeIn: 605 })],
    });
  });

  it('a member sees a project appear, and loses it and its workspaces as a deletion when removed', async () => {
    const creator = await suite.server.createUser();
    const member = await suite.server.createUser();
    const { projectId, workspaceId } = await projectWithEpisode(creator);
    const { client } = await startClient(member);
    expect(await firstValueFrom(projectQuery(client.db, projectId))).toBeNull();

    const invited = await suite.server.api(creator, 'POST', `/project/add-member/${projectId}`, {
      email: await emailOf(member),
      role: 'editor',
    });
    succeeded(invited);
    await resync(client);
    expect(await firstValueFrom(projectQuery(client.db, projectId))).toMatchObject({ id: projectId });
    expect(await firstValueFrom(workspaceQuery(client.db, workspaceId))).toMatchObject({ projectId });

    const removed = await suite.server.api(creator, 'DELETE', `/project/remove-member/${projectId}`, {
      userId: member.id,
    });
    succeeded(removed);
    await resync(client);
    expect(await firstValueFrom(projectQuery(client.db, projectId))).toBeNull();
    expect(await firstValueFrom(workspaceQuery(client.db, workspaceId))).toBeNull();
    expect(await firstValueFrom(projectsQuery(client.db))).toEqual([]);
  });

  it('never pushes projects: they change through the API only', async () => {
    const creator = await suite.server.createUser();
    await projectWithEpisode(creator);
    const { client, control } = await startClient(creator);
    const [doc] = await client.db.projects.find().exec();
    await doc!.incrementalPatch({ name: 'Renamed locally' });
    await client.awaitInSync();
    expect(control.pushes.filter((push) => push.body.includes('Renamed locally'))).toHaveLength(0);
  });
});
