import { describe, expect, it } from 'vitest';
import { toLocalDocument, toWireDocument } from '../../src/sync/replication';

const wire = {
  id: 'n1',
  message: 'Hi',
  read: false,
  seq: 3,
  updatedAt: '2026-01-01T00:00:00.000Z',
  _deleted: false,
};

describe('mapping between server and local documents', () => {
  it('keeps the fields the local schema knows and the deletion flag, and drops newer server fields', () => {
    const local = toLocalDocument<{ id: string; message: string; seq: number }>({ ...wire, addedLater: 1 }, [
      'id',
      'message',
      'seq',
    ]);
    expect(local).toEqual({ id: 'n1', message: 'Hi', seq: 3, _deleted: false });
    expect(toLocalDocument({ ...wire, _deleted: true }, ['id'])).toEqual({ id: 'n1', _deleted: true });
  });

  it("pushes the fields and `_deleted` without RxDB's bookkeeping", () => {
    const stored = { ...wire, _meta: { lwt: 1 }, _rev: '1-a', _attachments: {} };
    expect(toWireDocument(stored)).toEqual(wire);
  });
});
