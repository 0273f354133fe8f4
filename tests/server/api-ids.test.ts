import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncPull, syncPush } from '../../src/domain/api/sync';
import type { Operation } from '../../src/domain/api/operation';
import { startTestApp, type TestApp } from './support/harness';

type Schema = Record<string, unknown>;

interface Reference {
  components?: { schemas?: Record<string, Schema> };
  paths: Record<string, Record<string, { operationId?: string; requestBody?: unknown; responses: unknown }>>;
}

/**
 * The documented exception (docs/decisions/0011-api-ids.md): the sync protocol carries the replicated
 * documents, which are the local database's documents and keep their key `id`.
 */
const syncOperations: readonly Operation[] = [syncPull, syncPush];

/** The dotted places of every object property named `id` in a schema, $refs followed once each. */
function idProperties(node: unknown, at: string, reference: Reference, seen = new Set<string>()): string[] {
  if (Array.isArray(node))
    return node.flatMap((item, i) => idProperties(item, `${at}[${i}]`, reference, seen));
  if (node === null || typeof node !== 'object') return [];
  const schema = node as Schema;
  if (typeof schema.$ref === 'string') {
    if (seen.has(schema.$ref)) return [];
    seen.add(schema.$ref);
    const name = schema.$ref.replace('#/components/schemas/', '');
    return idProperties(reference.components?.schemas?.[name], `${at}→${name}`, reference, seen);
  }
  const properties = schema.properties as Record<string, unknown> | undefined;
  const own = properties && 'id' in properties ? [`${at}.properties.id`] : [];
  return [
    ...own,
    ...Object.entries(schema).flatMap(([key, value]) => idProperties(value, `${at}.${key}`, reference, seen)),
  ];
}

/** docs/decisions/0011-api-ids.md: every REST answer and payload names an object's own id `_id`. */
describe('ids in the API reference', () => {
  let t: TestApp;
  let reference: Reference;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    reference = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Reference;
  });
  afterAll(() => t?.close());

  const documented = () =>
    Object.entries(reference.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, entry]) => ({ name: `${method.toUpperCase()} ${path}`, entry })),
    );

  it('has no property named `id` in any request or response schema outside the sync protocol', () => {
    const exempt = new Set(syncOperations.map((op) => op.id));
    const checked = documented().filter(({ entry }) => !exempt.has(entry.operationId ?? ''));
    expect(checked.length).toBeGreaterThan(50);
    const found = checked.flatMap(({ name, entry }) => [
      ...idProperties(entry.requestBody, `${name} request`, reference),
      ...idProperties(entry.responses, `${name} responses`, reference),
    ]);
    expect(found).toEqual([]);
  });

  it('names `_id` where the catalogue, playlists and projects answer their objects', () => {
    const ok = (path: string, method = 'get') =>
      JSON.stringify(
        (reference.paths[path]![method]!.responses as Record<string, unknown>)['200'] ??
          (reference.paths[path]![method]!.responses as Record<string, unknown>)['201'],
      );
    expect(ok('/api/track/info')).toContain('"_id"');
    expect(ok('/api/playlist/info-playlist/{id}')).toContain('"_id"');
    expect(ok('/api/project/info-workspace/{id}')).toContain('"_id"');
  });

  it('keeps `id` in the replicated documents of the sync protocol, the listed exception', () => {
    const pull = reference.paths['/api/sync/{collection}/pull']!.get!;
    expect(pull.operationId).toBe(syncPull.id);
    expect(idProperties(pull.responses, 'pull', reference).length).toBeGreaterThan(0);
  });
});
