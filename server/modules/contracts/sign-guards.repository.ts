import { and, eq, inArray } from 'drizzle-orm';
import {
  SIGN_CODE_INTERVAL_MS,
  SIGN_CODES_PER_HOUR,
  SIGN_LOCK_MS,
  SIGN_WRONG_TRIES,
  SIGN_WRONG_WINDOW_MS,
} from '../../../src/domain/contracts';
import type { Db } from '../../db/client';
import { signGuards, type SignGuardRow } from '../../db/schema/contracts';
import { tooSoon } from '../../http/errors';

// The limits on signing codes per signer and document (docs/decisions/0033-signing-code-limits.md).

const HOUR_MS = 60 * 60 * 1000;

/** The guards of a signer's documents, kept in the database so that restarts and processes share them. */
export function signGuardsRepository(db: Db) {
  return {
    /**
     * The signer's guards of `documentIds`, made when missing, locked (FOR UPDATE) in id order until the
     * transaction ends: two requests of the same signer for the same document are counted one after the other.
     */
    async lock(userId: string, documentIds: string[]): Promise<SignGuardRow[]> {
      const ids = [...new Set(documentIds.map((id) => id.toLowerCase()))].sort();
      if (ids.length === 0) return [];
      await db
        .insert(signGuards)
        .values(ids.map((documentId) => ({ userId, documentId })))
        .onConflictDoNothing();
      return db
        .select()
        .from(signGuards)
        .where(and(eq(signGuards.userId, userId), inArray(signGuards.documentId, ids)))
        .orderBy(signGuards.documentId)
        .for('update');
    },

    async save(guard: SignGuardRow) {
      const { userId, documentId, ...values } = guard;
      await db
        .update(signGuards)
        .set(values)
        .where(and(eq(signGuards.userId, userId), eq(signGuards.documentId, documentId)));
    },
  };
}

export type SignGuardsRepository = ReturnType<typeof signGuardsRepository>;

/** How long the guard's document stays locked for its signer (ms), 0 when it is not. */
export const lockedFor = (guard: SignGuardRow, now: number) =>
  guard.lockedUntil ? Math.max(0, guard.lockedUntil.getTime() - now) : 0;

/** The codes asked for within the last hour, oldest first. */
const lastHour = (guard: SignGuardRow, now: number) => guard.requests.filter((at) => at > now - HOUR_MS);

/** How long before another code may be asked for (ms): a minute after the last, five an hour; 0 when now. */
export function codeWait(guard: SignGuardRow, now: number): number {
  const recent = lastHour(guard, now);
  const last = recent.at(-1);
  const sinceLast = last === undefined ? 0 : last + SIGN_CODE_INTERVAL_MS - now;
  const fifthBack = recent[recent.length - SIGN_CODES_PER_HOUR];
  const hourly = fifthBack === undefined ? 0 : fifthBack + HOUR_MS - now;
  return Math.max(0, sinceLast, hourly);
}

/** The guard with a code asked for at `now`. */
export const withCodeRequest = (guard: SignGuardRow, now: number): SignGuardRow => ({
  ...guard,
  requests: [...lastHour(guard, now), now],
});

/**
 * The guard after a wrong try at `now`: counted in the window begun by the first wrong try (a new code does
 * not reset it); the tenth locks the document for its signer for a day and begins a fresh window.
 */
export function withWrongTry(guard: SignGuardRow, now: number): { guard: SignGuardRow; locked: boolean } {
  const fresh = !guard.wrongSince || guard.wrongSince.getTime() + SIGN_WRONG_WINDOW_MS <= now;
  const tries = (fresh ? 0 : guard.wrongTries) + 1;
  if (tries >= SIGN_WRONG_TRIES)
    return {
      guard: { ...guard, wrongTries: 0, wrongSince: null, lockedUntil: new Date(now + SIGN_LOCK_MS) },
      locked: true,
    };
  return {
    guard: { ...guard, wrongTries: tries, wrongSince: fresh ? new Date(now) : guard.wrongSince },
    locked: false,
  };
}

/** A 429 when any of the guards' documents is locked for the signer: the longest lock's wait. */
export function refuseLocked(guards: SignGuardRow[], now: number) {
  const wait = Math.max(0, ...guards.map((guard) => lockedFor(guard, now)));
  if (wait > 0) throw tooSoon('contracts.signingLocked', wait);
}

/** A 429 when another code may not be asked for yet for one of the guards' documents. */
export function refuseTooSoon(guards: SignGuardRow[], now: number) {
  refuseLocked(guards, now);
  const wait = Math.max(0, ...guards.map((guard) => codeWait(guard, now)));
  if (wait > 0) throw tooSoon('contracts.codeTooSoon', wait);
}
