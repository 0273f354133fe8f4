import { afterEach, describe, expect, it } from 'vitest';
import { createRxDatabase, type RxJsonSchema } from 'rxdb';
import { createDatabase, type CueDatabase } from '../../src/db';
import { typeOfSubType } from '../../src/db/schemas/notifications.schema';
import { testStorage, uniqueName } from './support';

/** The notifications schema as version 0 shipped it: no `type`, `objectId` optional. */
const schemaV0: RxJsonSchema<Record<string, unknown>> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    subType: { type: 'string' },
    message: { type: 'string' },
    objectId: { type: 'string' },
    read: { type: 'boolean' },
    createdAt: { type: 'string', maxLength: 40 },
    updatedAt: { type: 'string' },
    seq: { type: 'number' },
  },
  required: ['id', 'subType', 'message', 'read', 'createdAt', 'updatedAt', 'seq'],
  indexes: ['createdAt'],
};

const at = '2026-01-01T10:00:00.000Z';
const v0Docs = [
  {
    id: 'a',
    subType: 'Change Project',
    message: 'Project changed',
    objectId: 'p1',
    read: false,
    createdAt: at,
    updatedAt: at,
    seq: 1,
  },
  {
    id: 'b',
    subType: 'Change Proposal Status',
    message: 'Proposal',
    objectId: 'o1',
    read: true,
    createdAt: at,
    updatedAt: at,
    seq: 2,
  },
  { id: 'c', subType: 'New Message', message: 'Hello', read: false, createdAt: at, updatedAt: at, seq: 3 },
  { id: 'd', subType: 'News', message: 'News', read: false, createdAt: at, updatedAt: at, seq: 4 },
];

describe('notifications schema migration', () => {
  let db: CueDatabase | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it('migrates version 0 documents to the current version: type derived, objectId filled, no message key', async () => {
    const name = uniqueName('migrate');
    const storage = testStorage();
    const old = await createRxDatabase({ name, storage, multiInstance: false });
    await old.addCollections({ notifications: { schema: schemaV0 } });
    await old.collections.notifications!.bulkInsert(v0Docs);
    await old.close();

    db = await createDatabase({ name, storage, multiInstance: false });
    const docs = (await db.notifications.find({ sort: [{ id: 'asc' }] }).exec()).map((doc) => doc.toJSON());
    expect(docs.map(({ id, type, objectId, read }) => ({ id, type, objectId, read }))).toEqual([
      { id: 'a', type: 'System', objectId: 'p1', read: false },
      { id: 'b', type: 'Proposal', objectId: 'o1', read: true },
      { id: 'c', type: 'Chat', objectId: null, read: false },
      { id: 'd', type: 'News', objectId: null, read: false },
    ]);
    // Kept notifications have no key: the bell shows the text they were written with.
    expect(docs.every((doc) => doc.messageKey === null && Object.keys(doc.params).length === 0)).toBe(true);
    expect(db.notifications.schema.version).toBe(2);
  });

  it('derives the type of every known subType', () => {
    expect(typeOfSubType('System')).toBe('System');
    expect(typeOfSubType('Document Updated')).toBe('Contract');
    expect(typeOfSubType('Change Proposal Condition')).toBe('Proposal');
    expect(typeOfSubType('Change Workspace')).toBe('System');
  });
});
