import { afterEach, describe, expect, it } from 'vitest';
import { createRxDatabase, type RxJsonSchema } from 'rxdb';
import { createDatabase, type CueDatabase } from '../../src/db';
import { documentsSchema } from '../../src/db/schemas/documents.schema';
import { contractDoc } from '../ui/support/contract-fixtures';
import { testStorage, uniqueName } from './support';

type Node = { properties?: Record<string, Node>; [keyword: string]: unknown };

/** The documents schema as version 0 shipped it: the parties had no `verified` mark. */
function schemaV0(): RxJsonSchema<Record<string, unknown>> {
  const schema = structuredClone(documentsSchema) as unknown as Node & RxJsonSchema<Record<string, unknown>>;
  for (const side of ['owner', 'customer']) delete schema.properties[side]!.properties!.verified;
  return { ...schema, version: 0 };
}

describe('documents schema migration', () => {
  let db: CueDatabase | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it('keeps version 0 documents as they were, without a verified mark, and stores new ones with it', async () => {
    expect(documentsSchema.properties.owner.properties).toHaveProperty('verified');
    const name = uniqueName('documents');
    const storage = testStorage();
    const old = await createRxDatabase({ name, storage, multiInstance: false });
    await old.addCollections({ documents: { schema: schemaV0() } });
    const drafted = contractDoc({ number: 'L-1' });
    await old.collections.documents!.insert(drafted);
    await old.close();

    db = await createDatabase({ name, storage, multiInstance: false });
    expect(db.documents.schema.version).toBe(1);
    const kept = (await db.documents.findOne(drafted.id).exec())!.toJSON();
    expect(kept.number).toBe('L-1');
    expect(kept.owner.name).toBe(drafted.owner.name);
    expect(kept.owner.verified).toBeUndefined();

    const verified = contractDoc({ number: 'L-2', owner: { ...drafted.owner, verified: true } });
    await db.documents.insert(verified);
    expect((await db.documents.findOne(verified.id).exec())!.toJSON().owner.verified).toBe(true);
  });
});
