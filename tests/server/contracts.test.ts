import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractApi, ContractDetail } from '../../src/domain/api/contracts';
import type { PaymentApi, PaymentPage } from '../../src/domain/api/contracts-payments';
import { notifications } from '../../server/db/schema/notifications';
import { contractsWorld } from './contracts-fixtures';
import { databaseTargets } from './support/harness';

type World = Awaited<ReturnType<typeof contractsWorld>>;
const sha = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

/**
 * docs/licensing.md §6 end to end: approved lines → contract draft → both signatures with mailed codes →
 * invoice → paid → finalized → act signed by both → completed, and the entries' statuses along the way.
 */
describe.each(databaseTargets)('contracts, EDO signing and payments on %s', (target) => {
  let w: World;
  let contract: ContractApi;

  const detail = (id: string) =>
    w.ok<ContractDetail>(w.users.creator, 'GET', `/contract/info-contract/${id}`);
  const file = async (id: string, kind = 'contract') => {
    const res = await w.call(w.users.creator, 'GET', `/${kind}/file/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.rawPayload;
  };
  const documentXml = async (bytes: Buffer) =>
    (await (await JSZip.loadAsync(bytes)).file('word/document.xml')!.async('string')).replace(
      /<[^>]+>/g,
      ' ',
    );

  beforeAll(async () => {
    w = await contractsWorld(target);
  }, 60_000);
  afterAll(() => w?.t.close());

  it('drafts one contract per owner from approved lines, with both parties, prices and totals', async () => {
    const { creator } = w.users;
    const res = await w.call(creator, 'POST', '/contract/create', {
      projectId: w.project._id,
      entryIds: [w.entries.a1, w.entries.a2],
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as ContractApi[];
    expect(made).toHaveLength(1);
    contract = made[0]!;
    expect(contract).toMatchObject({ kind: 'contract', status: 'draft', vatPercent: 22 });
    expect(contract.number).toMatch(/^CL-\d{4}-\d{5}$/);
    expect(contract.owner.name).toBe('Aurora Records');
    expect(contract.customer._id).toBe(w.entities.customerEntity._id);
    // 100 000.00 + 22 % VAT; 50 000.33 with no VAT
    expect(contract.totals).toEqual({ net: 150_000_33, vat: 22_000_00, gross: 172_000_33 });
    expect(contract.lines.map((line) => [line.trackTitle, line.priceWithVat])).toEqual([
      ['Aurora', 122_000_00],
      ['Amber', 50_000_33],
    ]);
    expect(contract.totalInWordsRu).toBe('Сто семьдесят две тысячи рублей 33 копейки');
    expect(await w.entryStatus(w.entries.a1)).toBe('sended_edo');
  });

  it('serves the exact stored bytes, a real .docx naming parties, tracks and totals', async () => {
    const res = await w.call(w.users.ownerA, 'GET', `/contract/file/${contract._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('wordprocessingml.document');
    expect(res.headers['content-disposition']).toContain(`${contract.number}.docx`);
    expect(sha(res.rawPayload)).toBe(contract.sha256);
    expect(res.rawPayload.length).toBe(contract.fileSize);
    const xml = await documentXml(res.rawPayload);
    for (const expected of [
      'Aurora Records',
      'Night Ferry Films',
      '7707083893',
      'Aurora',
      'Amber',
      contract.number,
    ])
      expect(xml).toContain(expected);
    expect(xml).toContain('172\u00a0000.33 ₽');
    expect(xml).toContain('Сто семьдесят две тысячи рублей 33 копейки');
    expect(xml).toContain('One hundred seventy-two thousand rubles 33 kopecks');
  });

  it('lists the draft under the right tabs for each side and hides it from others', async () => {
    const page = (who: keyof World['users'], query: string) =>
      w.ok<{ data: ContractApi[]; total: number }>(w.users[who], 'GET', `/contract/info${query}`);
    expect((await page('creator', '?role=customer&tab=draft')).total).toBe(1);
    expect((await page('creator', '?role=customer&tab=awaiting_signature')).total).toBe(1);
    expect((await page('ownerA', '?role=owner&tab=contract')).data.map((d) => d._id)).toEqual([contract._id]);
    expect((await page('ownerA', '?role=owner&tab=signed')).total).toBe(0);
    expect((await page('outsider', '?role=customer')).total).toBe(0);
    expect((await page('ownerB', '?role=owner')).total).toBe(0);
  });

  it('signs with a mailed code over the current bytes: owner, then customer, then an invoice', async () => {
    const { ownerA, creator } = w.users;
    const code = await w.mailedCode(ownerA, contract._id);
    const signed = await w.ok<ContractApi>(ownerA, 'POST', `/contract/sign/${contract._id}`, {
      code,
      sha256: contract.sha256,
    });
    expect(signed.status).toBe('signed_owner');
    expect(signed.signatures).toEqual([
      expect.objectContaining({ side: 'owner', userId: ownerA.id, sha256: contract.sha256 }),
    ]);
    // The signature sheet is appended: new bytes, a new hash, the signed original's hash inside.
    expect(signed.sha256).not.toBe(contract.sha256);
    const sheet = await file(contract._id);
    expect(sha(sheet)).toBe(signed.sha256);
    expect(await documentXml(sheet)).toContain(contract.sha256);
    expect(await w.entryStatus(w.entries.a1)).toBe('signed_owner');
    const full = await detail(contract._id);
    expect(full.signatures[0]).toMatchObject({ ip: expect.any(String), userAgent: expect.any(String) });

    const customerCode = await w.mailedCode(creator, contract._id);
    const done = await w.ok<ContractApi>(creator, 'POST', `/contract/sign/${contract._id}`, {
      code: customerCode,
      sha256: signed.sha256,
    });
    expect(done.status).toBe('signed_completed');
    expect(done.signatures.map((s) => [s.side, s.sha256])).toEqual([
      ['owner', contract.sha256],
      ['customer', signed.sha256],
    ]);
    expect(await w.entryStatus(w.entries.a2)).toBe('completed');
    contract = done;

    const notices = await w.t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, creator.id), eq(notifications.subType, 'Change Document Status')));
    expect(notices.length).toBeGreaterThan(0);
    expect(notices[0]!.type).toBe('Contract');
  });

  it('issues the invoice to pay and to receive, with its .docx', async () => {
    const toPay = await w.ok<PaymentPage>(w.users.creator, 'GET', '/payment/info?role=customer');
    expect(toPay.total).toBe(1);
    const invoice = toPay.data[0]!;
    expect(invoice).toMatchObject({ contractId: contract._id, status: 'awaiting', noVat: false });
    expect(invoice.totals.gross).toBe(172_000_33);
    expect(toPay.awaiting.gross).toBe(172_000_33);
    expect(invoice.owner.account).toBe(w.entities.ownerEntity.account);
    const toReceive = await w.ok<PaymentPage>(w.users.ownerA, 'GET', '/payment/info?role=owner');
    expect(toReceive.data.map((p) => p._id)).toEqual([invoice._id]);
    const bytes = await file(invoice._id, 'payment');
    expect(sha(bytes)).toBe(invoice.sha256);
    expect(await documentXml(bytes)).toContain(invoice.number);
  });

  it('adds tracks with a supplement signed the same way', async () => {
    const { creator, ownerA } = w.users;
    const res = await w.call(creator, 'POST', `/contract/create-supplement/${contract._id}`, {
      entryIds: [w.entries.a3],
    });
    expect(res.statusCode, res.body).toBe(201);
    const supplement = res.json() as ContractApi;
    expect(supplement).toMatchObject({ kind: 'supplement', contractId: contract._id, status: 'draft' });
    const one = await w.ok<ContractApi>(ownerA, 'POST', `/contract/sign/${supplement._id}`, {
      code: await w.mailedCode(ownerA, supplement._id),
      sha256: supplement.sha256,
    });
    expect(one.status).toBe('signed_supplement_owner');
    const two = await w.ok<ContractApi>(creator, 'POST', `/contract/sign/${supplement._id}`, {
      code: await w.mailedCode(creator, supplement._id),
      sha256: one.sha256,
    });
    expect(two.status).toBe('completed');
    expect(await w.entryStatus(w.entries.a3)).toBe('completed');
    // The added track's fee is invoiced on its own (docs/decisions/0053).
    const invoices = await w.ok<PaymentPage>(creator, 'GET', '/payment/info?role=customer');
    const own = invoices.data.find((payment) => payment.contractId === supplement._id);
    expect(own?.totals).toEqual(supplement.totals);
    expect(own?.totals.gross).toBe(12_200_00);
  });

  it('confirms payment (the owner), finalizes the contract, and the act completes everything', async () => {
    const { creator, ownerA } = w.users;
    const invoice = (await w.ok<PaymentPage>(ownerA, 'GET', '/payment/info?role=owner')).data.find(
      (payment) => payment.contractId === contract._id,
    )!;
    expect(await w.refused(creator, 'PATCH', `/payment/confirm/${invoice._id}`, undefined, 403)).toBe(
      'You do not have the right to manage payments for this company.',
    );
    const paid = await w.ok<PaymentApi>(ownerA, 'PATCH', `/payment/confirm/${invoice._id}`);
    expect(paid.status).toBe('paid');
    await w.refused(ownerA, 'PATCH', `/payment/confirm/${invoice._id}`, undefined, 409);
    expect((await detail(contract._id)).status).toBe('finalized');

    const acts = await w.ok<{ data: ContractApi[] }>(
      creator,
      'GET',
      '/contract/info?role=customer&tab=act_transfer',
    );
    expect(acts.data).toHaveLength(1);
    const act = acts.data[0]!;
    expect(act).toMatchObject({ kind: 'act', status: 'draft', contractId: contract._id });
    // The act transfers the track the supplement added too, and totals everything paid.
    expect(act.lines.map((line) => line.entryId)).toEqual([w.entries.a1, w.entries.a2, w.entries.a3]);
    expect(act.totals.gross).toBe(172_000_33 + 12_200_00);
    expect(await documentXml(await file(act._id))).toContain('Azure');

    // Both sides sign the act through sign-many.
    const ownerCode = await w.mailedCode(ownerA, act._id);
    const [halfAct] = await w.ok<ContractApi[]>(ownerA, 'POST', '/contract/sign-many', {
      code: ownerCode,
      documents: [{ _id: act._id, sha256: act.sha256 }],
    });
    expect(halfAct!.status).toBe('act_signed_owner');
    const [doneAct] = await w.ok<ContractApi[]>(creator, 'POST', '/contract/sign-many', {
      code: await w.mailedCode(creator, act._id),
      documents: [{ _id: act._id, sha256: halfAct!.sha256 }],
    });
    expect(doneAct!.status).toBe('completed');
    expect((await detail(contract._id)).status).toBe('completed');
    for (const entry of [w.entries.a1, w.entries.a2, w.entries.a3])
      expect(await w.entryStatus(entry)).toBe('project_completed');
  });

  it('replicates documents and payments to the project and the owner, not to others', async () => {
    const pull = async (who: keyof World['users'], collection: string) => {
      const res = await w.call(w.users[who], 'GET', `/sync/${collection}/pull?checkpoint=0&limit=100`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().documents as { id: string; kind?: string }[];
    };
    expect((await pull('creator', 'documents')).map((d) => d.kind).sort()).toEqual([
      'act',
      'contract',
      'supplement',
    ]);
    expect(await pull('ownerA', 'documents')).toHaveLength(3);
    // The contract's invoice and the supplement's.
    expect(await pull('viewer', 'payments')).toHaveLength(2);
    expect(await pull('outsider', 'documents')).toHaveLength(0);
    expect(await pull('ownerB', 'payments')).toHaveLength(0);
  });

  it('shows existing documents and invoices to a member added later, and hides them once removed', async () => {
    const late = await w.user();
    await w.addMember(w.project._id, late, 'viewer');
    const pull = async (collection: string) => {
      const res = await w.call(late, 'GET', `/sync/${collection}/pull?checkpoint=0&limit=100`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().documents as { id: string; _deleted: boolean }[];
    };
    expect((await pull('documents')).filter((d) => !d._deleted)).toHaveLength(3);
    expect((await pull('payments')).filter((d) => !d._deleted)).toHaveLength(2);
    expect((await w.call(late, 'GET', `/contract/info-contract/${contract._id}`)).statusCode).toBe(200);
    await w.ok(w.users.creator, 'DELETE', `/project/remove-member/${w.project._id}`, { userId: late.id });
    expect((await pull('documents')).filter((d) => !d._deleted)).toHaveLength(0);
    expect((await w.call(late, 'GET', `/contract/info-contract/${contract._id}`)).statusCode).toBe(404);
  });
});
