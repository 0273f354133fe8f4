import type { ContractDocument, Party, PaymentDocument } from '../../../src/domain/contracts';
import { testUser } from './signed-in';

/** Documents and invoices as the `documents` and `payments` collections hold them. */

let counter = 0;
const uuid = (n: number) => `c0c0c0c0-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const ownerUserId = '0e0e0e0e-0000-4000-8000-000000000009';

export function party(overrides: Partial<Party> = {}): Party {
  return {
    id: uuid(900),
    name: 'Nord Music LLC',
    type: 'company',
    tin: '7707083893',
    address: 'Moscow, Tverskaya 1',
    signatoryName: 'Ivan Nord',
    signatoryPosition: 'Director',
    bik: '044525225',
    bank: 'Sberbank',
    corrAccount: '30101810400000000225',
    account: '40702810938000000001',
    ...overrides,
  };
}

/** A contract draft between the owner `ownerUserId` and the project of `testUser` (the customer side). */
export function contractDoc(overrides: Partial<ContractDocument> = {}): ContractDocument {
  counter += 1;
  return {
    id: uuid(counter),
    kind: 'contract',
    number: `L-2026-${String(counter).padStart(4, '0')}`,
    date: '2026-11-20',
    contractId: null,
    projectId: uuid(800),
    projectName: 'Night Shift',
    orderId: uuid(700),
    ownerId: ownerUserId,
    ownerName: 'Ivan Nord',
    customerId: testUser._id,
    customerName: 'Anna Tester',
    owner: party(),
    customer: party({ id: uuid(901), name: 'Film Studio JSC', tin: '7736207543' }),
    status: 'draft',
    rejectReason: null,
    vatPercent: 20,
    lines: [
      {
        id: uuid(600 + counter),
        entryId: uuid(500 + counter),
        workspaceId: uuid(400),
        episodeNumber: 1,
        trackId: uuid(300),
        trackTitle: 'Crème Storm',
        artistName: 'Nord',
        terms: { media: ['tv'], territory: ['RU'], termMonths: 12, uses: 1 },
        price: 150_000,
        noVat: false,
        priceWithVat: 180_000,
        share: 100,
      },
    ],
    totals: { net: 150_000, vat: 30_000, gross: 180_000 },
    totalInWordsEn: 'one thousand eight hundred roubles 00 kopecks',
    totalInWordsRu: 'одна тысяча восемьсот рублей 00 копеек',
    sha256: 'a'.repeat(64),
    fileSize: 1000,
    signatures: [],
    signedAt: null,
    createdAt: new Date(Date.UTC(2026, 10, 20, 10, 0, counter)).toISOString(),
    updatedAt: new Date(Date.UTC(2026, 10, 20, 10, 0, counter)).toISOString(),
    seq: counter,
    ...overrides,
  };
}

export function paymentDoc(overrides: Partial<PaymentDocument> = {}): PaymentDocument {
  counter += 1;
  return {
    id: uuid(counter),
    number: `INV-${counter}`,
    contractId: uuid(1),
    contractNumber: 'L-2026-0001',
    projectId: uuid(800),
    projectName: 'Night Shift',
    ownerId: ownerUserId,
    ownerName: 'Ivan Nord',
    customerId: testUser._id,
    customerName: 'Anna Tester',
    owner: party(),
    customer: party({ id: uuid(901), name: 'Film Studio JSC' }),
    totals: { net: 150_000, vat: 30_000, gross: 180_000 },
    noVat: false,
    totalInWordsEn: '',
    totalInWordsRu: '',
    dueDate: '2026-12-01',
    status: 'awaiting',
    paidAt: null,
    sha256: 'b'.repeat(64),
    createdAt: new Date(Date.UTC(2026, 10, 21, 10, 0, counter)).toISOString(),
    updatedAt: new Date(Date.UTC(2026, 10, 21, 10, 0, counter)).toISOString(),
    seq: counter,
    ...overrides,
  };
}
