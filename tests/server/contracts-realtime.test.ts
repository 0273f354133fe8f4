import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractApi } from '../../src/domain/api/contracts';
import { socketEvents, type NotificationEvent, type SyncHint } from '../../src/domain/sync-protocol';
import { contractsWorld } from './contracts-fixtures';
import { eventWhere, userSockets } from './realtime-client';
import { databaseTargets } from './support/harness';
import type { TestUser } from './sync-fixtures';

type World = Awaited<ReturnType<typeof contractsWorld>>;

/** docs/licensing.md §6: every status change reaches the other party live, as a notice and a hint. */
describe.each(databaseTargets)('contracts live on %s', (target) => {
  let w: World;
  let url: string;
  const sockets = userSockets();
  const open = (who: TestUser) => sockets.open(url, who);

  beforeAll(async () => {
    w = await contractsWorld(target);
    url = await w.t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    sockets.closeAll();
    await w?.t.close();
  });

  it('tells the owner of a new draft and the team of the owner’s signature', async () => {
    const { creator, ownerA } = w.users;
    const ownerSocket = await open(ownerA);
    const teamSocket = await open(creator);
    const drafted = eventWhere<NotificationEvent>(
      ownerSocket,
      socketEvents.notification,
      (event) => event.subType === 'Document Updated',
    );
    const ownerHint = eventWhere<SyncHint>(
      ownerSocket,
      socketEvents.sync,
      (hint) => hint.collection === 'documents',
    );
    const teamCreated = eventWhere<SyncHint>(
      teamSocket,
      socketEvents.sync,
      (hint) => hint.collection === 'documents',
    );
    const [contract] = await w.ok<ContractApi[]>(creator, 'POST', '/contract/create', {
      projectId: w.project._id,
      entryIds: [w.entries.a1],
    });
    expect((await drafted).objectId).toBe(contract!._id);
    expect((await ownerHint).seq).toBeGreaterThan(0);
    const createdSeq = (await teamCreated).seq;

    const signedNotice = eventWhere<NotificationEvent>(
      teamSocket,
      socketEvents.notification,
      (event) => event.subType === 'Change Document Status',
    );
    const teamHint = eventWhere<SyncHint>(
      teamSocket,
      socketEvents.sync,
      (hint) => hint.collection === 'documents' && hint.seq > createdSeq,
    );
    const code = await w.mailedCode(ownerA, contract!._id);
    const signed = await w.ok<ContractApi>(ownerA, 'POST', `/contract/sign/${contract!._id}`, {
      code,
      sha256: contract!.sha256,
    });
    expect((await signedNotice).message).toContain(contract!.number);
    expect((await teamHint).seq).toBeGreaterThan(createdSeq);
    expect(signed.status).toBe('signed_owner');
  });
});
