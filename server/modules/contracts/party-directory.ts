import type { Party } from '../../../src/domain/contracts';

/**
 * A legal entity as the contracts module reads it (docs/licensing.md §5), ids as `_id` like the legal
 * entities API answers them.
 */
export interface LegalEntitySnapshot {
  _id: string;
  name: string;
  type: 'personal' | 'company';
  tin: string;
  address: string;
  signatoryName: string;
  signatoryPosition: string;
  bik: string;
  bank: string;
  corrAccount: string;
  account: string;
  /** Marked verified by an administrator (docs/decisions/0018-admin-area.md). */
  verified?: boolean;
}

/** A user's standing in their entity: the company role and the numbered rights (1–5). */
export interface EntityMembership {
  entity: LegalEntitySnapshot;
  member: { role: string; rights: readonly number[] };
}

/**
 * The port to the legal entities module: the entity a user acts for, with their rights in it, or null
 * when they have none, and an entity by its id (docs/decisions/0016, 0034). The contracts module never reads entities' tables itself.
 */
export interface PartyDirectory {
  forUser(userId: string): Promise<EntityMembership | null>;
  /** An entity by id, or null: the customer party an order names (docs/licensing.md §3 "Order"). */
  get(entityId: string): Promise<LegalEntitySnapshot | null>;
}

/** Until the legal entities module is wired in, nobody has an entity: formalization answers so. */
export const noPartyDirectory: PartyDirectory = { forUser: async () => null, get: async () => null };

/** The copy of an entity a document keeps. */
export function toParty(entity: LegalEntitySnapshot): Party {
  const { _id, verified, ...details } = entity;
  return { id: _id, ...details, verified: verified === true };
}
