import { describe, expect, it } from 'vitest';
import { toDocumentJsonSchema, type JsonSchemaNode } from '../../src/domain/document-schema';
import {
  projectDocumentSchema,
  workspaceDocumentSchema,
  type ProjectDocument,
  type ProjectWireDocument,
  type WorkspaceDocument,
} from '../../src/domain/projects';

const NOW = '2026-11-25T12:00:00.000Z';

const project: ProjectDocument = {
  id: 'p1',
  name: 'Night shift',
  description: null,
  type: 'tv_series',
  budgetMin: 100_000,
  budgetMax: null,
  director: 'A. Director',
  episodesCount: 3,
  seasons: 1,
  platforms: ['tv', 'streaming'],
  production: null,
  productionYear: 2026,
  brand: null,
  coverColor: 'teal',
  coverImageUrl: null,
  status: 'draft',
  closedAt: null,
  creatorId: 'u1',
  members: [
    { userId: 'u1', role: 'creator', name: 'Ann', email: 'ann@example.com', avatarUrl: null, addedAt: NOW },
  ],
  invitations: [{ email: 'bob@example.com', role: 'viewer', invitedAt: NOW }],
  episodes: [{ id: 'e1', number: 1, title: null, duration: 2700, workspaceId: 'w1' }],
  compilations: [{ id: 'c1', name: 'Shortlist', trackIds: ['t1'], createdAt: NOW }],
  createdAt: NOW,
  updatedAt: NOW,
  seq: 7,
};

const workspace: WorkspaceDocument = {
  id: 'w1',
  projectId: 'p1',
  episodeId: 'e1',
  comment: null,
  scenes: [{ id: 's1', description: 'Opening', sceneType: 'opening_titles', start: 0, end: 90 }],
  entries: [
    {
      id: 'te1',
      trackId: 't1',
      sceneId: 's1',
      timeIn: 0,
      timeOut: 60,
      usageType: 'theme',
      status: 'not_requested',
      comment: null,
      orderId: null,
      taskId: null,
      addedBy: 'u1',
      addedAt: NOW,
    },
  ],
  createdAt: NOW,
  updatedAt: NOW,
  seq: 8,
};

/** Every node of a JSON schema, depth first. */
function* nodes(node: JsonSchemaNode): Generator<JsonSchemaNode> {
  yield node;
  for (const child of Object.values(node.properties ?? {})) yield* nodes(child);
  if (node.items) yield* nodes(node.items);
}

describe('the replicated project and workspace documents (docs/licensing.md §7)', () => {
  it('accept a project with members, episodes and compilations, and a workspace with scenes and entries', () => {
    expect(projectDocumentSchema.parse(project)).toEqual(project);
    expect(workspaceDocumentSchema.parse(workspace)).toEqual(workspace);
  });

  it('name their key `id` and carry the replicated fields like the other collections', () => {
    const wire: ProjectWireDocument = { ...project, _deleted: false };
    expect(Object.keys(projectDocumentSchema.shape)).toEqual(
      expect.arrayContaining(['id', 'updatedAt', 'seq']),
    );
    expect(Object.keys(workspaceDocumentSchema.shape)).toEqual(
      expect.arrayContaining(['id', 'updatedAt', 'seq']),
    );
    expect(wire._deleted).toBe(false);
  });

  it('refuse values off the lists and time codes out of range', () => {
    expect(projectDocumentSchema.safeParse({ ...project, status: 'active' }).success).toBe(false);
    expect(
      projectDocumentSchema.safeParse({ ...project, members: [{ ...project.members[0], role: 'owner' }] })
        .success,
    ).toBe(false);
    expect(
      projectDocumentSchema.safeParse({
        ...project,
        invitations: [{ ...project.invitations[0], role: 'creator' }],
      }).success,
    ).toBe(false);
    expect(
      projectDocumentSchema.safeParse({ ...project, episodes: [{ ...project.episodes[0], number: 101 }] })
        .success,
    ).toBe(false);
    const [scene] = workspace.scenes;
    expect(
      workspaceDocumentSchema.safeParse({ ...workspace, scenes: [{ ...scene, end: 86_400 }] }).success,
    ).toBe(false);
    const [entry] = workspace.entries;
    expect(
      workspaceDocumentSchema.safeParse({ ...workspace, entries: [{ ...entry, status: 'paused' }] }).success,
    ).toBe(false);
  });

  it('derive local schemas for projects and workspaces that the local database can store', () => {
    const options = { version: 0, primaryKey: 'id' as const, indexes: ['createdAt' as const] };
    const schemas = [
      toDocumentJsonSchema(projectDocumentSchema, { ...options, title: 'projects' }),
      toDocumentJsonSchema(workspaceDocumentSchema, { ...options, title: 'workspaces' }),
    ];
    for (const json of schemas) {
      expect(json.properties.id).toEqual({ type: 'string', maxLength: 64 });
      expect(json.properties.createdAt).toMatchObject({ type: 'string', maxLength: 40 });
      expect(json.required).toEqual(expect.arrayContaining(['id', 'createdAt', 'updatedAt', 'seq']));
      for (const node of nodes(json)) {
        expect(node).not.toHaveProperty('anyOf');
        expect(node).not.toHaveProperty('pattern');
      }
    }
  });

  it('store nullable enums with null among their values', () => {
    const json = toDocumentJsonSchema(workspaceDocumentSchema, {
      title: 'workspaces',
      version: 0,
      primaryKey: 'id',
    });
    const entry = json.properties.entries!.items!;
    expect(entry.properties!.usageType).toMatchObject({ type: ['string', 'null'] });
    expect(entry.properties!.usageType!.enum).toContain(null);
  });
});
