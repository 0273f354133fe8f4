import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ProjectApi } from '../../src/domain/api/projects';
import type { TrackApi } from '../../src/domain/catalog';
import type { TaskApi } from '../../src/domain/tasks';
import type { AccountRole } from '../../src/domain/roles';
import { notifications } from '../../server/db/schema/notifications';
import { socketEvents } from '../../src/domain/sync-protocol';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { connected, connectSocket, joinRoom } from './realtime-client';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';
import { multipart, sharedMp3 } from './catalog-fixtures';
import { createTrack } from './library-fixtures';
import { artists } from '../../server/db/schema/catalog';

type Method = 'GET' | 'POST' | 'PATCH';
interface Page<T> {
  data: T[];
  page: number;
  limit: number;
  total: number;
}

describe.each(databaseTargets)('composer orders API on %s', (target) => {
  let t: TestApp;
  let customer: TestUser;
  let owner: TestUser;
  let otherOwner: TestUser;
  let outsider: TestUser;

  const call = (user: TestUser | null, method: Method, url: string, payload?: object, role?: AccountRole) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(user ? user.headers(role) : {}), 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  const ok = async <T>(user: TestUser, method: Method, url: string, payload?: object, role?: AccountRole) => {
    const res = await call(user, method, url, payload, role);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as T;
  };
  const order = (payload: object = {}) =>
    ok<TaskApi>(customer, 'POST', '/task/create', { ownerId: owner.id, title: 'Main theme', ...payload });
  const setStatus = (user: TestUser, id: string, status: string) =>
    call(user, 'PATCH', `/task/change-status/${id}`, { status });
  const deliver = async (user: TestUser, id: string, title: string, withAudio = true) => {
    const body = multipart(
      [
        ['title', title],
        ['mainArtist', 'Harbour Strings'],
      ],
      withAudio ? [{ name: 'audio', filename: 'cue.mp3', data: await sharedMp3(), type: 'audio/mpeg' }] : [],
    );
    return t.app.inject({
      method: 'POST',
      url: `/api/task/deliver/${id}`,
      payload: body.payload,
      headers: { ...body.headers, cookie: user.cookie, 'x-user-profile': 'owner', 'accept-language': 'en' },
    });
  };
  const taskNotices = (userId: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.subType, 'Change Task Status')));

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    customer = await createTestUser(t.database, ['customer']);
    owner = await createTestUser(t.database, ['owner', 'customer']);
    otherOwner = await createTestUser(t.database, ['owner']);
    outsider = await createTestUser(t.database, ['customer']);
  });
  afterAll(() => t?.close());

  it('creates an order with every field, answers it with `_id`, and notifies the owner', async () => {
    const project = await ok<ProjectApi>(customer, 'POST', '/project/create', {
      name: 'Harbour',
      type: 'film',
    });
    const task = await order({
      projectId: project._id,
      referenceUrl: 'https://example.com/reference',
      trackNumber: 2,
      tracksCount: 3,
      targetTimeline: 'Three weeks',
      completionDate: '2027-02-01',
      comment: 'Low strings, no drums',
    });
    expect(task).toMatchObject({
      _id: expect.any(String),
      customerId: customer.id,
      ownerId: owner.id,
      projectId: project._id,
      title: 'Main theme',
      referenceUrl: 'https://example.com/reference',
      trackNumber: 2,
      tracksCount: 3,
      targetTimeline: 'Three weeks',
      completionDate: '2027-02-01',
      comment: 'Low strings, no drums',
      status: 'requested',
      deliveries: [],
    });
    expect(task).not.toHaveProperty('id');
    expect(task).not.toHaveProperty('seq');
    expect(task.ownerName).toMatch(/^Test /);
    const notices = await taskNotices(owner.id);
    expect(notices.map((row) => [row.objectId, row.message])).toContainEqual([
      task._id,
      expect.stringContaining('New composer order "Main theme"'),
    ]);
  });

  it('keeps the artist commissioned and the project’s name for the owner, who is no member (issue 26 §3)', async () => {
    const track = await createTrack(t.database, owner.id);
    const project = await ok<ProjectApi>(customer, 'POST', '/project/create', {
      name: 'Ferry Lights',
      type: 'film',
    });
    const task = await order({ artistId: track.mainArtistId, projectId: project._id });
    const [artist] = await t.database.db.select().from(artists).where(eq(artists.id, track.mainArtistId!));
    expect(task).toMatchObject({ artistName: artist!.name, projectName: 'Ferry Lights' });
    const mine = await ok<Page<TaskApi>>(owner, 'GET', '/task/info?role=owner&limit=100', undefined, 'owner');
    expect(mine.data.find((row) => row._id === task._id)).toMatchObject({
      artistName: artist!.name,
      projectName: 'Ferry Lights',
    });
    // An artist the owner does not represent is no order of theirs.
    const elsewhere = await createTrack(t.database, otherOwner.id);
    const refused = await call(customer, 'POST', '/task/create', {
      ownerId: owner.id,
      artistId: elsewhere.mainArtistId,
      title: 'Not theirs',
    });
    expect(refused.statusCode).toBe(404);
  });

  it('refuses bad input with the §5 wording and unknown or wrong parties', async () => {
    const bad = async (payload: object, status: number, message: string) => {
      const res = await call(customer, 'POST', '/task/create', { ownerId: owner.id, title: 'T', ...payload });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
    };
    await bad({ referenceUrl: 'example' }, 400, 'Enter a valid URL.');
    await bad({ title: ' ' }, 400, 'Required field');
    await bad({ tracksCount: 0 }, 400, 'Must be at least 1.');
    await bad({ completionDate: 'tomorrow' }, 400, 'Enter a date as YYYY-MM-DD.');
    await bad({ ownerId: outsider.id }, 404, 'This rights holder does not exist.');
    await bad({ ownerId: crypto.randomUUID() }, 404, 'This rights holder does not exist.');
    const self = await call(owner, 'POST', '/task/create', { ownerId: owner.id, title: 'Me' }, 'customer');
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot commission music from yourself.');
    // Tied to a project the caller is not in: the project does not exist for them.
    const theirs = await ok<ProjectApi>(outsider, 'POST', '/project/create', {
      name: 'Theirs',
      type: 'film',
    });
    const foreign = await call(customer, 'POST', '/task/create', {
      ownerId: owner.id,
      title: 'T',
      projectId: theirs._id,
    });
    expect(foreign.statusCode).toBe(404);
    // Placing an order is the customer profile's.
    expect(
      (await call(owner, 'POST', '/task/create', { ownerId: otherOwner.id, title: 'T' }, 'owner')).statusCode,
    ).toBe(403);
    expect((await call(null, 'GET', '/task/info')).statusCode).toBe(401);
  });

  it('moves through the state machine by the side each move belongs to, notifying the other', async () => {
    const task = await order({ title: 'Chase cue' });
    const expectRefused = async (user: TestUser, status: string, code: number, message: string) => {
      const res = await setStatus(user, task._id, status);
      expect(res.statusCode, res.body).toBe(code);
      expect(res.json().message).toBe(message);
    };
    await expectRefused(
      customer,
      'in_progress',
      403,
      'This change belongs to the other side of the composer order.',
    );
    await expectRefused(
      owner,
      'completed',
      409,
      'A composer order cannot move from "requested" to "completed".',
    );
    await expectRefused(
      owner,
      'cancelled',
      403,
      'This change belongs to the other side of the composer order.',
    );
    expect((await setStatus(otherOwner, task._id, 'in_progress')).statusCode).toBe(404);
    expect((await setStatus(outsider, task._id, 'cancelled')).statusCode).toBe(404);
    expect((await setStatus(owner, task._id, 'archived')).statusCode).toBe(400);

    const before = (await taskNotices(customer.id)).length;
    expect(
      (await ok<TaskApi>(owner, 'PATCH', `/task/change-status/${task._id}`, { status: 'in_progress' }))
        .status,
    ).toBe('in_progress');
    expect(
      (await ok<TaskApi>(owner, 'PATCH', `/task/change-status/${task._id}`, { status: 'paused' })).status,
    ).toBe('paused');
    await expectRefused(
      owner,
      'completed',
      409,
      'A composer order cannot move from "paused" to "completed".',
    );
    await expectRefused(
      customer,
      'in_progress',
      403,
      'This change belongs to the other side of the composer order.',
    );
    expect(
      (await ok<TaskApi>(owner, 'PATCH', `/task/change-status/${task._id}`, { status: 'in_progress' }))
        .status,
    ).toBe('in_progress');
    expect(
      (await ok<TaskApi>(owner, 'PATCH', `/task/change-status/${task._id}`, { status: 'completed' })).status,
    ).toBe('completed');
    const messages = (await taskNotices(customer.id)).slice(before).map((row) => row.message);
    expect(messages).toEqual([
      'Your composer order "Chase cue" was accepted.',
      'Work on your composer order "Chase cue" is paused.',
      'Work on your composer order "Chase cue" has resumed.',
      'Your composer order "Chase cue" is completed.',
    ]);
    await expectRefused(
      owner,
      'in_progress',
      409,
      'A composer order cannot move from "completed" to "in_progress".',
    );

    const declined = await order({ title: 'Declined' });
    expect(
      (await ok<TaskApi>(owner, 'PATCH', `/task/change-status/${declined._id}`, { status: 'declined' }))
        .status,
    ).toBe('declined');
    const withdrawn = await order({ title: 'Withdrawn' });
    const ownerBefore = (await taskNotices(owner.id)).length;
    expect(
      (await ok<TaskApi>(customer, 'PATCH', `/task/change-status/${withdrawn._id}`, { status: 'cancelled' }))
        .status,
    ).toBe('cancelled');
    expect((await taskNotices(owner.id)).slice(ownerBefore).map((row) => row.message)).toEqual([
      'The composer order "Withdrawn" was withdrawn by the customer.',
    ]);
  });

  it("delivers an uploaded audio file as the owner's track, only while in progress", async () => {
    const task = await order({ title: 'Delivered theme' });
    const early = await deliver(owner, task._id, 'Too early');
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().message).toBe(
      'Tracks can be delivered only while the composer order is in progress.',
    );
    await ok(owner, 'PATCH', `/task/change-status/${task._id}`, { status: 'in_progress' });

    const byCustomer = await deliver(customer, task._id, 'Not mine');
    expect(byCustomer.statusCode).toBe(403);
    expect((await deliver(otherOwner, task._id, 'Not theirs')).statusCode).toBe(404);
    const noAudio = await deliver(owner, task._id, 'Silent', false);
    expect(noAudio.statusCode).toBe(400);
    expect(noAudio.json().message).toBe('Choose an audio file: mp3 or wav.');

    const res = await deliver(owner, task._id, 'Theme, take 1');
    expect(res.statusCode, res.body).toBe(200);
    const delivered = res.json() as TaskApi;
    expect(delivered.deliveries).toEqual([
      { trackId: expect.any(String), title: 'Theme, take 1', deliveredAt: expect.any(String) },
    ]);
    const trackId = delivered.deliveries[0]!.trackId;
    const track = await ok<TrackApi>(owner, 'GET', `/track/info-track/${trackId}`);
    expect(track).toMatchObject({ _id: trackId, title: 'Theme, take 1' });
    expect(track.technicalData.duration).toBeGreaterThan(0);
    const audio = await t.app.inject({
      method: 'GET',
      url: `/api/track/download/${trackId}`,
      headers: customer.headers(),
    });
    expect(audio.statusCode).toBe(200);
    expect(audio.rawPayload.length).toBeGreaterThan(1000);
    expect((await taskNotices(customer.id)).map((row) => row.message)).toContain(
      'A track "Theme, take 1" was delivered to your composer order "Delivered theme".',
    );

    // The customer places the delivered track in a workspace: the entry refers to the order, and
    // `remove-track` takes it out by the order's id.
    let project = await ok<ProjectApi>(customer, 'POST', '/project/create', {
      name: 'Placement',
      type: 'film',
    });
    project = await ok<ProjectApi>(customer, 'POST', `/project/create-episode/${project._id}`, {
      number: 1,
      duration: '00:30:00',
    });
    const workspaceId = project.episodes[0]!.workspaceId!;
    const placed = await ok<{ entries: { trackId: string; taskId: string | null }[] }>(
      customer,
      'PATCH',
      `/project/add-track/${project._id}`,
      { tracksId: [trackId], projectWorkspaceId: workspaceId },
    );
    expect(placed.entries.map((entry) => [entry.trackId, entry.taskId])).toEqual([[trackId, task._id]]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/project/remove-track/${project._id}`,
      headers: customer.headers(),
      payload: { projectWorkspaceId: workspaceId, composerOrdersId: [task._id] },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as { entries: unknown[] }).entries).toEqual([]);
  });

  it("lists the caller's orders by side, status and tab", async () => {
    const asOwner = await ok<Page<TaskApi>>(owner, 'GET', '/task/info?role=owner&limit=100');
    expect(asOwner.total).toBeGreaterThanOrEqual(5);
    expect(asOwner.data.every((task) => task.ownerId === owner.id)).toBe(true);
    const asCustomer = await ok<Page<TaskApi>>(owner, 'GET', '/task/info?role=customer');
    expect(asCustomer).toEqual({ data: [], page: 1, limit: 20, total: 0 });
    const completed = await ok<Page<TaskApi>>(customer, 'GET', '/task/info?role=customer&status=completed');
    expect(completed.data.map((task) => task.title)).toEqual(['Chase cue']);
    const archive = await ok<Page<TaskApi>>(customer, 'GET', '/task/info?tab=archive');
    expect(archive.data.map((task) => task.title).sort()).toEqual(['Declined', 'Withdrawn']);
    const paged = await ok<Page<TaskApi>>(customer, 'GET', '/task/info?page=2&limit=2');
    expect(paged.page).toBe(2);
    expect(paged.data).toHaveLength(2);
    expect((await ok<Page<TaskApi>>(outsider, 'GET', '/task/info')).total).toBe(0);
    expect((await call(customer, 'GET', '/task/info?status=lost')).statusCode).toBe(400);
  });

  it('reaches the other side live: a sync hint of tasks and the notification', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = connectSocket(url, customer.cookie);
    await connected(socket);
    await joinRoom(socket, customer.id);
    const events: [string, { collection?: string; subType?: string; objectId?: string }][] = [];
    socket.on(socketEvents.sync, (payload) => events.push(['sync', payload]));
    socket.on(socketEvents.notification, (payload) => events.push(['notification', payload]));
    const task = await order({ title: 'Live order' });
    await ok(owner, 'PATCH', `/task/change-status/${task._id}`, { status: 'in_progress' });
    await expect
      .poll(() =>
        events.some(
          ([kind, payload]) =>
            kind === 'notification' &&
            payload.subType === 'Change Task Status' &&
            payload.objectId === task._id,
        ),
      )
      .toBe(true);
    expect(events.some(([kind, payload]) => kind === 'sync' && payload.collection === 'tasks')).toBe(true);
    socket.close();
  });
});
