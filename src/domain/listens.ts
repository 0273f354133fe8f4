// The rules of a listen, apart from the library's schemas (./library.ts re-exports them): the player
// watches a play's position on every page.

/** A listen of the same track by the same user within this window counts once. */
export const LISTEN_REPEAT_MS = 30_000;
/** A play listened past this position is a completed play (the owner's statistics). */
export const LISTEN_COMPLETE_SECONDS = 30;
