import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFIED_MARK } from '../../server/modules/contracts/docx/blocks';
import type { ContractApi, ContractDetail } from '../../src/domain/api/contracts';
import type { PaymentPage } from '../../src/domain/api/contracts-payments';
import type { StatisticsSummary } from '../../src/domain/statistics';
import type { LegalEntityInfoApi } from '../../src/domain/legal-entities';
import { createTestUser } from './sync-fixtures';
import { contractsWorld } from './contracts-fixtures';
import { databaseTargets } from './support/harness';

type World = Awaited<ReturnType<typeof contractsWorld>>;

/**
 * The contracts module with the app's own legal entities module behind its party port, as production
 * runs it: every command that reads a party inside a transaction must answer on the embedded database's
 * single connection too (the other suites hand in an in-memory port).
 */
describe.each(databaseTargets)('contracts wired to legal entities on %s', (target) => {
  let w: World;

  beforeAll(async () => {
    w = await contractsWorld(target, { wired: true });
  }, 60_000);
  afterAll(() => w?.t.close());

  const sign = async (who: World['users']['creator'], id: string) => {
    const { sha256 } = await w.ok<ContractDetail>(who, 'GET', `/contract/info-contract/${id}`);
    const code = await w.mailedCode(who, id);
    return w.ok<ContractApi>(who, 'POST', `/contract/sign/${id}`, { code, sha256 });
  };

  it('takes a contract from the draft to the completed act', { timeout: 60_000 }, async () => {
    const { creator, ownerA } = w.users;
    const [draft] = await w.ok<ContractApi[]>(creator, 'POST', '/contract/create', {
      projectId: w.project._id,
      entryIds: [w.entries.a1],
    });
    expect(draft!.customer.name).toBe('Night Ferry Films');
    expect(draft!.owner.name).toBe('Aurora Records');
    expect((await sign(ownerA, draft!._id)).status).toBe('signed_owner');
    expect((await sign(creator, draft!._id)).status).toBe('signed_completed');

    const invoices = await w.ok<PaymentPage>(ownerA, 'GET', '/payment/info?role=owner&page=1&limit=10');
    const invoice = invoices.data.find((payment) => payment.contractId === draft!._id)!;
    await w.ok(ownerA, 'PATCH', `/payment/confirm/${invoice._id}`);
    // The paid invoice is the owner's revenue of the day, in all and for the track.
    const today = new Date().toISOString().slice(0, 10);
    for (const filter of ['', `&trackId=${draft!.lines[0]!.trackId}`]) {
      const summary = await w.ok<StatisticsSummary>(
        ownerA,
        'GET',
        `/statistics/summary?from=${today}&to=${today}${filter}`,
      );
      expect(summary.revenue).toEqual({
        withVat: draft!.totals.gross,
        withoutVat: draft!.totals.net,
        available: true,
      });
    }
    const acts = await w.ok<{ data: ContractApi[] }>(
      creator,
      'GET',
      '/contract/info?role=customer&kind=act&page=1&limit=10',
    );
    const act = acts.data.find((document) => document.contractId === draft!._id)!;
    expect((await sign(creator, act._id)).status).toBe('act_signed_customer');
    expect((await sign(ownerA, act._id)).status).toBe('completed');
    expect(await w.entryStatus(w.entries.a1)).toBe('project_completed');
  });

  it('rejects a draft, and refuses a track whose owner has no company yet', async () => {
    const { creator } = w.users;
    const [draft] = await w.ok<ContractApi[]>(creator, 'POST', '/contract/create', {
      projectId: w.project._id,
      entryIds: [w.entries.a3],
    });
    const rejected = await w.ok<ContractApi>(creator, 'PATCH', `/contract/reject/${draft!._id}`, {
      reason: 'Wrong territory',
    });
    expect(rejected.status).toBe('rejected');
    expect(await w.entryStatus(w.entries.a3)).toBe('agreed');
    const message = await w.refused(
      creator,
      'POST',
      '/contract/create',
      { projectId: w.project._id, entryIds: [w.entries.b1] },
      409,
    );
    expect(message).toMatch(/owner has not added company details/);
  });

  it('records on a new draft whether each party was verified, and the .docx marks the verified one', async () => {
    const { creator, ownerA } = w.users;
    const admin = await createTestUser(w.t.database, ['admin']);
    const owner = await w.ok<LegalEntityInfoApi>(ownerA, 'GET', '/legal-entity/info');
    await w.ok(admin, 'PATCH', `/admin/companies/verify/${owner.entity!._id}`, { verified: true });
    expect((await w.ok<LegalEntityInfoApi>(ownerA, 'GET', '/legal-entity/info')).entity!.verified).toBe(true);

    const [draft] = await w.ok<ContractApi[]>(creator, 'POST', '/contract/create', {
      projectId: w.project._id,
      entryIds: [w.entries.a2],
    });
    expect(draft!.owner.verified).toBe(true);
    expect(draft!.customer.verified).toBe(false);
    const res = await w.call(creator, 'GET', `/contract/file/${draft!._id}`);
    expect(res.statusCode).toBe(200);
    const xml = await (await JSZip.loadAsync(res.rawPayload)).file('word/document.xml')!.async('string');
    expect(xml.split(VERIFIED_MARK)).toHaveLength(2);
    expect(xml).toContain(`Aurora Records ${VERIFIED_MARK}`);

    // The copy keeps what was true when it was drafted: taking the mark away later changes nothing on it.
    await w.ok(admin, 'PATCH', `/admin/companies/verify/${owner.entity!._id}`, { verified: false });
    const kept = await w.ok<ContractDetail>(creator, 'GET', `/contract/info-contract/${draft!._id}`);
    expect(kept.owner.verified).toBe(true);
  });
});
