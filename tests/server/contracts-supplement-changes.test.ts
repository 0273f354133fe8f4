import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractApi } from '../../src/domain/api/contracts';
import { translate } from '../../src/domain/messages';
import { ALL_RIGHTS, contractsWorld, entity } from './contracts-fixtures';
import { databaseTargets } from './support/harness';

type World = Awaited<ReturnType<typeof contractsWorld>>;

const wider = { media: ['tv', 'internet', 'cinema'], territory: 'world', termMonths: 36, uses: 3 };
const longer = { media: ['tv'], territory: ['RU'], termMonths: 60, uses: 'many' };

/**
 * docs/decisions/0016: a supplement that changes the terms of a signed contract's lines, their prices
 * kept; its .docx names the previous and the new terms; signed by both it completes, and the next change
 * starts from the terms it set.
 */
describe.each(databaseTargets)('supplements changing the terms of a contract on %s', (target) => {
  let w: World;
  let contract: ContractApi;

  const documentText = async (id: string) => {
    const res = await w.call(w.users.creator, 'GET', `/contract/file/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const xml = await (await JSZip.loadAsync(res.rawPayload)).file('word/document.xml')!.async('string');
    return xml.replace(/<[^>]+>/g, '');
  };
  const signBoth = async (document: ContractApi) => {
    const { ownerA, creator } = w.users;
    const one = await w.ok<ContractApi>(ownerA, 'POST', `/contract/sign/${document._id}`, {
      code: await w.mailedCode(ownerA, document._id),
      sha256: document.sha256,
    });
    return w.ok<ContractApi>(creator, 'POST', `/contract/sign/${document._id}`, {
      code: await w.mailedCode(creator, document._id),
      sha256: one.sha256,
    });
  };
  /** The owner prices every changed line, the customer agrees to the total read (docs/decisions/0053). */
  const priceAgreed = async (document: ContractApi, price = 0) => {
    const lines = document.lines
      .filter((line) => line.change)
      .map((line) => ({ entryId: line.entryId, price }));
    const proposed = await w.ok<ContractApi>(
      w.users.ownerA,
      'PATCH',
      `/contract/supplement-price/${document._id}`,
      {
        lines,
      },
    );
    return w.ok<ContractApi>(w.users.creator, 'PATCH', `/contract/supplement-agree/${document._id}`, {
      gross: proposed.totals.gross,
    });
  };
  const supplement = (body: object) =>
    w.call(w.users.creator, 'POST', `/contract/create-supplement/${contract._id}`, body);

  beforeAll(async () => {
    w = await contractsWorld(target);
    const [made] = await w.ok<ContractApi[]>(w.users.creator, 'POST', '/contract/create', {
      projectId: w.project._id,
      entryIds: [w.entries.a1, w.entries.a2],
    });
    contract = await signBoth(made!);
  }, 60_000);
  afterAll(() => w?.t.close());

  it('drafts a change supplement: the line marked with its previous terms, its fee awaiting the owner', async () => {
    expect(contract.status).toBe('signed_completed');
    const res = await supplement({ changes: [{ entryId: w.entries.a1, terms: wider }] });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as ContractApi;
    expect(made).toMatchObject({ kind: 'supplement', contractId: contract._id, status: 'draft' });
    expect(made.number).toBe(`${contract.number}-S1`);
    const before = contract.lines.find((line) => line.entryId === w.entries.a1)!;
    expect(made.lines).toEqual([
      expect.objectContaining({
        entryId: w.entries.a1,
        price: 0,
        priceWithVat: 0,
        terms: { media: ['tv', 'internet', 'cinema'], territory: ['world'], termMonths: 36, uses: 3 },
        change: { previousTerms: before.terms },
      }),
    ]);
    // Its fee awaits the owner's price; the entry stays as its contract left it.
    expect(made.totals).toEqual({ net: 0, vat: 0, gross: 0 });
    expect(made.priceStatus).toBe('awaiting');
    expect(before.price).toBeGreaterThan(0);
    expect(await w.entryStatus(w.entries.a1)).toBe('completed');

    const text = await documentText(made._id);
    expect(text).toContain(`Supplement No. ${made.number} to agreement No. ${contract.number}`);
    expect(text).toContain('Previous terms');
    expect(text).toContain('New terms');
    expect(text).toContain('Срок: 24 месяца / Term: 24 months');
    expect(text).toContain('Срок: 36 месяцев / Term: 36 months');
    expect(text).toContain('Территория: весь мир / Territory: the whole world');
    expect(text).toContain('Медиа: телевидение, интернет, кинопрокат / Media: television, internet, cinema');
    expect(text).not.toContain('tv, internet');
    expect(text).not.toContain('pays the fee by invoice');

    // Agreed at no charge, it is signed and issues no invoice.
    const signed = await signBoth(await priceAgreed(made));
    expect(signed.status).toBe('completed');
    expect(await w.entryStatus(w.entries.a1)).toBe('completed');
  });

  it('refuses a second change of a line while one awaits signature, and starts from completed changes', async () => {
    const first = await supplement({ changes: [{ entryId: w.entries.a1, terms: longer }] });
    expect(first.statusCode, first.body).toBe(201);
    const made = first.json() as ContractApi;
    // The previous terms are those the completed supplement set, not the contract's.
    expect(made.lines[0]!.change).toEqual({
      previousTerms: { media: ['tv', 'internet', 'cinema'], territory: ['world'], termMonths: 36, uses: 3 },
    });
    const again = await supplement({ changes: [{ entryId: w.entries.a1, terms: wider }] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(translate('en', 'contracts.changePending'));
    // Rejected, it no longer blocks, and the entry is left completed.
    await w.ok(w.users.ownerA, 'PATCH', `/contract/reject/${made._id}`, { reason: 'Not now' });
    expect(await w.entryStatus(w.entries.a1)).toBe('completed');
    const after = await supplement({ changes: [{ entryId: w.entries.a1, terms: longer }] });
    expect(after.statusCode, after.body).toBe(201);
    await w.ok(w.users.creator, 'PATCH', `/contract/reject/${(after.json() as ContractApi)._id}`, {
      reason: 'Not now',
    });
  });

  it('adds a track and changes a line in one supplement, the change at no charge', async () => {
    const res = await supplement({
      entryIds: [w.entries.a3],
      changes: [{ entryId: w.entries.a2, terms: longer }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as ContractApi;
    expect(made.lines.map((line) => [line.entryId, Boolean(line.change)])).toEqual([
      [w.entries.a3, false],
      [w.entries.a2, true],
    ]);
    expect(made.totals.net).toBe(10_000_00);
    expect(made.priceStatus).toBe('awaiting');
    const text = await documentText(made._id);
    expect(text).toContain('Azure');
    expect(text).toContain('Previous terms');
    expect(text).toContain('pays the fee by invoice');
    expect(await w.entryStatus(w.entries.a3)).toBe('sended_edo');
    expect(await w.entryStatus(w.entries.a2)).toBe('completed');
    expect((await signBoth(await priceAgreed(made))).status).toBe('completed');
    expect(await w.entryStatus(w.entries.a3)).toBe('completed');
  });

  it('refuses empty, unknown, unchanged and invalid changes with messages in the caller’s language', async () => {
    const cases: [object, number, string][] = [
      [{}, 400, 'contracts.supplementEmpty'],
      [{ entryIds: [], changes: [] }, 400, 'validation.selectTrack'],
      [{ changes: [{ entryId: w.entries.b1, terms: wider }] }, 400, 'contracts.changeNotInContract'],
      [{ changes: [{ entryId: w.entries.c1, terms: wider }] }, 400, 'contracts.changeNotInContract'],
      [
        {
          changes: [
            { entryId: w.entries.a2, terms: wider },
            { entryId: w.entries.a2, terms: longer },
          ],
        },
        400,
        'contracts.changeTwice',
      ],
    ];
    for (const [body, status, key] of cases)
      for (const language of ['en', 'ru'] as const) {
        const res = await w.call(
          w.users.creator,
          'POST',
          `/contract/create-supplement/${contract._id}`,
          body,
          language,
        );
        expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(status);
        expect(JSON.stringify(res.json())).toContain(translate(language, key));
      }
    const unchanged = await supplement({ changes: [{ entryId: w.entries.a2, terms: longer }] });
    expect(unchanged.statusCode, unchanged.body).toBe(400);
    expect(unchanged.json().message).toBe(translate('en', 'contracts.termsUnchanged'));
    const invalid = await supplement({
      changes: [{ entryId: w.entries.a1, terms: { ...wider, termMonths: 0, media: [] } }],
    });
    expect(invalid.statusCode, invalid.body).toBe(400);
  });

  it('refuses a change to an unsigned contract (409), to outsiders (404) and to viewers (403)', async () => {
    w.memberships.set(w.users.ownerB.id, {
      entity: entity('Basalt Music', '7710140679'),
      member: { role: 'main_admin', rights: ALL_RIGHTS },
    });
    const [draftB] = await w.ok<ContractApi[]>(w.users.creator, 'POST', '/contract/create', {
      projectId: w.project._id,
      entryIds: [w.entries.b1],
    });
    const body = { changes: [{ entryId: w.entries.b1, terms: wider }] };
    expect(
      await w.refused(w.users.creator, 'POST', `/contract/create-supplement/${draftB!._id}`, body, 409),
    ).toBe(translate('en', 'contracts.notSigned'));
    const url = `/contract/create-supplement/${contract._id}`;
    const change = { changes: [{ entryId: w.entries.a1, terms: wider }] };
    await w.refused(w.users.outsider, 'POST', url, change, 404);
    await w.refused(w.users.viewer, 'POST', url, change, 403);
  });
});
