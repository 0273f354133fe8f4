import { describe, expect, it } from 'vitest';
import { SYNC_HINT_DOCUMENTS_MAX, type SyncHint } from '../../src/domain/sync-protocol';
import type { SyncHintEffect } from '../../server/outbox/effects';
import type { RealtimeHub } from '../../server/realtime/hub';
import { sendSyncHints, syncHintDelivery } from '../../server/realtime/sync-hints';

/** A hub that records the hints it is asked to send. */
function recordingHub() {
  const sent: { userIds: string[]; hint: SyncHint }[] = [];
  const hub: RealtimeHub = {
    notification: () => undefined,
    syncHint: (userIds, hint) => sent.push({ userIds: [...userIds], hint }),
  };
  return { hub, sent };
}

const doc = (id: string, seq: number, status = 'pending') => ({
  id,
  seq,
  status,
  updatedAt: '2026-11-26T00:00:00.000Z',
  _deleted: false,
});

describe('sync hints as the outbox delivers them (docs/decisions/0020-documents-in-sync-hint.md)', () => {
  it('sends one hint per user and collection, with the highest seq and the newest version of each document', () => {
    const { hub, sent } = recordingHub();
    const hints: SyncHintEffect[] = [
      { userIds: ['owner', 'member'], collection: 'orders', seq: 10, documents: [doc('a', 10, 'pending')] },
      {
        userIds: ['owner'],
        collection: 'orders',
        seq: 14,
        documents: [doc('a', 14, 'rejected'), doc('b', 12)],
      },
      { userIds: ['owner'], collection: 'orders', seq: 9, documents: [doc('a', 9, 'requested')] },
    ];
    sendSyncHints(hub, hints);
    expect(sent).toEqual([
      {
        userIds: ['owner'],
        hint: { collection: 'orders', seq: 14, documents: [doc('a', 14, 'rejected'), doc('b', 12)] },
      },
      { userIds: ['member'], hint: { collection: 'orders', seq: 10, documents: [doc('a', 10, 'pending')] } },
    ]);
  });

  it('sends a merged hint without documents when one of its hints had none, or when they are too many', () => {
    const { hub, sent } = recordingHub();
    const many = Array.from({ length: SYNC_HINT_DOCUMENTS_MAX + 1 }, (_, i) => doc(`d${i}`, i + 1));
    sendSyncHints(hub, [
      { userIds: ['owner'], collection: 'orders', seq: 10, documents: [doc('a', 10)] },
      { userIds: ['owner'], collection: 'orders', seq: 11 },
      { userIds: ['owner'], collection: 'projects', seq: 12 },
      { userIds: ['member'], collection: 'orders', seq: 30, documents: many },
    ]);
    expect(sent).toEqual([
      { userIds: ['owner'], hint: { collection: 'orders', seq: 11 } },
      { userIds: ['owner'], hint: { collection: 'projects', seq: 12 } },
      { userIds: ['member'], hint: { collection: 'orders', seq: 30 } },
    ]);
  });

  it('sends the hints while delivering, before the delivery run commits, and leaves nothing for after it', async () => {
    const { hub, sent } = recordingHub();
    const after = await syncHintDelivery(hub).deliver(null as never, [
      { userIds: ['owner'], collection: 'orders', seq: 3 },
    ]);
    expect(sent).toEqual([{ userIds: ['owner'], hint: { collection: 'orders', seq: 3 } }]);
    after();
    expect(sent).toHaveLength(1);
  });
});
