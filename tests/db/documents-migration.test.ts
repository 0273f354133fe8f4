import { afterEach, describe, expect, it } from 'vitest';
import { createRxDatabase, type RxJsonSchema } from 'rxdb';
import { createDatabase, type CueDatabase } from '../../src/db';
import { documentsSchema } from '../../src/db/schemas/contracts-documents.schema';
import { contractDoc } from '../ui/support/contract-fixtures';
import { testStorage, uniqueName } from './support';

type Node = { properties?: Record<string, Node>; items?: Node; [keyword: string]: unknown };

/** The documents schema as version 0 shipped it: parties without a `verified` mark, lines without `change`. */
function schemaV0(): RxJsonSchema<Record<string, unknown>> {
  const schema = structuredClone(documentsSchema) as unknown as Node & RxJsonSchema<Record<string, unknown>>;
  for (const side of ['owner', 'customer']) delete schema.properties[side]!.properties!.verified;
  delete (schema.properties.lines as Node).items!.properties!.change;
  delete (schema.properties as Record<string, Node>).priceStatus;
  return { ...schema, version: 0 };
}

/** Version 1: with verified marks and changed lines, without a supplement's `priceStatus`. */
function schemaV1(): RxJsonSchema<Record<string, unknown>> {
  const schema = structuredClone(documentsSchema) as unknown as Node & RxJsonSchema<Record<string, unknown>>;
  delete (schema.properties as Record<string, Node>).priceStatus;
  return { ...schema, version: 1 };
}

describe('documents schema migration', () => {
  let db: CueDatabase | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it('keeps version 0 documents as they were, and stores verified marks and changed lines from version 1 on', async () => {
    expect(documentsSchema.properties.owner.properties).toHaveProperty('verified');
    expect((documentsSchema.properties.lines as Node).items!.properties).toHaveProperty('change');
    const name = uniqueName('documents');
    const storage = testStorage();
    const old = await createRxDatabase({ name, storage, multiInstance: false });
    await old.addCollections({ documents: { schema: schemaV0() } });
    const drafted = contractDoc({ number: 'L-1' });
    await old.collections.documents!.insert(drafted);
    await old.close();

    db = await createDatabase({ name, storage, multiInstance: false });
    expect(db.documents.schema.version).toBe(2);
    const kept = (await db.documents.findOne(drafted.id).exec())!.toJSON();
    expect(kept.number).toBe('L-1');
    expect(kept.lines).toEqual(drafted.lines);
    expect(kept.owner.verified).toBeUndefined();

    const line = drafted.lines[0]!;
    const previousTerms = line.terms;
    const supplement = contractDoc({
      number: 'L-1-S1',
      kind: 'supplement',
      owner: { ...drafted.owner, verified: true },
      lines: [{ ...line, terms: { ...previousTerms, termMonths: 36 }, change: { previousTerms } }],
    });
    await db.documents.insert(supplement);
    const stored = (await db.documents.findOne(supplement.id).exec())!.toJSON();
    expect(stored.owner.verified).toBe(true);
    expect(stored.lines[0]!.change).toEqual({ previousTerms });
  });

  it('keeps version 1 documents as they were, and stores a change’s price status from version 2 on', async () => {
    expect(documentsSchema.properties).toHaveProperty('priceStatus');
    const name = uniqueName('documents');
    const storage = testStorage();
    const old = await createRxDatabase({ name, storage, multiInstance: false });
    await old.addCollections({ documents: { schema: schemaV1(), migrationStrategies: { 1: (doc) => doc } } });
    const drafted = contractDoc({ number: 'L-2', kind: 'supplement' });
    await old.collections.documents!.insert(drafted);
    await old.close();

    db = await createDatabase({ name, storage, multiInstance: false });
    expect(db.documents.schema.version).toBe(2);
    const kept = (await db.documents.findOne(drafted.id).exec())!.toJSON();
    expect(kept.number).toBe('L-2');
    expect(kept.priceStatus ?? null).toBeNull();
    await db.documents.insert(contractDoc({ number: 'L-2-S1', kind: 'supplement', priceStatus: 'proposed' }));
    const stored = (await db.documents.findOne({ selector: { number: 'L-2-S1' } }).exec())!.toJSON();
    expect(stored.priceStatus).toBe('proposed');
  });
});
