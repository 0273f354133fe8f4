import { describe, expect, it } from 'vitest';
import {
  takesSupplement,
  amountInFigures,
  amountInWords,
  contractTabs,
  documentKinds,
  documentStatuses,
  documentTotals,
  edoTabs,
  inContractTab,
  inEdoTab,
  isFullySigned,
  nextStatus,
  russianNumber,
  signedSides,
  type DocumentEvent,
  type DocumentKind,
  type DocumentStatus,
} from '../../src/domain/contracts';

const events: DocumentEvent[] = [
  { type: 'sign', side: 'owner' },
  { type: 'sign', side: 'customer' },
  { type: 'reject' },
  { type: 'paid' },
  { type: 'act_completed' },
];
const eventName = (event: DocumentEvent) => (event.type === 'sign' ? `sign:${event.side}` : event.type);

/** Every allowed transition, by kind: `status --event--> next`. Anything not listed must be refused. */
const allowed: Record<DocumentKind, Record<string, DocumentStatus>> = {
  contract: {
    'draft --sign:owner': 'signed_owner',
    'draft --sign:customer': 'signed_customer',
    'draft --reject': 'rejected',
    'signed_owner --sign:customer': 'signed_completed',
    'signed_owner --reject': 'rejected',
    'signed_customer --sign:owner': 'signed_completed',
    'signed_customer --reject': 'rejected',
    'signed_completed --paid': 'finalized',
    'finalized --act_completed': 'completed',
  },
  supplement: {
    'draft --sign:owner': 'signed_supplement_owner',
    'draft --sign:customer': 'signed_supplement_customer',
    'draft --reject': 'rejected',
    'signed_supplement_owner --sign:customer': 'completed',
    'signed_supplement_owner --reject': 'rejected',
    'signed_supplement_customer --sign:owner': 'completed',
    'signed_supplement_customer --reject': 'rejected',
  },
  act: {
    'draft --sign:owner': 'act_signed_owner',
    'draft --sign:customer': 'act_signed_customer',
    'draft --reject': 'rejected',
    'act_signed_owner --sign:customer': 'completed',
    'act_signed_owner --reject': 'rejected',
    'act_signed_customer --sign:owner': 'completed',
    'act_signed_customer --reject': 'rejected',
  },
};

describe('document state machines (docs/licensing.md §6)', () => {
  for (const kind of documentKinds) {
    describe(kind, () => {
      const cases = documentStatuses.flatMap((status) =>
        events.map((event) => ({ status, event, key: `${status} --${eventName(event)}` })),
      );
      it.each(cases)('$key', ({ status, event, key }) => {
        expect(nextStatus(kind, status, event)).toBe(allowed[kind][key] ?? null);
      });
      it('lists only reachable transitions in its table', () => {
        for (const key of Object.keys(allowed[kind]))
          expect(cases.some((entry) => entry.key === key)).toBe(true);
      });
    });
  }

  it('refuses a second signature by the side that already signed', () => {
    expect(nextStatus('contract', 'signed_owner', { type: 'sign', side: 'owner' })).toBeNull();
    expect(nextStatus('act', 'act_signed_customer', { type: 'sign', side: 'customer' })).toBeNull();
    expect(signedSides('contract', 'signed_owner')).toEqual(['owner']);
    expect(signedSides('supplement', 'draft')).toEqual([]);
    expect(signedSides('contract', 'finalized')).toEqual(['owner', 'customer']);
    expect(isFullySigned('contract', 'signed_completed')).toBe(true);
    expect(isFullySigned('supplement', 'signed_supplement_owner')).toBe(false);
    expect(isFullySigned('act', 'rejected')).toBe(false);
  });

  it('takes a supplement on a contract both signed, also once paid and its act signed (issue 26 §3)', () => {
    const takes = documentStatuses.filter((status) => takesSupplement('contract', status));
    expect(takes).toEqual(['signed_completed', 'finalized', 'completed', 'project_completed']);
    expect(takesSupplement('supplement', 'completed')).toBe(false);
    expect(takesSupplement('act', 'completed')).toBe(false);
  });
});

describe('list tabs (docs/product.md §4)', () => {
  const pick = (kind: DocumentKind, test: (status: DocumentStatus) => boolean) =>
    documentStatuses.filter(test);

  it('splits contracts by where their signing stands, for each side', () => {
    const tab = (name: (typeof contractTabs)[number], side: 'owner' | 'customer') =>
      pick('contract', (status) => inContractTab({ kind: 'contract', status }, name, side));
    expect(tab('all', 'owner')).toEqual([...documentStatuses]);
    expect(tab('draft', 'owner')).toEqual(['draft']);
    expect(tab('at_signing', 'owner')).toEqual(['signed_owner', 'signed_customer']);
    expect(tab('awaiting_signature', 'owner')).toEqual(['draft', 'signed_customer']);
    expect(tab('awaiting_signature', 'customer')).toEqual(['draft', 'signed_owner']);
    expect(tab('signed', 'customer')).toEqual(['signed_completed', 'finalized']);
    expect(tab('archive', 'customer')).toEqual(['rejected', 'completed', 'project_completed']);
  });

  it('files acts and supplements under their own EDO tabs and finished ones under agreement transfer', () => {
    expect(inEdoTab({ kind: 'act', status: 'draft' }, 'act_transfer')).toBe(true);
    expect(inEdoTab({ kind: 'act', status: 'draft' }, 'contract')).toBe(false);
    expect(inEdoTab({ kind: 'supplement', status: 'draft' }, 'supplement')).toBe(true);
    expect(inEdoTab({ kind: 'contract', status: 'signed_owner' }, 'contract')).toBe(true);
    const finished = documentStatuses.filter((status) =>
      inEdoTab({ kind: 'contract', status }, 'agreement_transfer'),
    );
    expect(finished).toEqual(['signed_completed', 'finalized', 'completed', 'project_completed']);
    expect(edoTabs).toHaveLength(4);
  });

  it('counts a half-signed act as awaiting the other side only', () => {
    expect(inContractTab({ kind: 'act', status: 'act_signed_owner' }, 'awaiting_signature', 'customer')).toBe(
      true,
    );
    expect(inContractTab({ kind: 'act', status: 'act_signed_owner' }, 'awaiting_signature', 'owner')).toBe(
      false,
    );
  });
});

describe('totals in kopecks and in words', () => {
  it('sums VAT per line, half up, and leaves "no VAT" lines without it', () => {
    const lines = [
      { price: 100_000_00, noVat: false },
      { price: 333, noVat: false },
      { price: 50_000_00, noVat: true },
    ];
    // 22 % of 333 kopecks is 73.26 → 73
    expect(documentTotals(lines, 22)).toEqual({
      net: 150_003_33,
      vat: 22_000_00 + 73,
      gross: 150_003_33 + 22_000_73,
    });
    expect(documentTotals([{ price: 5, noVat: false }], 10)).toEqual({ net: 5, vat: 1, gross: 6 });
    expect(documentTotals([{ price: 4, noVat: false }], 10)).toEqual({ net: 4, vat: 0, gross: 4 });
  });

  it('writes rubles in Russian words with the right forms and kopecks in figures', () => {
    expect(amountInWords(0, 'ru')).toBe('Ноль рублей 00 копеек');
    expect(amountInWords(101, 'ru')).toBe('Один рубль 01 копейка');
    expect(amountInWords(2_22, 'ru')).toBe('Два рубля 22 копейки');
    expect(amountInWords(11_11, 'ru')).toBe('Одиннадцать рублей 11 копеек');
    expect(amountInWords(21_000_05, 'ru')).toBe('Двадцать одна тысяча рублей 05 копеек');
    expect(amountInWords(122_000_00, 'ru')).toBe('Сто двадцать две тысячи рублей 00 копеек');
    expect(amountInWords(1_000_000_00, 'ru')).toBe('Один миллион рублей 00 копеек');
    expect(russianNumber(2_345_678_912)).toBe(
      'два миллиарда триста сорок пять миллионов шестьсот семьдесят восемь тысяч девятьсот двенадцать',
    );
    expect(russianNumber(5_014)).toBe('пять тысяч четырнадцать');
  });

  it('writes rubles in English words', () => {
    expect(amountInWords(100, 'en')).toBe('One ruble 00 kopecks');
    expect(amountInWords(1, 'en')).toBe('Zero rubles 01 kopeck');
    expect(amountInWords(123_45, 'en')).toBe('One hundred twenty-three rubles 45 kopecks');
    expect(amountInWords(1_021_000_99, 'en')).toBe('One million twenty-one thousand rubles 99 kopecks');
    expect(() => amountInWords(-1, 'en')).toThrow(RangeError);
    expect(() => amountInWords(1.5, 'ru')).toThrow(RangeError);
  });

  it('writes figures with thousands apart and two kopeck digits', () => {
    expect(amountInFigures(1_234_567_89)).toBe('1\u00a0234\u00a0567.89');
    expect(amountInFigures(5)).toBe('0.05');
  });
});
