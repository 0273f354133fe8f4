import { eq, inArray } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractApi } from '../../src/domain/api/contracts';
import type { PaymentPage } from '../../src/domain/api/contracts-payments';
import { translate } from '../../src/domain/messages';
import { users } from '../../server/db/schema/users';
import { contractsWorld } from './contracts-fixtures';
import { databaseTargets } from './support/harness';

type World = Awaited<ReturnType<typeof contractsWorld>>;

/** The contract's terms (tv, internet; RU, KZ; 24 months) made wider: cinema added, 60 months. */
const wider = { media: ['tv', 'internet', 'cinema'], territory: ['RU', 'KZ'], termMonths: 60, uses: 'many' };

/**
 * docs/decisions/0052 and 0053 (issue 26 §2): documents name media, countries and terms in words, in
 * Russian and English; a change of terms is priced by the owner's side, agreed by the customer's, shown
 * with its VAT, signed only once agreed and invoiced; the act lists what the supplements changed.
 */
describe.each(databaseTargets)('the price of a change of terms on %s', (target) => {
  let w: World;
  let contract: ContractApi;
  let supplement: ContractApi;

  const textOf = async (url: string) => {
    const res = await w.call(w.users.creator, 'GET', url);
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
  const priceUrl = () => `/contract/supplement-price/${supplement._id}`;
  const agreeUrl = () => `/contract/supplement-agree/${supplement._id}`;
  const fee = (price: number, noVat = false) => ({ lines: [{ entryId: w.entries.a1, price, noVat }] });

  beforeAll(async () => {
    w = await contractsWorld(target);
    const [made] = await w.ok<ContractApi[]>(w.users.creator, 'POST', '/contract/create', {
      projectId: w.project._id,
      entryIds: [w.entries.a1],
    });
    contract = await signBoth(made!);
  }, 60_000);
  afterAll(() => w?.t.close());

  it('writes media, territory and term in words in the contract, never their keys', async () => {
    const text = await textOf(`/contract/file/${contract._id}`);
    expect(text).toContain('Медиа: телевидение, интернет / Media: television, internet');
    expect(text).toContain('Территория: Казахстан, Россия / Territory: Kazakhstan, Russia');
    expect(text).toContain('Срок: 24 месяца / Term: 24 months');
    expect(text).toContain('Использований: без ограничений / Uses: unlimited');
    expect(text).not.toMatch(/tv, internet|KZ, RU|RU, KZ/);
  });

  it('drafts the change awaiting its price, which must be agreed before anyone signs', async () => {
    supplement = await w.ok<ContractApi>(
      w.users.creator,
      'POST',
      `/contract/create-supplement/${contract._id}`,
      { changes: [{ entryId: w.entries.a1, terms: wider }] },
    );
    expect(supplement).toMatchObject({ priceStatus: 'awaiting', totals: { net: 0, vat: 0, gross: 0 } });
    const message = translate('en', 'contracts.priceNotAgreed');
    expect(await w.refused(w.users.ownerA, 'POST', `/contract/sign-code/${supplement._id}`, {}, 409)).toBe(
      message,
    );
    expect(await w.refused(w.users.creator, 'PATCH', agreeUrl(), { gross: 0 }, 409)).toBe(
      translate('en', 'contracts.priceNotProposed'),
    );
  });

  it('lets only the owner’s side propose and only the customer’s team agree', async () => {
    const { creator, editor, viewer, member, outsider, ownerA, ownerClerk } = w.users;
    const ownerOnly = translate('en', 'contracts.priceOwnerOnly');
    for (const who of [creator, editor, viewer, ownerClerk])
      expect(await w.refused(who, 'PATCH', priceUrl(), fee(1_000_00), 403)).toBe(ownerOnly);
    await w.refused(outsider, 'PATCH', priceUrl(), fee(1_000_00), 404);
    await w.ok(ownerA, 'PATCH', priceUrl(), fee(1_000_00));
    const customerOnly = translate('en', 'contracts.agreeCustomerOnly');
    for (const who of [ownerA, ownerClerk, viewer, member])
      expect(await w.refused(who, 'PATCH', agreeUrl(), { gross: 1_220_00 }, 403)).toBe(customerOnly);
    await w.refused(outsider, 'PATCH', agreeUrl(), { gross: 1_220_00 }, 404);
  });

  it('refuses bad prices with their messages, in English and Russian', async () => {
    const cases: [string, object, string][] = [
      [priceUrl(), { lines: [] }, 'contracts.pricesIncomplete'],
      [priceUrl(), {}, 'contracts.pricesIncomplete'],
      [priceUrl(), { lines: [{ entryId: w.entries.a2, price: 1_00 }] }, 'contracts.priceNotChanged'],
      [priceUrl(), fee(-1), 'validation.atLeast'],
      [priceUrl(), fee(1.5), 'validation.number'],
      [priceUrl(), fee(100_000_000_001), 'orders.priceTooLarge'],
      [priceUrl(), { lines: [...fee(1).lines, ...fee(2).lines] }, 'contracts.changeTwice'],
      [agreeUrl(), { gross: -1 }, 'validation.atLeast'],
      [agreeUrl(), { gross: 'all' }, 'validation.number'],
    ];
    for (const [url, body, key] of cases)
      for (const language of ['en', 'ru'] as const) {
        const who = url === priceUrl() ? w.users.ownerA : w.users.creator;
        const res = await w.call(who, 'PATCH', url, body, language);
        expect(res.statusCode, `${url} ${JSON.stringify(body)} ${res.body}`).toBe(400);
        expect(JSON.stringify(res.json())).toContain(translate(language, key, { min: 0 }));
      }
  });

  it('shows the proposed price with VAT, agreed at the amount read, signed and invoiced', async () => {
    const { creator, ownerA } = w.users;
    const proposed = await w.ok<ContractApi>(ownerA, 'PATCH', priceUrl(), fee(100_000_00));
    expect(proposed.priceStatus).toBe('proposed');
    expect(proposed.totals).toEqual({ net: 100_000_00, vat: 22_000_00, gross: 122_000_00 });
    expect(proposed.lines[0]).toMatchObject({ price: 100_000_00, priceWithVat: 122_000_00, noVat: false });
    const text = await textOf(`/contract/file/${supplement._id}`);
    expect(text).toContain('За изменение без НДС / Fee, net');
    expect(text).toContain('Срок: 60 месяцев / Term: 60 months');
    expect(text).toContain('Медиа: телевидение, интернет, кинопрокат / Media: television, internet, cinema');
    expect(text).toContain('НДС 22% / VAT 22%: 22\u00a0000.00 ₽');
    expect(text).toContain('Итого с НДС / Total with VAT: 122\u00a0000.00 ₽');
    expect(text).toContain('pays the fee by invoice');
    expect(text).not.toContain('НДС не облагается');

    // The amount read must be the amount proposed.
    expect(await w.refused(creator, 'PATCH', agreeUrl(), { gross: 1_220_00 }, 409)).toBe(
      translate('en', 'contracts.priceChanged'),
    );
    const agreed = await w.ok<ContractApi>(creator, 'PATCH', agreeUrl(), { gross: 122_000_00 });
    expect(agreed.priceStatus).toBe('agreed');
    expect(agreed.sha256).toBe(proposed.sha256);
    const signed = await signBoth(agreed);
    expect(signed.status).toBe('completed');
    // Signed, the price is settled: no new proposal.
    expect(await w.refused(ownerA, 'PATCH', priceUrl(), fee(1_00), 409)).toBe(
      translate('en', 'contracts.priceNotOpen'),
    );

    const invoices = await w.ok<PaymentPage>(creator, 'GET', '/payment/info?role=customer');
    const invoice = invoices.data.find((payment) => payment.contractId === supplement._id)!;
    expect(invoice).toMatchObject({ status: 'awaiting', noVat: false });
    expect(invoice.totals).toEqual({ net: 100_000_00, vat: 22_000_00, gross: 122_000_00 });
    const invoiceText = await textOf(`/payment/file/${invoice._id}`);
    expect(invoiceText).toContain(`по дополнительному соглашению № ${supplement.number}`);
    expect(invoiceText).toContain(`Licence fee under supplement No. ${supplement.number}`);
  });

  it('issues an act listing the tracks with the terms the supplement set and the fee it was paid', async () => {
    const { creator, ownerA } = w.users;
    const page = await w.ok<PaymentPage>(ownerA, 'GET', '/payment/info?role=owner');
    const own = page.data.find((payment) => payment.contractId === contract._id)!;
    await w.ok(ownerA, 'PATCH', `/payment/confirm/${own._id}`);
    const acts = await w.ok<{ data: ContractApi[] }>(
      creator,
      'GET',
      '/contract/info?role=customer&tab=act_transfer',
    );
    const act = acts.data.find((document) => document.contractId === contract._id)!;
    expect(act.lines.map((line) => [line.entryId, line.terms.termMonths, Boolean(line.change)])).toEqual([
      [w.entries.a1, 60, false],
      [w.entries.a1, 60, true],
    ]);
    expect(act.totals.gross).toBe(contract.totals.gross + 122_000_00);
    const text = await textOf(`/contract/file/${act._id}`);
    expect(text).toContain('Срок: 60 месяцев / Term: 60 months');
    expect(text).toContain('the fee for the change is paid');
  });

  it('writes Russian only when both sides read Russian, in the contract, its supplement and invoice', async () => {
    const { creator, ownerA } = w.users;
    await w.t.database.db
      .update(users)
      .set({ language: 'ru' })
      .where(inArray(users.id, [creator.id, ownerA.id]));
    const [made] = await w.ok<ContractApi[]>(creator, 'POST', '/contract/create', {
      projectId: w.project._id,
      entryIds: [w.entries.a2],
    });
    const text = await textOf(`/contract/file/${made!._id}`);
    expect(text).toContain(`Лицензионный договор № ${made!.number}`);
    expect(text).toContain('Медиа: телевидение, интернет');
    expect(text).toContain('Территория: Казахстан, Россия');
    expect(text).toContain('Срок: 24 месяца');
    expect(text).toContain('Реквизиты сторон');
    expect(text).not.toMatch(/Licence agreement|Media|Territory|Kazakhstan|Licensee|Amount in words| \/ /);

    const signed = await signBoth(made!);
    const page = await w.ok<PaymentPage>(creator, 'GET', '/payment/info?role=customer');
    const invoice = page.data.find((payment) => payment.contractId === signed._id)!;
    const invoiceText = await textOf(`/payment/file/${invoice._id}`);
    expect(invoiceText).toContain('Счёт на оплату');
    expect(invoiceText).not.toMatch(/Invoice No|Payee|Amount due/);

    const change = await w.ok<ContractApi>(creator, 'POST', `/contract/create-supplement/${signed._id}`, {
      changes: [{ entryId: w.entries.a2, terms: wider }],
    });
    const changeText = await textOf(`/contract/file/${change._id}`);
    expect(changeText).toContain(`Дополнительное соглашение № ${change.number}`);
    expect(changeText).toContain('Медиа: телевидение, интернет, кинопрокат');
    expect(changeText).not.toMatch(/Supplement No|Previous terms|Media/);
    // Back to English for the owner: documents already made keep their language.
    await w.t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, ownerA.id));
    const again = await textOf(`/contract/file/${signed._id}`);
    expect(again).not.toContain('Licence agreement');
  });
});
