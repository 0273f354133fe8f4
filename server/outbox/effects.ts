import type { SyncCollection } from '../../src/domain/sync-protocol';

/** A notification to store and show; its id is chosen when the effect is written, so delivery is idempotent. */
export interface NotificationEffect {
  id: string;
  userId: string;
  type: string;
  subType: string;
  message: string;
  objectId: string | null;
  createdAt: string;
}

/** Tells the users' tabs that `collection` changed up to `seq`, so their leader tab pulls. */
export interface SyncHintEffect {
  userIds: string[];
  collection: SyncCollection;
  seq: number;
}

/** Every kind of side effect the outbox carries, by the `kind` stored with it. */
export interface EffectPayloads {
  notification: NotificationEffect;
  syncHint: SyncHintEffect;
}

export type EffectKind = keyof EffectPayloads;

export type Effect = { [K in EffectKind]: { kind: K; payload: EffectPayloads[K] } }[EffectKind];

export const syncHintEffect = (payload: SyncHintEffect): Effect => ({ kind: 'syncHint', payload });
