import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from './support/harness';
import {
  referenceOperations,
  requestArbitrary,
  type FuzzRequest,
  type ReferenceOperation,
} from './support/fuzz-requests';
import { syncPushArbitrary, type PulledDocument } from './support/fuzz-sync';
import { fuzzRoles, fuzzWorld, type FuzzRole, type FuzzWorld } from './fuzz-world';
import { syncCollections } from '../../src/domain/sync-rules';

/**
 * Issue 24 §5: every operation of the API reference, as each role, with generated bad input in every path
 * and query parameter and body field (fast-check: wrong types, bounds ± 1, huge and empty values, NUL,
 * unicode, deep nesting, unknown fields) never answers 5xx. Seeded: a failure names its seed, and
 * FUZZ_SEED replays it; FUZZ_RUNS sets the inputs per operation and role (fewer on PostgreSQL).
 *
 * Kept light, not left out: uploads (tracks, albums, covers, avatars, feedback, deliveries) get their
 * text fields only, never a file, so no media is processed; the mails a signup, a reset or a signing code
 * sends go to the loopback SMTP catcher, a few per run. Operations that end what later ones need (a
 * deletion, a logout, a signature) run last, and each operation gets fresh sessions.
 *
 * Amounts near 1e13 in contracts (issue 24 §5 amounts) are fixed in another branch; the generator sends
 * prices up to the schemas' own maximum, but the world's orders are approved before the run, so no
 * contract is drafted from a fuzzed price here.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);

/** Operations that end what the later ones need (a project, a contract, a membership) run last. */
const destructive = /delete|remove|close|reject|decline|block|retract|logout|sign|confirm|leave/;
const runOrder = (op: ReferenceOperation) => (op.method === 'GET' ? 0 : destructive.test(op.path) ? 2 : 1);

/** A stable number per operation and role, so each gets its own stream of inputs from the seed. */
const streamOf = (text: string) => [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, 7);

interface Failure {
  call: string;
  role: FuzzRole;
  status: number;
  error: string;
}

describe.each(databaseTargets)('every operation under fuzzed input on %s', (target) => {
  let world: FuzzWorld;
  let operations: ReferenceOperation[];
  const runs = target === 'postgres' ? Math.max(1, Math.floor(RUNS / 3)) : RUNS;

  const send = async (op: ReferenceOperation, role: FuzzRole, request: FuzzRequest) =>
    world.t.app.inject({
      method: op.method as 'GET',
      url: request.url,
      headers: {
        ...(await world.headersOf(role)),
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
      },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });

  /** Lists: GET operations without path parameters, as each role, with no query. */
  const listStatuses = async () => {
    const statuses: Record<string, number> = {};
    for (const op of operations.filter((entry) => entry.method === 'GET' && !entry.path.includes('{')))
      for (const role of fuzzRoles)
        statuses[`${role} ${op.path}`] = (await send(op, role, { url: op.path })).statusCode;
    return statuses;
  };
  let listsBefore: Record<string, number>;

  /** A few documents of each collection as the signed-in roles pull them, for the sync pushes. */
  const pullDocuments = async () => {
    const pulled: PulledDocument[] = [];
    for (const role of ['customer', 'owner', 'admin'] as const)
      for (const collection of syncCollections) {
        const url = `/api/sync/${collection}/pull?checkpoint=0&limit=3`;
        const res = await send({ method: 'GET', path: url, parameters: [], operationId: '' }, role, { url });
        const documents =
          res.statusCode === 200 ? (res.json() as { documents: PulledDocument['document'][] }).documents : [];
        pulled.push(...documents.map((document) => ({ collection, document })));
      }
    return pulled;
  };
  let pulled: PulledDocument[];

  beforeAll(async () => {
    world = await fuzzWorld(target);
    const reference = (await world.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    operations = referenceOperations(reference).sort((a, b) => runOrder(a) - runOrder(b));
    listsBefore = await listStatuses();
    pulled = await pullDocuments();
  }, 180_000);
  afterAll(() => world?.t.close());

  const lastError = async () => {
    const res = await send(
      { method: 'GET', path: '/api/admin/system', parameters: [], operationId: '' },
      'admin',
      {
        url: '/api/admin/system',
      },
    );
    return (res.json() as { lastErrors?: { message: string }[] }).lastErrors?.at(-1)?.message ?? res.body;
  };

  const recordFailure = async (
    failures: Failure[],
    op: ReferenceOperation,
    role: FuzzRole,
    request: FuzzRequest,
    status: number,
  ) => {
    const body = request.payload === undefined ? '' : ` ${request.payload.slice(0, 300)}`;
    failures.push({
      call: `${op.method} ${request.url.slice(0, 200)}${body}`,
      role,
      status,
      error: await lastError(),
    });
  };

  /**
   * Every operation taking JSON, with its path's first real ids, as each role: `{}` (an empty change must
   * not build an UPDATE without columns) and `null` (docs/decisions/0035). Answers the requests sent.
   */
  const emptyBodies = async (failures: Failure[]) => {
    let sent = 0;
    for (const op of operations.filter((entry) => entry.json && !destructive.test(entry.path))) {
      const ids = world.idsFor(op.path);
      const url = op.parameters
        .filter((parameter) => parameter.in === 'path')
        .reduce((path, { name }) => path.replace(`{${name}}`, ids(name)[0] ?? 'none'), op.path);
      for (const role of fuzzRoles)
        for (const payload of ['{}', 'null']) {
          const request = { url, payload, contentType: 'application/json' };
          const res = await send(op, role, request);
          sent += 1;
          if (res.statusCode >= 500) await recordFailure(failures, op, role, request, res.statusCode);
        }
    }
    return sent;
  };

  it('answers no 5xx to any of them, as any role', async () => {
    const failures: Failure[] = [];
    let sent = 0;
    for (const op of operations) {
      const generic = requestArbitrary(op, world.idsFor(op.path));
      // The sync push, the most intricate handler, gets pushes of real documents too, and more of them.
      const isPush = op.operationId === 'sync.push';
      const arbitrary = isPush
        ? fc.oneof({ weight: 3, arbitrary: syncPushArbitrary(pulled) }, generic)
        : generic;
      for (const role of fuzzRoles) {
        const seed = SEED + streamOf(`${op.operationId} ${role}`);
        for (const request of fc.sample(arbitrary, { seed, numRuns: isPush ? runs * 5 : runs })) {
          const res = await send(op, role, request);
          sent += 1;
          if (res.statusCode >= 500) await recordFailure(failures, op, role, request, res.statusCode);
        }
      }
    }
    sent += await emptyBodies(failures);
    console.log(`fuzz on ${target}: ${sent} requests, ${operations.length} operations, seed ${SEED}`);
    expect(failures, `replay with FUZZ_SEED=${SEED}`).toEqual([]);
  }, 600_000);

  it('leaves every list answering as it did before the run', async () => {
    const after = await listStatuses();
    expect(after).toEqual(listsBefore);
    const answered = Object.entries(after).filter(([, status]) => status === 200);
    expect(answered.length).toBeGreaterThan(20);
  });
});
