import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ProjectRole } from '../../src/domain/projects';
import type { ProjectRow, WorkspaceRow } from '../../server/db/schema/projects';
import type { SessionUser } from '../../server/modules/auth/session';
import type { Effect } from '../../server/outbox/effects';
import { requireRight, type ProjectsPorts } from '../../server/modules/projects/project-access';
import type { ProjectsRepository } from '../../server/modules/projects/projects.repository';
import { projectsService } from '../../server/modules/projects/projects.service';

// The project rules on in-memory ports; projects*.test.ts run them through the API on a database.
const sessionUser = (): SessionUser => ({
  id: crypto.randomUUID(),
  roles: ['customer'],
  role: 'customer',
  sessionId: crypto.randomUUID(),
});

function projectRow(creatorId: string, overrides: Partial<ProjectRow> = {}): ProjectRow {
  const now = new Date('2026-01-01T00:00:00Z');
  return {
    id: crypto.randomUUID(),
    creatorId,
    name: 'Night shift',
    description: null,
    type: 'film',
    budgetMin: null,
    budgetMax: null,
    director: null,
    episodesCount: null,
    seasons: null,
    platforms: [],
    production: null,
    productionYear: null,
    brand: null,
    coverColor: null,
    coverKey: null,
    status: 'draft',
    closedAt: null,
    shareToken: null,
    memberIds: [creatorId],
    members: [],
    invitations: [],
    episodes: [],
    compilations: [],
    createdAt: now,
    updatedAt: now,
    seq: 1,
    deleted: false,
    ...overrides,
  };
}

/** One project in memory: its members by user id, what a write stored, the effects written. */
function fakeProjects(project: ProjectRow, users: Record<string, string> = {}) {
  const roles = new Map<string, ProjectRole>([[project.creatorId, 'creator']]);
  const invitations: { email: string; role: string }[] = [];
  const revoked: string[] = [];
  const effects: Effect[] = [];
  let transactions = 0;
  let seq = project.seq;
  const repo = {
    find: async (id: string) => (id === project.id && !project.deleted ? project : undefined),
    role: async (_projectId: string, userId: string) => roles.get(userId) ?? null,
    userByEmail: async (email: string) =>
      users[email] ? { id: users[email]!, email, language: 'en' } : undefined,
    userName: async () => 'Ann Creator',
    userLanguage: async () => 'en',
    setMember: async (_projectId: string, userId: string, role: ProjectRole) => void roles.set(userId, role),
    removeMember: async (_projectId: string, userId: string) => void roles.delete(userId),
    invite: async (_projectId: string, email: string, role: string) => void invitations.push({ email, role }),
    restoreAccess: async () => undefined,
    revokeAccess: async (_projectId: string, userId: string) => void revoked.push(userId),
    recordActivity: async () => undefined,
    entryStatuses: async () => [],
    liveWorkspaces: async (): Promise<WorkspaceRow[]> => [],
    followOrders: async () => [],
    followDocuments: async () => ({ documents: [], payments: [] }),
    // As if the project had chat messages whose audience every settle rewrites.
    rewriteMessageAudience: async () => 1,
    refresh: async () => {
      seq += 1;
      Object.assign(project, { seq, memberIds: [...roles.keys()] });
      return project;
    },
  };
  const ports: ProjectsPorts = {
    projects: repo as unknown as ProjectsRepository,
    outbox: { add: async (list: Effect[]) => void effects.push(...list) },
  };
  const service = projectsService({
    ...ports,
    withTransaction: async (fn) => {
      transactions += 1;
      return fn(ports);
    },
    now: () => new Date('2026-02-01T00:00:00Z'),
    publicUrl: 'https://cueline.test',
  });
  return { ports, service, roles, invitations, revoked, effects, transactions: () => transactions };
}

describe('project access (docs/licensing.md §2)', () => {
  it('hides a project from outsiders (404) and refuses a member without the right (403)', async () => {
    const creator = sessionUser();
    const project = projectRow(creator.id);
    const { ports, roles } = fakeProjects(project);
    const viewer = sessionUser();
    roles.set(viewer.id, 'viewer');
    await expect(requireRight(ports, sessionUser().id, project.id, 'view')).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(requireRight(ports, creator.id, crypto.randomUUID(), 'view')).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(requireRight(ports, viewer.id, project.id, 'view')).resolves.toMatchObject({
      role: 'viewer',
    });
    await expect(requireRight(ports, viewer.id, project.id, 'comment')).rejects.toMatchObject({
      statusCode: 403,
      messageKey: 'error.403',
    });
  });

  it('keeps a closed project read-only; its Creator still manages it', async () => {
    const creator = sessionUser();
    const project = projectRow(creator.id, { closedAt: new Date() });
    const { ports } = fakeProjects(project);
    await expect(requireRight(ports, creator.id, project.id, 'edit')).rejects.toMatchObject({
      statusCode: 403,
      messageKey: 'projects.closed',
    });
    await expect(requireRight(ports, creator.id, project.id, 'manage')).resolves.toBeDefined();
    await expect(requireRight(ports, creator.id, project.id, 'view')).resolves.toBeDefined();
  });
});

describe('the project members rules', () => {
  it('adds an existing user at once with "Add Project Role", and hints every member in the same transaction', async () => {
    const creator = sessionUser();
    const project = projectRow(creator.id);
    const memberId = crypto.randomUUID();
    const fake = fakeProjects(project, { 'member@example.test': memberId });
    await fake.service.addMember(creator, project.id, { email: 'member@example.test', role: 'editor' });
    expect(fake.roles.get(memberId)).toBe('editor');
    expect(fake.transactions()).toBe(1);
    const kinds = fake.effects.map((effect) => effect.kind);
    // The projects hint, then the messages hint (the member change rewrote the chat's audience).
    expect(kinds).toEqual(['syncHint', 'syncHint', 'notification']);
    expect(fake.effects[1]).toMatchObject({
      kind: 'syncHint',
      payload: { collection: 'messages', userIds: expect.arrayContaining([creator.id, memberId]) },
    });
    expect(fake.effects[2]).toMatchObject({
      kind: 'notification',
      payload: { userId: memberId, subType: 'Add Project Role', objectId: project.id },
    });
    expect(fake.effects[0]).toMatchObject({
      kind: 'syncHint',
      payload: { collection: 'projects', userIds: expect.arrayContaining([creator.id, memberId]) },
    });
  });

  it('invites an unknown address by a mail effect and keeps the invitation', async () => {
    const creator = sessionUser();
    const project = projectRow(creator.id);
    const fake = fakeProjects(project);
    await fake.service.addMember(creator, project.id, { email: 'new@example.test', role: 'viewer' });
    expect(fake.invitations).toEqual([{ email: 'new@example.test', role: 'viewer' }]);
    const mail = fake.effects.find((effect) => effect.kind === 'mail');
    expect(mail).toMatchObject({
      payload: { to: 'new@example.test', subject: 'Invitation to the project "Night shift" on Cueline' },
    });
  });

  it('never changes or removes the Creator, and refuses non-members before writing anything', async () => {
    const creator = sessionUser();
    const project = projectRow(creator.id);
    const fake = fakeProjects(project);
    await expect(
      fake.service.changeMember(creator, project.id, { userId: creator.id, role: 'viewer' }),
    ).rejects.toMatchObject({ statusCode: 403, messageKey: 'projects.creatorFixed' });
    await expect(fake.service.removeMember(creator, project.id, creator.id)).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(fake.service.removeMember(creator, project.id, crypto.randomUUID())).rejects.toMatchObject({
      statusCode: 404,
      messageKey: 'projects.notMember',
    });
    expect(fake.transactions()).toBe(0);
    expect(fake.effects).toEqual([]);
  });

  it('removes a member: tombstones, "Remove Project Role", and a hint that reaches the removed member too', async () => {
    const creator = sessionUser();
    const project = projectRow(creator.id);
    const fake = fakeProjects(project);
    const member = crypto.randomUUID();
    fake.roles.set(member, 'user');
    await fake.service.removeMember(creator, project.id, member);
    expect(fake.roles.has(member)).toBe(false);
    expect(fake.revoked).toEqual([member]);
    const hint = fake.effects.find((effect) => effect.kind === 'syncHint');
    expect(hint).toMatchObject({
      payload: { collection: 'projects', userIds: expect.arrayContaining([member]) },
    });
    expect(fake.effects.find((effect) => effect.kind === 'notification')).toMatchObject({
      payload: { userId: member, subType: 'Remove Project Role' },
    });
  });

  it('leaves member management to the Creator: an editor is refused', async () => {
    const creator = sessionUser();
    const project = projectRow(creator.id);
    const fake = fakeProjects(project);
    const editor = sessionUser();
    fake.roles.set(editor.id, 'editor');
    await expect(
      fake.service.addMember(editor, project.id, { email: 'x@example.test', role: 'viewer' }),
    ).rejects.toMatchObject({ statusCode: 403 });
    await expect(fake.service.share(editor, project.id)).rejects.toMatchObject({ statusCode: 403 });
  });
});
