import { afterEach, describe, expect, it } from 'vitest';
import { createRxDatabase } from 'rxdb';
import { createDatabase, type CueDatabase } from '../../src/db';
import { toRxJsonSchema } from '../../src/db/schemas/rx-json-schema';
import {
  contractDocumentSchema,
  DOCUMENT_LINES_MAX,
  documentLineSchema,
  type ContractDocument,
} from '../../src/domain/contracts';
import { toDocumentJsonSchema } from '../../src/domain/document-schema';
import { testStorage, uniqueName } from './support';

/** The documents schema as version 0 shipped it: lines without `change`. */
const schemaV0 = toRxJsonSchema(
  toDocumentJsonSchema(
    contractDocumentSchema.extend({
      lines: documentLineSchema.omit({ change: true }).array().max(DOCUMENT_LINES_MAX),
    }),
    { title: 'documents', version: 0, primaryKey: 'id', indexes: ['createdAt'] },
  ),
);

const at = '2026-01-01T10:00:00.000Z';
const party = {
  id: 'e1',
  name: 'Aurora Records',
  type: 'company' as const,
  tin: '7736207543',
  address: 'Moscow',
  signatoryName: 'Director',
  signatoryPosition: 'General Director',
  bik: '044525225',
  bank: 'Sberbank',
  corrAccount: '30101810400000000225',
  account: '40702810938000000001',
};
const contract: ContractDocument = {
  id: 'c1',
  kind: 'contract',
  number: 'CL-2026-00001',
  date: '2026-01-01',
  contractId: null,
  projectId: 'p1',
  projectName: 'Night Ferry',
  orderId: 'o1',
  ownerId: 'u1',
  ownerName: 'Owner',
  customerId: 'u2',
  customerName: 'Customer',
  owner: party,
  customer: { ...party, id: 'e2' },
  status: 'signed_completed',
  rejectReason: null,
  vatPercent: 22,
  lines: [
    {
      id: 'l1',
      entryId: 'n1',
      workspaceId: 'w1',
      episodeNumber: 1,
      trackId: 't1',
      trackTitle: 'Aurora',
      artistName: 'Artist',
      terms: { media: ['tv'], territory: ['RU'], termMonths: 24, uses: null },
      price: 100,
      noVat: false,
      priceWithVat: 122,
      share: 100,
    },
  ],
  totals: { net: 100, vat: 22, gross: 122 },
  totalInWordsEn: 'one rouble 22 kopecks',
  totalInWordsRu: 'один рубль 22 копейки',
  sha256: 'a'.repeat(64),
  fileSize: 10,
  signatures: [],
  signedAt: at,
  createdAt: at,
  updatedAt: at,
  seq: 1,
};

describe('documents schema migration', () => {
  let db: CueDatabase | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it('keeps version 0 documents as they were, and takes changed lines from version 1 on', async () => {
    const name = uniqueName('migrate-documents');
    const storage = testStorage();
    const old = await createRxDatabase({ name, storage, multiInstance: false });
    await old.addCollections({ documents: { schema: schemaV0 } });
    await old.collections.documents!.insert(contract);
    await old.close();

    db = await createDatabase({ name, storage, multiInstance: false });
    expect(db.documents.schema.version).toBe(1);
    const kept = (await db.documents.findOne('c1').exec())!.toJSON();
    expect(kept.lines).toEqual(contract.lines);
    const previousTerms = contract.lines[0]!.terms;
    await db.documents.insert({
      ...contract,
      id: 's1',
      kind: 'supplement',
      contractId: 'c1',
      lines: [
        { ...contract.lines[0]!, terms: { ...previousTerms, termMonths: 36 }, change: { previousTerms } },
      ],
    });
    const changed = (await db.documents.findOne('s1').exec())!.toJSON();
    expect(changed.lines[0]!.change).toEqual({ previousTerms });
  });
});
