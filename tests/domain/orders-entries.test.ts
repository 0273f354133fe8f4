import { describe, expect, it } from 'vitest';
import { heldByRequest } from '../../src/domain/orders';
import { entryStatuses, type EntryStatus } from '../../src/domain/projects';

/** docs/licensing.md §3: a request holds its entries from the request until a rejection. */
describe('entries held by a request', () => {
  const held: Record<EntryStatus, boolean> = {
    edits: false,
    not_requested: false,
    requested: true,
    agreed: true,
    close: true,
    sended_edo: true,
    signed_owner: true,
    signed_customer: true,
    completed: true,
    project_completed: true,
    rejected: false,
    archived: false,
  };

  it.each(entryStatuses.map((status) => [status, held[status]] as const))(
    'an entry %s with an order is held: %s',
    (status, expected) => {
      expect(heldByRequest({ status, orderId: '0b6b7a4e-3f43-4e5b-9d61-1b1f0f0f0f01' })).toBe(expected);
    },
  );

  it.each(entryStatuses)('an entry %s without an order is never held', (status) => {
    expect(heldByRequest({ status, orderId: null })).toBe(false);
  });
});
