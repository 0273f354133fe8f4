import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractApi } from '../../src/domain/api/contracts';
import { signCodes } from '../../server/db/schema/contracts';
import { notifications } from '../../server/db/schema/notifications';
import { ALL_RIGHTS, contractsWorld, entity } from './contracts-fixtures';
import { databaseTargets } from './support/harness';

type World = Awaited<ReturnType<typeof contractsWorld>>;
const otherHash = 'ab'.repeat(32);

/**
 * docs/licensing.md §6, the refusals: who may formalize, read, sign and reject; the one-time code's
 * rules (wrong, five tries, expired, reused, for other documents); bytes that changed; signing twice.
 */
describe.each(databaseTargets)('contracts: rights, codes and refusals on %s', (target) => {
  let w: World;
  let contractA: ContractApi;
  let contractB: ContractApi;

  beforeAll(async () => {
    w = await contractsWorld(target);
  }, 60_000);
  afterAll(() => w?.t.close());

  it("refuses formalization without the right, a track, an approved proposal or the owner's company", async () => {
    const { creator, member, viewer, outsider } = w.users;
    const body = { projectId: w.project._id, entryIds: [w.entries.a1] };
    expect((await w.call(creator, 'GET', '/contract/info', undefined)).statusCode).toBe(200);
    expect((await w.t.app.inject({ method: 'GET', url: '/api/contract/info' })).statusCode).toBe(401);
    await w.refused(member, 'POST', '/contract/create', body, 403);
    await w.refused(viewer, 'POST', '/contract/create', body, 403);
    await w.refused(outsider, 'POST', '/contract/create', body, 404);
    expect(await w.refused(creator, 'POST', '/contract/create', { ...body, entryIds: [] }, 400)).toBe(
      'Select at least one track.',
    );
    await w.refused(creator, 'POST', '/contract/create', { ...body, entryIds: ['nope'] }, 400);
    expect(
      await w.refused(creator, 'POST', '/contract/create', { ...body, entryIds: [w.entries.c1] }, 409),
    ).toBe('Only tracks with an approved proposal can go into a contract.');
    expect(
      await w.refused(creator, 'POST', '/contract/create', { ...body, entryIds: [w.entries.b1] }, 409),
    ).toBe('The track owner has not added company details yet, so the contract cannot be drafted.');
    expect(await w.entryStatus(w.entries.b1)).toBe('agreed');
  });

  it('drafts for each owner once, and no other company reads them', async () => {
    const { creator, outsider, ownerA, ownerB, ownerClerk } = w.users;
    w.memberships.set(ownerB.id, {
      entity: entity('Basalt Music', '7725009977'),
      member: { role: 'main_admin', rights: ALL_RIGHTS },
    });
    const made = await w.ok<ContractApi[]>(creator, 'POST', '/contract/create', {
      projectId: w.project._id,
      entryIds: [w.entries.a1, w.entries.b1],
    });
    expect(made.map((d) => d.ownerId).sort()).toEqual([ownerA.id, ownerB.id].sort());
    contractA = made.find((d) => d.ownerId === ownerA.id)!;
    contractB = made.find((d) => d.ownerId === ownerB.id)!;
    expect(
      await w.refused(
        creator,
        'POST',
        '/contract/create',
        { projectId: w.project._id, entryIds: [w.entries.a1] },
        409,
      ),
    ).toBe('These tracks are already in a contract.');
    for (const url of [`/contract/info-contract/${contractB._id}`, `/contract/file/${contractB._id}`]) {
      await w.refused(outsider, 'GET', url, undefined, 404);
      await w.refused(ownerA, 'GET', url, undefined, 404);
    }
    // A member of the owner's company with the view right reads it without being the order's owner.
    expect((await w.call(ownerClerk, 'GET', `/contract/info-contract/${contractA._id}`)).statusCode).toBe(
      200,
    );
    await w.refused(ownerClerk, 'GET', `/contract/info-contract/${contractB._id}`, undefined, 404);
  });

  it('mails a code only to a signatory of a party', async () => {
    const { editor, viewer, outsider, ownerClerk } = w.users;
    expect(await w.refused(editor, 'POST', `/contract/sign-code/${contractA._id}`, {}, 403)).toBe(
      'You do not have the right to sign documents for this company.',
    );
    expect(await w.refused(ownerClerk, 'POST', `/contract/sign-code/${contractA._id}`, {}, 403)).toBe(
      'You do not have the right to sign documents for this company.',
    );
    expect(await w.refused(viewer, 'POST', `/contract/sign-code/${contractA._id}`, {}, 403)).toBe(
      'Your company is not a party to this document.',
    );
    await w.refused(outsider, 'POST', `/contract/sign-code/${contractA._id}`, {}, 404);
    await w.refused(outsider, 'POST', '/contract/sign-code/00000000-0000-4000-8000-000000000000', {}, 404);
  });

  it('counts wrong codes, spends the code on the fifth, and refuses bad input', async () => {
    const { creator } = w.users;
    const code = await w.mailedCode(creator, contractA._id);
    const wrong = code === '000000' ? '111111' : '000000';
    const sign = (body: object) => w.refused(creator, 'POST', `/contract/sign/${contractA._id}`, body, 400);
    expect(await sign({ code: '12ab', sha256: contractA.sha256 })).toBe(
      'Enter the 6-digit code from the email.',
    );
    expect(await sign({ code, sha256: 'xyz' })).toBe(
      "The document's checksum is not valid: open the document again.",
    );
    for (const left of [4, 3, 2, 1])
      expect(await sign({ code: wrong, sha256: contractA.sha256 })).toBe(
        `The code is wrong. Tries left: ${left}.`,
      );
    expect(await sign({ code: wrong, sha256: contractA.sha256 })).toBe(
      'Too many wrong tries. Request a new code.',
    );
    expect(await sign({ code, sha256: contractA.sha256 })).toBe(
      'The code has expired or has already been used. Request a new code.',
    );
  });

  it('refuses an expired code and a code asked for other documents', async () => {
    const { creator } = w.users;
    const code = await w.mailedCode(creator, contractA._id);
    await w.t.database.db
      .update(signCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signCodes.userId, creator.id));
    expect(
      await w.refused(
        creator,
        'POST',
        `/contract/sign/${contractA._id}`,
        { code, sha256: contractA.sha256 },
        400,
      ),
    ).toBe('The code has expired or has already been used. Request a new code.');
    const forA = await w.mailedCode(creator, contractA._id);
    expect(
      await w.refused(
        creator,
        'POST',
        `/contract/sign/${contractB._id}`,
        { code: forA, sha256: contractB.sha256 },
        400,
      ),
    ).toBe('This code was requested for other documents. Request a new code.');
  });

  it('refuses changed bytes without spending the code, a reused code, and signing twice', async () => {
    const { creator, ownerB } = w.users;
    const code = await w.mailedCode(creator, contractA._id, [contractB._id]);
    expect(
      await w.refused(creator, 'POST', `/contract/sign/${contractA._id}`, { code, sha256: otherHash }, 409),
    ).toBe('The document has changed since you opened it. Open it again and sign the current version.');
    const signed = await w.ok<ContractApi>(creator, 'POST', `/contract/sign/${contractA._id}`, {
      code,
      sha256: contractA.sha256,
    });
    expect(signed.status).toBe('signed_customer');
    expect(
      await w.refused(
        creator,
        'POST',
        `/contract/sign/${contractB._id}`,
        { code, sha256: contractB.sha256 },
        400,
      ),
    ).toBe('The code has expired or has already been used. Request a new code.');
    expect(await w.refused(creator, 'POST', `/contract/sign-code/${contractA._id}`, {}, 409)).toBe(
      'Your side has already signed this document.',
    );
    expect(await w.refused(creator, 'POST', '/contract/sign-many', { code, documents: [] }, 400)).toBe(
      'Select at least 1 contract.',
    );
    // The owner signs the bytes as they are now (with the customer's signature sheet), not the original.
    const ownerCode = await w.mailedCode(ownerB, contractB._id);
    const half = await w.ok<ContractApi>(ownerB, 'POST', `/contract/sign/${contractB._id}`, {
      code: ownerCode,
      sha256: contractB.sha256,
    });
    expect(half.status).toBe('signed_owner');
  });

  it('rejects a half-signed document with a reason, returning its entries to agreed', async () => {
    const { creator, member, ownerB } = w.users;
    await w.refused(member, 'PATCH', `/contract/reject/${contractB._id}`, { reason: 'No' }, 403);
    await w.refused(creator, 'PATCH', `/contract/reject/${contractB._id}`, { reason: ' ' }, 400);
    const rejected = await w.ok<ContractApi>(creator, 'PATCH', `/contract/reject/${contractB._id}`, {
      reason: 'Wrong territory',
    });
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'Wrong territory' });
    expect(await w.entryStatus(w.entries.b1)).toBe('agreed');
    expect(
      await w.refused(creator, 'PATCH', `/contract/reject/${contractB._id}`, { reason: 'Again' }, 409),
    ).toBe('Only a draft or half-signed document can be rejected.');
    const notices = await w.t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ownerB.id), eq(notifications.subType, 'Change Document Status')));
    expect(notices.some((notice) => notice.message.includes('Wrong territory'))).toBe(true);
    const archive = await w.ok<{ data: ContractApi[] }>(
      ownerB,
      'GET',
      '/contract/info?role=owner&tab=archive',
    );
    expect(archive.data.map((d) => d._id)).toEqual([contractB._id]);
  });
});
